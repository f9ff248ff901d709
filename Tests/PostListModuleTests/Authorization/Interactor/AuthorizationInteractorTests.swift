import Testing
@testable import PostListModule

@Suite @MainActor
struct AuthorizationInteractorTests {
    let scheduler = VirtualScheduler()
    let service = StubAuthorizationService()
    let output = RecordingAuthorizationInteractorOutput()
    let interactor: AuthorizationInteractor

    init() {
        interactor = AuthorizationInteractor(authorizationService: service)
        interactor.output = output
    }

    /// An interactor over the real service, on this test's virtual clock.
    private func makeSimulatedInteractor(session: AuthorizationSession = AuthorizationSession()) -> AuthorizationInteractor {
        let interactor = AuthorizationInteractor(
            authorizationService: SimulatedAuthorizationService(session: session, services: SessionServices(scheduler: scheduler)))
        interactor.output = output
        return interactor
    }

    @Test func loginGoesToTheServiceAndReportsNothingYet() throws {
        scheduler.capturingTasks { interactor.performLogin(user: "demo", password: "demo123") }
        try scheduler.runUntilIdle()

        #expect(service.attempts.map(\.user) == ["demo"])
        #expect(output.events.isEmpty)
    }

    @Test func aSuccessfulAnswerIsReported() throws {
        scheduler.capturingTasks { interactor.performLogin(user: "demo", password: "demo123") }
        try scheduler.runUntilIdle()

        scheduler.capturingTasks { service.answer(true) }
        try scheduler.runUntilIdle()

        #expect(output.events == ["success demo"])
    }

    @Test func aFailedAnswerIsReported() throws {
        scheduler.capturingTasks { interactor.performLogin(user: "demo", password: "x") }
        try scheduler.runUntilIdle()

        scheduler.capturingTasks { service.answer(false) }
        try scheduler.runUntilIdle()

        #expect(output.events == ["failure"])
    }

    @Test func aLoginThatCannotBeCheckedIsReportedWithWhy() throws {
        scheduler.capturingTasks { interactor.performLogin(user: "demo", password: "demo123") }
        try scheduler.runUntilIdle()

        scheduler.capturingTasks { service.fail(LoginServiceDown()) }
        try scheduler.runUntilIdle()

        #expect(output.events == ["error the login service is down"])
    }

    @Test func cancelStopsALoginStillWaitingForItsAnswer() throws {
        let authorization = AuthorizationSession()
        let real = makeSimulatedInteractor(session: authorization)
        scheduler.capturingTasks { real.performLogin(user: "demo", password: "demo123") }
        try scheduler.advance(by: .milliseconds(50))

        scheduler.capturingTasks { real.cancelLogin() }
        try scheduler.runUntilIdle()

        #expect(output.events.isEmpty)
        #expect(authorization.loggedInUser == nil)
    }

    @Test func aSecondLoginCancelsTheFirst() throws {
        let authorization = AuthorizationSession()
        let real = makeSimulatedInteractor(session: authorization)
        scheduler.capturingTasks { real.performLogin(user: "demo", password: "wrong") }
        try scheduler.advance(by: .milliseconds(50))

        scheduler.capturingTasks { real.performLogin(user: "demo", password: "demo123") }
        try scheduler.runUntilIdle()

        #expect(output.events == ["success demo"])
    }

    @Test func anAnswerAfterTheInteractorIsGoneIsDropped() throws {
        let authorization = AuthorizationSession()
        var shortLived: AuthorizationInteractor? = makeSimulatedInteractor(session: authorization)
        scheduler.capturingTasks { shortLived?.performLogin(user: "demo", password: "demo123") }
        try scheduler.advance(by: .milliseconds(50))
        weak let weakInteractor = shortLived

        scheduler.capturingTasks { shortLived = nil }
        try scheduler.runUntilIdle()

        #expect(weakInteractor == nil)
        #expect(output.events.isEmpty)
        #expect(authorization.loggedInUser == nil)
    }
}
