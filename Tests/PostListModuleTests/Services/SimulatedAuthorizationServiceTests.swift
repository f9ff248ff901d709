import Testing
@testable import PostListModule

@Suite @MainActor
struct SimulatedAuthorizationServiceTests {
    let scheduler = VirtualScheduler()
    let session = AuthorizationSession()
    var service: SimulatedAuthorizationService { SimulatedAuthorizationService(session: session, services: SessionServices(scheduler: scheduler)) }

    /// What the logins started by `login(_:_:)` answered, in the order they answered.
    @MainActor
    final class Answers {
        var values: [Result<Bool, any Error>] = []
        var succeeded: [Bool] { values.compactMap { try? $0.get() } }
        var cancelled: Int { values.filter { if case .failure(is CancellationError) = $0 { true } else { false } }.count }
    }

    let answers = Answers()

    /// Starts a login in a task of its own, as an interactor does; its answer goes to `answers`.
    @discardableResult
    private func login(_ user: String, _ password: String, with service: SimulatedAuthorizationService) -> Task<Void, Never> {
        scheduler.capturingTasks {
            Task { [answers] in
                do {
                    answers.values.append(.success(try await service.performLogin(user: user, password: password)))
                } catch {
                    answers.values.append(.failure(error))
                }
            }
        }
    }

    @Test func theAnswerComesAfterTheLatencyOnTheVirtualClock() throws {
        login("demo", "demo123", with: service)

        try scheduler.advance(by: .milliseconds(99))
        #expect(answers.values.isEmpty)
        #expect(session.loggedInUser == nil)

        try scheduler.advance(by: .milliseconds(1))
        #expect(answers.succeeded == [true])
        #expect(session.loggedInUser == "demo")
    }

    @Test func wrongCredentialsLogNobodyIn() throws {
        let service = self.service
        login("demo", "demo", with: service)
        login("nobody", "demo123", with: service)

        try scheduler.runUntilIdle()

        #expect(answers.succeeded == [false, false])
        #expect(session.loggedInUser == nil)
    }

    @Test func aCancelledLoginNeverAnswersAndLogsNobodyIn() throws {
        let task = login("demo", "demo123", with: service)
        try scheduler.advance(by: .milliseconds(50))

        scheduler.capturingTasks { task.cancel() }
        try scheduler.runUntilIdle()

        #expect(answers.succeeded.isEmpty)
        #expect(answers.cancelled == 1)
        #expect(session.loggedInUser == nil)
    }

    @Test func servicesOfOneSessionShareWhoIsLoggedIn() throws {
        login("demo", "demo123", with: service)
        try scheduler.runUntilIdle()

        #expect(SimulatedAuthorizationService(session: session, services: SessionServices(scheduler: scheduler)).loggedInUser == "demo")
        #expect(SimulatedAuthorizationService(session: AuthorizationSession(), services: SessionServices(scheduler: scheduler)).loggedInUser == nil)
    }
}
