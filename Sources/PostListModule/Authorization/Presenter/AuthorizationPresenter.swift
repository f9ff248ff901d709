/// Runs the login screen: sends credentials to the interactor, shows the
/// outcome, reports it to its output and closes. A login that has not
/// answered after `loginTimeout` of virtual time is given up: the screen says
/// `Login timed out` and stays.
@MainActor
final class AuthorizationPresenter: Traceable {
    static let invalidCredentialsMessage = "Invalid user name or password"
    /// What the screen shows when a login took longer than `loginTimeout`.
    static let timedOutMessage = "Login timed out"
    /// How long a login may take before it is given up.
    static let loginTimeout = VirtualDuration.seconds(10)

    /// What the screen shows when the login could not be checked.
    static func loginFailureMessage(for error: any Error) -> String {
        "Could not log in: \(error)"
    }

    weak var view: (any AuthorizationViewInput)?
    let router: any AuthorizationRouterInput
    let interactor: any AuthorizationInteractorInput
    weak var moduleOutput: (any AuthorizationModuleOutput)?
    /// Where the login's time-out is armed.
    let scheduler: VirtualScheduler

    private(set) var state = AuthorizationState()
    /// The time-out of the login under way, cancelled when it answers.
    private var loginTimeoutTimer: ScheduledWork?

    init(router: any AuthorizationRouterInput, interactor: any AuthorizationInteractorInput, scheduler: VirtualScheduler) {
        self.router = router
        self.interactor = interactor
        self.scheduler = scheduler
    }

    isolated deinit {
        loginTimeoutTimer?.cancel()
    }

    /// The login under way has not answered within `loginTimeout`: it is cancelled and the screen stays.
    private func giveUpLogin() {
        loginTimeoutTimer = nil
        interactor.cancelLogin()
        state.isLoggingIn = false
        state.error = Self.timedOutMessage
        showState()
    }

    private func endLoginTimeout() {
        loginTimeoutTimer?.cancel()
        loginTimeoutTimer = nil
    }

    private func showState() {
        view?.showLogin(
            AuthorizationViewModel(
                user: state.user, error: state.error,
                notice: state.isLoggingIn ? "Logging in as \(state.user ?? "")..." : state.notice))
    }
}

// MARK: - AuthorizationModuleInput

extension AuthorizationPresenter: AuthorizationModuleInput {
    func setModuleOutput(_ output: any ModuleOutput) throws(ModuleWiringError) {
        moduleOutput = try requireOutput(output, as: (any AuthorizationModuleOutput).self)
    }
}

// MARK: - ModuleStateProviding

extension AuthorizationPresenter: ModuleStateProviding {
    func moduleState() -> JSONValue {
        .object([
            "user": state.user.map(JSONValue.string) ?? .null,
            "error": state.error.map(JSONValue.string) ?? .null,
            "inProgress": .bool(state.isLoggingIn),
        ])
    }
}

// MARK: - AuthorizationViewOutput

extension AuthorizationPresenter: AuthorizationViewOutput {
    func didTriggerViewReadyEvent() {
        trace()
        showState()
    }

    func didTriggerLoginAction(user: String, password: String) throws {
        trace()
        guard !state.isLoggingIn else { throw ViewActionError("a login is already in progress") }
        state = AuthorizationState(user: user, isLoggingIn: true)
        showState()
        interactor.performLogin(user: user, password: password)
        loginTimeoutTimer = scheduler.after(Self.loginTimeout) { [weak self] in self?.giveUpLogin() }
    }

    func didTriggerCancelAction() {
        trace()
        endLoginTimeout()
        interactor.cancelLogin()
        state.isLoggingIn = false
        state.notice = "Login cancelled"
        showState()
        moduleOutput?.didCancelLogin()
        router.closeCurrentModule()
    }
}

// MARK: - AuthorizationInteractorOutput

extension AuthorizationPresenter: AuthorizationInteractorOutput {
    func didPerformLogin(user: String) {
        trace()
        endLoginTimeout()
        state.isLoggingIn = false
        state.error = nil
        state.notice = "Logged in as \(user)"
        showState()
        moduleOutput?.didPerformLoginWithSuccess()
        router.closeCurrentModule()
    }

    func didFailLogin() {
        trace()
        endLoginTimeout()
        state.isLoggingIn = false
        state.error = Self.invalidCredentialsMessage
        showState()
    }

    func didFailToPerformLogin(with error: any Error) {
        trace()
        endLoginTimeout()
        state.isLoggingIn = false
        state.error = Self.loginFailureMessage(for: error)
        showState()
    }
}
