import ViperRuntime

/// The app's lifetimes: signing in starts a session-expiry timer (a task
/// sleeping 30 minutes on the clock), then the sign-in module closes. In the
/// app the timer lives on and expires the session; so it does here.
/// `expiring` starts it as `withSessionLivedTasks` declares, `login` without.
enum SignIn {
    static let key = ModuleKey<any ProbeInput>("SignIn")
    static let home = ModuleKey<any ProbeInput>("Home")

    @MainActor
    static func registrations(log: AuditLog) -> [ModuleRegistration] {
        [
            ModuleRegistration(
                home, summary: "where sign-in is pushed from", navigation: [.push(key)], view: HomeView.self
            ) { context in
                let presenter = ProbePresenter()
                let view = HomeView(presenter: presenter, handler: context.transitionHandler)
                return AssembledModule(view: view, presenter: presenter, interactor: nil, router: nil)
            },
            ModuleRegistration(key, summary: "signs in and closes", view: View.self) { context in
                let presenter = ProbePresenter()
                let view = View(presenter: presenter, clock: context.clock, log: log, handler: context.transitionHandler)
                return AssembledModule(view: view, presenter: presenter, interactor: nil, router: nil)
            },
        ]
    }

    @MainActor
    final class HomeView: TerminalView {
        static let actions: ViewActions<HomeView> = [
            .action("signin", help: "push the sign-in module") { try $0.signIn() }
        ]

        let presenter: ProbePresenter
        weak var handler: (any TransitionHandler)?

        init(presenter: ProbePresenter, handler: any TransitionHandler) {
            self.presenter = presenter
            self.handler = handler
        }

        func signIn() throws {
            try handler.required(by: "Home").open(SignIn.key, style: .push)
        }

        func makeScreen() -> Screen { probeScreen("Home", presenter) }
    }

    @MainActor
    final class View: TerminalView {
        static let actions: ViewActions<View> = [
            .action("login", help: "sign in: start the expiry timer and close") { $0.login(sessionLived: false) },
            .action("expiring", help: "sign in with the timer declared session-lived") { $0.login(sessionLived: true) },
        ]

        let presenter: ProbePresenter
        let clock: VirtualClock
        let log: AuditLog
        weak var handler: (any TransitionHandler)?

        init(presenter: ProbePresenter, clock: VirtualClock, log: AuditLog, handler: any TransitionHandler) {
            self.presenter = presenter
            self.clock = clock
            self.log = log
            self.handler = handler
        }

        func login(sessionLived: Bool) {
            let start = { [clock, log] in
                Task {
                    try? await clock.sleep(for: .seconds(1800))
                    log.append("session expired")
                }
            }
            _ = sessionLived ? withSessionLivedTasks(start) : start()
            handler?.closeCurrentModule()
        }

        func makeScreen() -> Screen { probeScreen("Sign in", presenter) }
    }
}
