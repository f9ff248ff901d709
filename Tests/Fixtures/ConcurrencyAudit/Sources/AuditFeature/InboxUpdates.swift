import ViperRuntime

/// Live updates: the inbox reads a session stream with `for await`, fed by
/// the session's own service when a message is posted. An idle reader is
/// listening, not stuck.
enum InboxUpdates {
    static let key = ModuleKey<any ProbeInput>("Inbox")

    /// The session's inbox service: a stream of subjects and its feed.
    @MainActor
    public final class Service {
        let updates: SessionStream<String>
        private let feed: AsyncStream<String>.Continuation

        init(services: SessionServices) {
            (updates, feed) = services.makeStream(named: "inbox.updates", of: String.self)
        }

        func post(_ subject: String) {
            feed.yield(subject)
        }
    }

    @MainActor
    static func registration(service: Service) -> ModuleRegistration {
        ModuleRegistration(key, summary: "reads live updates from a session stream", view: View.self) { _ in
            let presenter = ProbePresenter()
            let view = View(presenter: presenter, service: service)
            return AssembledModule(view: view, presenter: presenter, interactor: nil, router: nil)
        }
    }

    @MainActor
    final class View: TerminalView {
        static let actions: ViewActions<View> = [
            .action("post", .text("subject"), help: "post a message into the inbox's updates") { $0.service.post($1) }
        ]

        let presenter: ProbePresenter
        let service: Service
        private var listening: Task<Void, Never>?

        init(presenter: ProbePresenter, service: Service) {
            self.presenter = presenter
            self.service = service
        }

        func viewDidLoad() {
            listening = Task { [weak presenter, updates = service.updates] in
                for await subject in updates { presenter?.note("received \(subject)") }
            }
        }

        isolated deinit {
            listening?.cancel()
        }

        func makeScreen() -> Screen { probeScreen("Inbox", presenter) }
    }
}
