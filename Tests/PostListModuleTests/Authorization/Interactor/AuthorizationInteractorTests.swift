import Testing
@testable import PostListModule

@Suite @MainActor
struct AuthorizationInteractorTests {
    let service = StubAuthorizationService()
    let output = RecordingAuthorizationInteractorOutput()
    let interactor: AuthorizationInteractor

    init() {
        interactor = AuthorizationInteractor(authorizationService: service)
        interactor.output = output
    }

    @Test func loginGoesToTheServiceAndReportsNothingYet() {
        interactor.performLogin(user: "demo", password: "demo123")

        #expect(service.attempts.map(\.user) == ["demo"])
        #expect(output.events.isEmpty)
    }

    @Test func aSuccessfulAnswerIsReported() {
        interactor.performLogin(user: "demo", password: "demo123")

        service.completions[0](true)

        #expect(output.events == ["success demo"])
    }

    @Test func aFailedAnswerIsReported() {
        interactor.performLogin(user: "demo", password: "x")

        service.completions[0](false)

        #expect(output.events == ["failure"])
    }

    @Test func cancelStopsALoginStillOnTheScheduler() throws {
        let scheduler = VirtualScheduler()
        let authorization = AuthorizationSession()
        let real = AuthorizationInteractor(
            authorizationService: SimulatedAuthorizationService(session: authorization, scheduler: scheduler))
        real.output = output
        real.performLogin(user: "demo", password: "demo123")

        real.cancelLogin()
        try scheduler.runUntilIdle()

        #expect(output.events.isEmpty)
        #expect(authorization.loggedInUser == nil)
    }

    @Test func anAnswerAfterTheInteractorIsGoneIsDropped() throws {
        let scheduler = VirtualScheduler()
        var shortLived: AuthorizationInteractor? = AuthorizationInteractor(
            authorizationService: SimulatedAuthorizationService(session: AuthorizationSession(), scheduler: scheduler))
        shortLived?.output = output
        shortLived?.performLogin(user: "demo", password: "demo123")
        weak let weakInteractor = shortLived

        shortLived = nil
        try scheduler.runUntilIdle()

        #expect(weakInteractor == nil)
        #expect(output.events.isEmpty)
    }
}
