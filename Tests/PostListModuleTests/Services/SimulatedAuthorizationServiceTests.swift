import Testing
@testable import PostListModule

@Suite @MainActor
struct SimulatedAuthorizationServiceTests {
    let scheduler = VirtualScheduler()
    let session = AuthorizationSession()
    var service: SimulatedAuthorizationService { SimulatedAuthorizationService(session: session, scheduler: scheduler) }

    @Test func theAnswerComesAfterTheLatencyOnTheVirtualClock() throws {
        var answers: [Bool] = []
        service.performLogin(user: "demo", password: "demo123") { answers.append($0) }

        try scheduler.advance(by: .milliseconds(99))
        #expect(answers.isEmpty)
        #expect(session.loggedInUser == nil)

        try scheduler.advance(by: .milliseconds(1))
        #expect(answers == [true])
        #expect(session.loggedInUser == "demo")
    }

    @Test func wrongCredentialsLogNobodyIn() throws {
        var answers: [Bool] = []
        service.performLogin(user: "demo", password: "demo") { answers.append($0) }
        service.performLogin(user: "nobody", password: "demo123") { answers.append($0) }

        try scheduler.runUntilIdle()

        #expect(answers == [false, false])
        #expect(session.loggedInUser == nil)
    }

    @Test func aCancelledLoginNeverAnswers() throws {
        var answers: [Bool] = []
        let work = service.performLogin(user: "demo", password: "demo123") { answers.append($0) }

        work?.cancel()
        try scheduler.runUntilIdle()

        #expect(answers.isEmpty)
        #expect(session.loggedInUser == nil)
    }

    @Test func servicesOfOneSessionShareWhoIsLoggedIn() throws {
        service.performLogin(user: "demo", password: "demo123") { _ in }
        try scheduler.runUntilIdle()

        #expect(SimulatedAuthorizationService(session: session, scheduler: scheduler).loggedInUser == "demo")
        #expect(SimulatedAuthorizationService(session: AuthorizationSession(), scheduler: scheduler).loggedInUser == nil)
    }
}
