import ViperRuntime

// Two modules written against the public API only, for SessionTester's
// tests: Library (the root) lists its books through the endpoint
// `books.list` (100 ms on the session's clock), pushes a Book for `read <n>`
// (typed, with an input record), presents Book by parameters for `peek <id>`,
// and presents a Stamp (which has no input record) for `stamp`. Book reports
// `didReturnBook(id:)` and closes itself for `return`; the library then
// lists the returned ids. `watch` reads the stream endpoint `books.arrivals`;
// `stall` starts a task that sleeps on a real clock (stuck).

struct LibraryFailure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

/// One arrival on `books.arrivals`.
struct Arrival: Codable, Sendable, Equatable {
    var title: String
}

enum LibraryEndpoints {
    static let list = ServiceEndpoint<String, [String]>("books.list", summary: "the books of a shelf") { LibraryFailure(message: $0) }
    static let arrivals = ServiceStreamEndpoint<String, Arrival>("books.arrivals", summary: "books as they arrive") {
        LibraryFailure(message: $0)
    }
}

@MainActor
protocol BookModuleInput: ModuleInput {
    func configure(withBookId id: String)
}

@MainActor
protocol BookModuleOutput: ModuleOutput {
    func didReturnBook(id: String)
}

@MainActor
protocol StampModuleInput: ModuleInput {}

enum Library {
    static let key = ModuleKey<any ModuleInput>("Library")
}

enum Book {
    static let key = ModuleKey<any BookModuleInput>("Book", output: (any BookModuleOutput).self)
}

enum Stamp {
    static let key = ModuleKey<any StampModuleInput>("Stamp")
}

/// Book's input as the navigation log shows it: `{"bookId":"b2"}`.
final class BookInputRecord: ModuleInputRecord<any BookModuleInput>, BookModuleInput {
    func configure(withBookId id: String) {
        record("bookId", id)
        forward { $0.configure(withBookId: id) }
    }
}

final class LibraryView: TerminalView {
    var output: LibraryPresenter!

    static let actions: ViewActions<LibraryView> = [
        .action("read", .row(), help: "Reads a book.") { try $0.output.read($1) },
        .action("peek", .word("id"), help: "Peeks at a book by id.") { try $0.output.peek($1) },
        .action("stamp", help: "Stamps a card.") { try $0.output.stamp() },
        .action("watch", help: "Watches arrivals.") { $0.output.watch() },
        .action("stall", help: "Sleeps an hour on a real clock (a stuck task).") { $0.output.stall() },
    ]

    func makeScreen() -> Screen {
        var lines: [Screen.Line] = output.books.enumerated().map { .row(number: $0 + 1, text: $1) }
        if let failure = output.failure { lines.append(.message(failure, severity: .error)) }
        return Screen(title: "Library", lines: lines)
    }

    func viewDidLoad() { output.load() }
}

final class LibraryPresenter: ModuleInput, ModuleStateProviding, BookModuleOutput {
    weak var transitionHandler: (any TransitionHandler)?
    let services: SessionServices
    var books: [String] = []
    var failure: String?
    var returned: [String] = []
    var arrivals: [String] = []
    private var loading: Task<Void, Never>?
    private var watching: Task<Void, Never>?

    init(services: SessionServices) {
        self.services = services
    }

    isolated deinit {
        loading?.cancel()
        watching?.cancel()
    }

    func load() {
        loading = Task { [weak self, services] in
            do {
                let books = try await services.call(LibraryEndpoints.list, "main") {
                    try await services.clock.sleep(for: .milliseconds(100))
                    return ["b1", "b2", "b3"]
                }
                self?.books = books
            } catch {
                self?.failure = "Could not load books: \(error)"
            }
        }
    }

    func watch() {
        watching = Task { [weak self, services] in
            let arrivals = services.stream(LibraryEndpoints.arrivals, "main") { $0.finish() }
            do {
                for try await arrival in arrivals { self?.arrivals.append(arrival.title) }
            } catch {
                self?.failure = "Arrivals stopped: \(error)"
            }
        }
    }

