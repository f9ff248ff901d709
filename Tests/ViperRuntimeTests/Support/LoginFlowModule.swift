import ViperRuntime

// A list that presents a login, whose interactor starts a task as the module
// opens (it waits for credentials on a stream) and, when they come, calls its
// presenter from that task. Every presenter method is traced; the
// interactor's are not. The trace must show Login's interactor calling its own
// presenter, not the list that opened it.

final class OpenerView: TerminalView, Traceable {
    var presenter: OpenerPresenter!
    static let actions: ViewActions<OpenerView> = [
        .action("login", help: "present the login") { $0.presenter.didTriggerLogin() }
    ]
    func makeScreen() -> Screen { Screen(title: "List") }
}

final class OpenerPresenter: ModuleInput, ModuleStateProviding, Traceable {
    weak var handler: (any TransitionHandler)?
    func moduleState() -> JSONValue { [:] }
    func didTriggerLogin() {
        trace()
        try? handler?.openModule("Login", style: .present, parameters: [:], output: nil)
    }
}

final class LoginView: TerminalView, Traceable {
    var presenter: LoginPresenter!
    static let actions: ViewActions<LoginView> = [
        .action("login", .word("user"), help: "sign in") { $0.presenter.didTriggerLogin(user: $1) }
    ]
    func makeScreen() -> Screen { Screen(title: "Login") }
}

final class LoginPresenter: ModuleInput, ModuleStateProviding, Traceable {
    var interactor: LoginInteractor!
    private(set) var signedIn: String?
    func moduleState() -> JSONValue { [:] }
    func didTriggerLogin(user: String) {
        trace()
        interactor.submit(user)
    }
    func didPerformLogin(user: String) {
        trace()
        signedIn = user
    }
}

/// Untraced: it starts its task while the module is being opened.
@MainActor
final class LoginInteractor {
    weak var presenter: LoginPresenter?
    private let feed: AsyncStream<String>.Continuation
    private var listening: Task<Void, Never>?

    init() {
        let (stream, feed) = AsyncStream<String>.makeStream()
        self.feed = feed
        listening = Task { [weak self] in
            for await user in stream { self?.presenter?.didPerformLogin(user: user) }
        }
    }

    isolated deinit {
        listening?.cancel()
        feed.finish()
    }

    func submit(_ user: String) {
        feed.yield(user)
    }
}

enum LoginFlowModule {
    @MainActor
    static func registry() throws -> ModuleRegistry {
        let registry = ModuleRegistry()
        try registry.register([
            ModuleRegistration(
                name: "List", summary: "presents the login", navigation: [ModuleNavigation(module: "Login", style: .present)],
                view: OpenerView.self
            ) { context in
                let view = OpenerView()
                let presenter = OpenerPresenter()
                presenter.handler = context.transitionHandler
                view.presenter = presenter
                return AssembledModule(view: view, presenter: presenter, interactor: nil, router: nil)
            },
            ModuleRegistration(name: "Login", summary: "signs in", view: LoginView.self) { _ in
                let view = LoginView()
                let presenter = LoginPresenter()
                let interactor = LoginInteractor()
                presenter.interactor = interactor
                interactor.presenter = presenter
                view.presenter = presenter
                return AssembledModule(view: view, presenter: presenter, interactor: interactor, router: nil)
            },
        ])
        return registry
    }
}
