import ViperRuntime
import ViperShellEngine

// A module whose service calls go through declared endpoints, for the tests of
// stub, stubs, calls, expect calls and strict-calls: Catalog loads its titles
// (catalog.titles, 100 ms on the session's clock) when it opens and on
// `reload`, borrows a title (catalog.borrow, with its input as JSON), and
// `pull <n>` makes n calls in one task (to fill the call log), and `watch`
// reads the stream endpoint catalog.news (whose real source says "Real news"
// at once and finishes 100 ms later).

/// A loan: what catalog.borrow takes and answers.
struct Loan: Codable, Sendable, Equatable {
    var title: String
    var days: Int
}

/// What the catalog's endpoints throw: the message is what the screen shows.
struct CatalogError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

/// The catalog's endpoints.
enum CatalogEndpoints {
    static let titles = ServiceEndpoint<NoValue, [String]>("catalog.titles", summary: "the titles on the shelf") {
        CatalogError(message: $0)
    }
    static let borrow = ServiceEndpoint<Loan, Loan>("catalog.borrow", summary: "lend a title") { CatalogError(message: $0) }
    static let news = ServiceStreamEndpoint<String, Headline>("catalog.news", summary: "headlines as they come") {
        CatalogError(message: $0)
    }
}

/// One value of catalog.news.
struct Headline: Codable, Sendable, Equatable {
    var title: String
}

final class CatalogView: TerminalView {
    var output: CatalogPresenter!

    static let actions: ViewActions<CatalogView> = [
        .action("reload", help: "Loads the titles again.") { $0.output.load() },
        .action("borrow", .word("title"), help: "Borrows a title for 14 days.") { $0.output.borrow($1) },
        .action("pull", .word("count"), help: "Calls catalog.titles count times in one task.") { $0.output.pull(Int($1) ?? 0) },
        .action("watch", help: "Reads the news as it comes.") { $0.output.watch() },
    ]

    func makeScreen() -> Screen {
        var lines: [Screen.Line] = []
        if let failure = output.failure {
            lines.append(.message(failure, severity: .error))
        } else if let titles = output.titles {
            lines += titles.enumerated().map { .row(number: $0 + 1, text: $1) }
        } else {
            lines.append(.message("Loading…", severity: .info))
        }
        if let loan = output.loan { lines.append(.field(label: "Borrowed", value: "\(loan.title) for \(loan.days) days")) }
        return Screen(title: "Catalog", lines: lines)
    }

    func viewDidLoad() { output.load() }
}

@MainActor
final class CatalogPresenter: Traceable, ModuleInput, ModuleStateProviding {
    weak var view: CatalogView?
    let services: SessionServices
    let clock: VirtualClock
    var titles: [String]?
    var failure: String?
    var loan: Loan?
    var news: [String] = []
    var newsEnd: String?
    private var loading: Task<Void, Never>?
    private var watching: Task<Void, Never>?

    init(services: SessionServices, clock: VirtualClock) {
        self.services = services
        self.clock = clock
    }

    func load() {
        trace()
        titles = nil
        failure = nil
        loading?.cancel()
        loading = Task { [weak self, services, clock] in
            do {
                let titles = try await services.call(CatalogEndpoints.titles, NoValue()) {
                    try await clock.sleep(for: .milliseconds(100))
                    return ["Dune", "Emma"]
                }
                self?.titles = titles
            } catch is CancellationError {
                return
            } catch {
                self?.failure = "Could not load titles: \(error)"
            }
        }
    }

    func borrow(_ title: String) {
        trace()
        Task { [weak self, services] in
            do {
                self?.loan = try await services.call(CatalogEndpoints.borrow, Loan(title: title, days: 14)) {
                    Loan(title: title, days: 14)
                }
            } catch {
                self?.failure = "Could not borrow \(title): \(error)"
            }
        }
    }

    func pull(_ count: Int) {
        trace()
        Task { [services] in
            for _ in 0..<count {
                _ = try? await services.call(CatalogEndpoints.titles, NoValue()) { [] }
            }
        }
    }

    func watch() {
        trace()
        watching?.cancel()
        newsEnd = nil
        watching = Task { [weak self, services] in
            let news = services.stream(CatalogEndpoints.news, "front page") { feed in
                feed.yield(Headline(title: "Real news"))
                services.scheduler.after(.milliseconds(100)) { feed.finish() }
            }
            do {
                for try await headline in news { self?.news.append(headline.title) }
                self?.newsEnd = "finished"
            } catch {
                self?.newsEnd = "failed: \(error)"
            }
        }
    }

    isolated deinit {
        watching?.cancel()
    }

    func moduleState() -> JSONValue {
        [
            "titles": .integer(titles?.count ?? 0), "failure": failure.map { .string($0) } ?? .null,
            "news": .array(news.map { .string($0) }), "newsEnd": newsEnd.map { .string($0) } ?? .null,
        ]
    }
}

@MainActor
enum Catalog {
    /// Declares the catalog's endpoints and registers Catalog beside the Shelf modules.
    static func register(in registry: ModuleRegistry, services: SessionServices) throws {
        try services.endpoints.declare(CatalogEndpoints.titles)
        try services.endpoints.declare(CatalogEndpoints.borrow)
        try Shelf.register(in: registry)
        try registry.register(
            ModuleRegistration(name: "Catalog", summary: "Titles from a service.", view: CatalogView.self) { context in
                let view = CatalogView()
                let presenter = CatalogPresenter(services: context.services, clock: context.clock)
                view.output = presenter
                presenter.view = view
                return AssembledModule(view: view, presenter: presenter, interactor: nil, router: nil)
            })
    }

    static let configuration = ShellConfiguration(name: "catalog", color: .off) { registry, services in
        try register(in: registry, services: services)
    }

    /// The catalog with its stream endpoint catalog.news declared too (`watch` reads it).
    static let configurationWithNews = ShellConfiguration(name: "catalog", color: .off) { registry, services in
        try register(in: registry, services: services)
        try services.endpoints.declare(CatalogEndpoints.news)
    }
}