    func stall() {
        Task { try? await Task.sleep(for: .seconds(3600)) }
    }

    func read(_ row: Int) throws {
        guard books.indices.contains(row - 1) else { throw ViewActionError("no book \(row)") }
        try transitionHandler.required(by: "Library").open(Book.key, style: .push, output: self) {
            $0.configure(withBookId: books[row - 1])
        }
    }

    func peek(_ id: String) throws {
        try transitionHandler.required(by: "Library").openModule("Book", style: .present, parameters: ["bookId": id], output: self)
    }

    func stamp() throws {
        try transitionHandler.required(by: "Library").open(Stamp.key, style: .present)
    }

    func didReturnBook(id: String) {
        returned.append(id)
    }

    func moduleState() -> JSONValue {
        ["books": .array(books.map { .string($0) }), "returned": .array(returned.map { .string($0) }), "arrivals": .array(arrivals.map { .string($0) })]
    }
}

final class BookView: TerminalView {
    var output: BookPresenter!

    static let actions: ViewActions<BookView> = [
        .action("return", help: "Returns the book.") { $0.output.returnBook() },
    ]

    func makeScreen() -> Screen { Screen(title: "Book \(output.bookId)") }
}

final class BookPresenter: BookModuleInput, ModuleStateProviding {
    weak var transitionHandler: (any TransitionHandler)?
    weak var output: (any BookModuleOutput)?
    var bookId = ""

    func configure(withBookId id: String) { bookId = id }

    func setModuleOutput(_ output: any ModuleOutput) throws(ModuleWiringError) {
        self.output = try requireOutput(output, as: (any BookModuleOutput).self)
    }

    func returnBook() {
        output?.didReturnBook(id: bookId)
        transitionHandler?.closeCurrentModule()
    }

    func moduleState() -> JSONValue { ["bookId": .string(bookId)] }
}

final class StampView: TerminalView {
    static let actions: ViewActions<StampView> = []
    let presenter = StampPresenter()
    func makeScreen() -> Screen { Screen(title: "Stamp") }
}

final class StampPresenter: StampModuleInput, ModuleStateProviding {
    func moduleState() -> JSONValue { [:] }
}

@MainActor
enum LibraryModules {
    /// Registers Library, Book and Stamp, and declares the library's endpoints.
    static func register(in registry: ModuleRegistry, services: SessionServices) throws {
        try services.endpoints.declare(LibraryEndpoints.list)
        try services.endpoints.declare(LibraryEndpoints.arrivals)
        try registry.register([
            ModuleRegistration(
                Library.key, summary: "the books", navigation: [.push(Book.key), .present(Book.key), .present(Stamp.key)],
                view: LibraryView.self
            ) { context in
                let presenter = LibraryPresenter(services: context.services)
                presenter.transitionHandler = context.transitionHandler
                let view = LibraryView()
                view.output = presenter
                return AssembledModule(view: view, presenter: presenter, interactor: nil, router: nil)
            },
            ModuleRegistration(
                Book.key, summary: "one book", parameters: [ModuleParameter("bookId", help: "the book", required: true)],
                view: BookView.self, configure: { parameters, input in input.configure(withBookId: parameters["bookId"] ?? "") },
                inputRecord: BookInputRecord.init,
                outputEvents: [
                    ModuleOutputEvent("didReturnBook", payload: String.self) { (output: any BookModuleOutput, id) in output.didReturnBook(id: id) },
                ]
            ) { context in
                let presenter = BookPresenter()
                presenter.transitionHandler = context.transitionHandler
                let view = BookView()
                view.output = presenter
                return AssembledModule(view: view, presenter: presenter, interactor: nil, router: nil)
            },
            ModuleRegistration(Stamp.key, summary: "a stamp", view: StampView.self) { _ in
                let view = StampView()
                return AssembledModule(view: view, presenter: view.presenter, interactor: nil, router: nil)
            },
        ])
    }
}
