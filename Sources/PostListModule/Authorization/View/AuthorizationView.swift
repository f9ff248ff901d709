/// The login screen: a prompt, the user name last typed, the error of the last attempt,
/// and the actions `login <user> <password>` and `cancel`.
@MainActor
final class AuthorizationView: Traceable {
    let output: any AuthorizationViewOutput
    private var viewModel = AuthorizationViewModel()

    init(output: any AuthorizationViewOutput) {
        self.output = output
    }
}

// MARK: - TerminalView

extension AuthorizationView: TerminalView {
    static let actions: ViewActions<AuthorizationView> = [
        .action("login", .word("user").examples("demo"), .word("password").examples("demo123"), help: "log in (the demo account is demo / demo123)") {
            try $0.output.didTriggerLoginAction(user: $1, password: $2)
        },
        .action("cancel", help: "close without logging in") { $0.output.didTriggerCancelAction() },
    ]

    func makeScreen() -> Screen {
        var lines: [Screen.Line] = [.text("Log in to continue: login <user> <password>.")]
        if let user = viewModel.user { lines.append(.field(label: "User", value: user)) }
        if let error = viewModel.error { lines.append(.message(error, severity: .error)) }
        if let notice = viewModel.notice { lines.append(.message(notice, severity: .info)) }
        return Screen(title: "Log in", lines: lines)
    }

    func viewDidLoad() {
        output.didTriggerViewReadyEvent()
    }
}

// MARK: - AuthorizationViewInput

extension AuthorizationView: AuthorizationViewInput {
    func showLogin(_ viewModel: AuthorizationViewModel) {
        trace()
        self.viewModel = viewModel
    }
}
