import Testing
@testable import PostListModule

@Suite @MainActor
struct AuthorizationPresenterTests {
    let view = RecordingAuthorizationView()
    let router = RecordingAuthorizationRouter()
    let interactor = RecordingAuthorizationInteractor()
    let output = RecordingAuthorizationModuleOutput()
    let scheduler = VirtualScheduler()
    let presenter: AuthorizationPresenter

    init() {
        presenter = AuthorizationPresenter(router: router, interactor: interactor, scheduler: scheduler)
        presenter.view = view
        presenter.moduleOutput = output
    }

    @Test func loginStartsTheAttemptAndShowsProgress() throws {
        try presenter.didTriggerLoginAction(user: "demo", password: "demo123")

        #expect(interactor.logins == ["demo/demo123"])
        #expect(presenter.state.isLoggingIn)
        #expect(view.shown.last?.notice == "Logging in as demo...")
    }

    @Test func aSecondLoginWhileOneIsPendingThrows() throws {
        try presenter.didTriggerLoginAction(user: "demo", password: "demo123")

        #expect(throws: ViewActionError.self) { try presenter.didTriggerLoginAction(user: "demo", password: "demo123") }
        #expect(interactor.logins.count == 1)
    }

    @Test func successReportsToTheOutputThenCloses() throws {
        var heardBeforeClose: [String] = []
        router.onClose = { [output] in heardBeforeClose = output.events }
        try presenter.didTriggerLoginAction(user: "demo", password: "demo123")

        presenter.didPerformLogin(user: "demo")

        #expect(output.events == ["success"])
        #expect(heardBeforeClose == ["success"])
        #expect(router.closeCount == 1)
    }

    @Test func failureShowsTheMessageAndStays() throws {
        try presenter.didTriggerLoginAction(user: "demo", password: "nope")

        presenter.didFailLogin()

        #expect(view.shown.last?.error == "Invalid user name or password")
        #expect(!presenter.state.isLoggingIn)
        #expect(router.closeCount == 0)
        #expect(output.events.isEmpty)
    }

    @Test func aLoginThatCannotBeCheckedShowsWhyAndStays() throws {
        try presenter.didTriggerLoginAction(user: "demo", password: "demo123")

        presenter.didFailToPerformLogin(with: LoginServiceDown())

        #expect(view.shown.last?.error == "Could not log in: the login service is down")
        #expect(!presenter.state.isLoggingIn)
        #expect(router.closeCount == 0)
        #expect(output.events.isEmpty)
    }

    @Test func aLoginWithNoAnswerAfterTenSecondsTimesOutAndTheScreenStays() throws {
        try presenter.didTriggerLoginAction(user: "demo", password: "demo123")

        try scheduler.advance(by: .milliseconds(9_999))
        #expect(presenter.state.isLoggingIn)
        #expect(interactor.cancelCount == 0)

        try scheduler.advance(by: .milliseconds(1))
        #expect(view.shown.last?.error == "Login timed out")
        #expect(!presenter.state.isLoggingIn)
        #expect(interactor.cancelCount == 1)
        #expect(router.closeCount == 0)
        #expect(output.events.isEmpty)
    }

    @Test func aLoginThatAnswersInTimeDoesNotTimeOut() throws {
        try presenter.didTriggerLoginAction(user: "demo", password: "nope")
        presenter.didFailLogin()

        try scheduler.runUntilIdle()

        #expect(view.shown.last?.error == "Invalid user name or password")
        #expect(interactor.cancelCount == 0)
        #expect(scheduler.now == .zero, "no time-out was left to fire")
    }

    @Test func cancelDropsThePendingLoginReportsAndCloses() throws {
        try presenter.didTriggerLoginAction(user: "demo", password: "demo123")

        presenter.didTriggerCancelAction()

        #expect(interactor.cancelCount == 1)
        #expect(output.events == ["cancel"])
        #expect(router.closeCount == 1)
    }

    @Test func stateNeverHoldsThePassword() throws {
        try presenter.didTriggerLoginAction(user: "demo", password: "secret-pw")
        presenter.didFailLogin()

        let state = presenter.moduleState()

        #expect(state["user"] == "demo")
        #expect(state["error"] == "Invalid user name or password")
        #expect(!state.description.contains("secret-pw"))
    }

    @Test func moduleOutputMustBeAnAuthorizationOutput() {
        #expect(throws: ModuleWiringError.self) { try presenter.setModuleOutput(UnrelatedModuleOutput()) }
    }
}
