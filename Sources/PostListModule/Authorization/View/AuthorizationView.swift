/// The login screen: a prompt, the user name last typed, the error of the last attempt,
/// and the actions `login <user> <password>` and `cancel`.
@MainActor
final class AuthorizationView {
    var output: (any AuthorizationViewOutput)!
    private var viewModel = AuthorizationViewModel()

    static let loginAction = ViewAction(
        "login", [ActionParameter("user"), ActionParameter("password")], help: "log in (the demo account is demo / demo123)")
    static let cancelAction = ViewAction("cancel", help: "close without logging in")
}

// MARK: - TerminalView

extension AuthorizationView: TerminalView {
    static let actions = [loginAction, cancelAction]

    func makeScreen() -> Screen {
        var lines: [Screen.Line] = [.text("Log in to continue: login <user> <password>.")]
        if let user = viewModel.user { lines.append(.field(label: "User", value: user)) }
        if let error = viewModel.error { lines.append(.message(error, severity: .error)) }
        if let notice = viewModel.notice { lines.append(.message(notice, severity: .info)) }
        return Screen(title: "Log in", lines: lines)
    }

    func perform(_ action: ViewAction, with arguments: ActionArguments) throws {
        switch action.name {
        case Self.loginAction.name:
            try output.didTriggerLoginAction(user: arguments.text("user") ?? "", password: arguments.text("password") ?? "")
        case Self.cancelAction.name:
            output.didTriggerCancelAction()
        default:
            throw ViewActionError("Authorization has no action \(action.name)")
        }
    }

    func viewDidLoad() {
        output.didTriggerViewReadyEvent()
    }
}

// MARK: - AuthorizationViewInput

extension AuthorizationView: AuthorizationViewInput {
    func showLogin(_ viewModel: AuthorizationViewModel) {
        self.viewModel = viewModel
    }
}
