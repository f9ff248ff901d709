/// Runs the login screen: sends credentials to the interactor, shows the
/// outcome, reports it to its output and closes.
@MainActor
final class AuthorizationPresenter: Traceable {
    static let invalidCredentialsMessage = "Invalid user name or password"

    /// What the screen shows when the login could not be checked.
    static func loginFailureMessage(for error: any Error) -> String {
        "Could not log in: \(error)"
    }

    weak var view: (any AuthorizationViewInput)?
    let router: any AuthorizationRouterInput
    let interactor: any AuthorizationInteractorInput
    weak var moduleOutput: (any AuthorizationModuleOutput)?

    private(set) var state = AuthorizationState()

    init(router: any AuthorizationRouterInput, interactor: any AuthorizationInteractorInput) {
        self.router = router
        self.interactor = interactor
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
    }

    func didTriggerCancelAction() {
        trace()
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
        state.isLoggingIn = false
        state.error = nil
        state.notice = "Logged in as \(user)"
        showState()
        moduleOutput?.didPerformLoginWithSuccess()
        router.closeCurrentModule()
    }

    func didFailLogin() {
        trace()
        state.isLoggingIn = false
        state.error = Self.invalidCredentialsMessage
        showState()
    }

    func didFailToPerformLogin(with error: any Error) {
        trace()
        state.isLoggingIn = false
        state.error = Self.loginFailureMessage(for: error)
        showState()
    }
}
