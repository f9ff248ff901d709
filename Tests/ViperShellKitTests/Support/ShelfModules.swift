import ViperRuntime
import ViperShellEngine

// Small modules for the shell engine's tests (the engine knows no real feature):
// Books (a list: select pushes Book, add, a debounced search, an action that fails),
// Book (parameter bookId), and Library (a container that embeds Books in slot "shelf").

@MainActor
protocol BookModuleInput: ModuleInput {
    func configure(withBookId id: String)
}

final class BooksView: TerminalView {
    var output: BooksPresenter!

    static let actions: ViewActions<BooksView> = [
        .action("select", .row(), help: "Opens book n.", suggest: { $0.output.visibleTitles.indices.map { String($0 + 1) } }) {
            guard $1 <= $0.output.visibleTitles.count else { throw ViewActionError("no book \($1)") }
            try $0.output.didSelectBook(at: $1 - 1)
        },
        .action("add", .text("title"), help: "Adds a book.") { $0.output.didAddBook($1) },
        .action("search", .optionalText("text"), help: "Filters by title.") { $0.output.didSearch($1 ?? "") },
        .action("shelve", .choice("where", ["top", "bottom"]), help: "Moves the shelf.") { _, _ in },
        .action("fail", help: "Always fails.") { _ in throw ViewActionError("the shelf is locked") },
    ]

    func makeScreen() -> Screen {
        output.renderCount += 1
        let shown = output.visibleTitles
        var lines: [Screen.Line] = shown.enumerated().map { .row(number: $0 + 1, text: $1) }
        if shown.isEmpty { lines.append(.message("No books", severity: .info)) }
        return Screen(title: "Books", lines: lines)
    }
}

final class BooksPresenter: ModuleInput, ModuleStateProviding {
    weak var view: BooksView?
    weak var transitionHandler: (any TransitionHandler)?
    var titles = ["Dune", "Emma", "Ulysses"]
    var query = ""
    var renderCount = 0
    var debouncer: Debouncer!

    var visibleTitles: [String] {
        query.isEmpty ? titles : titles.filter { $0.lowercased().contains(query.lowercased()) }
    }

    func didSelectBook(at index: Int) throws {
        let id = "b\(titles.firstIndex(of: visibleTitles[index])! + 1)"
        try transitionHandler?.openModule("Book", as: BookModuleInput.self, style: .push) {
            $0.configure(withBookId: id)
        }
    }

    func didAddBook(_ title: String) { titles.append(title) }

    func didSearch(_ text: String) {
        debouncer.call { [weak self] in self?.query = text }
    }

    func moduleState() -> JSONValue {
        [
            "books": .array(visibleTitles.map { ["title": .string($0)] }),
            "query": .string(query),
            "tags": ["classic", "paper"],
        ]
    }
}

final class BookView: TerminalView {
    var output: BookPresenter!
    static let actions: ViewActions<BookView> = [
        .action("close", help: "Closes the book.") { $0.output.transitionHandler?.closeCurrentModule() }
    ]

    func makeScreen() -> Screen {
        Screen(title: "Book", lines: [.field(label: "Id", value: output.bookId)])
    }
}

class BookPresenter: BookModuleInput, ModuleStateProviding {
    weak var view: BookView?
    weak var transitionHandler: (any TransitionHandler)?
    var bookId = ""

    func configure(withBookId id: String) { bookId = id }

    func configure(withParameters parameters: ModuleParameters) throws(ModuleWiringError) {
        bookId = parameters["bookId"] ?? ""
    }

    func moduleState() -> JSONValue { ["bookId": .string(bookId)] }
}

final class LibraryView: TerminalView {
    var output: LibraryPresenter!
    static let actions: ViewActions<LibraryView> = [
        .action("rename", .text("name"), help: "Renames the library.") { $0.output.name = $1 }
    ]

    func makeScreen() -> Screen { Screen(title: "Library \(output.name)") }

    func viewDidLoad() {
        _ = try? output.transitionHandler?.embedModule("Books", as: (any ModulePresenter).self, inSlot: "shelf")
    }
}

final class LibraryPresenter: ModuleInput, ModuleStateProviding {
    weak var view: LibraryView?
    weak var transitionHandler: (any TransitionHandler)?
    var name = "main"

    func moduleState() -> JSONValue { ["name": .string(name)] }
}

@MainActor
enum Shelf {
    /// Registers Books, Book and Library, as a team's own shell would.
    static func register(in registry: ModuleRegistry) throws {
        try registry.register(
            ModuleRegistration(
                name: "Books", summary: "A list of books.", navigation: [.push(ModuleKey<any BookModuleInput>("Book"))],
                routes: [ModuleRoute("books")], view: BooksView.self
            ) { context in
                let view = BooksView()
                let presenter = BooksPresenter()
                view.output = presenter
                presenter.view = view
                presenter.transitionHandler = context.transitionHandler
                presenter.debouncer = Debouncer(interval: .milliseconds(300), scheduler: context.scheduler)
                return AssembledModule(view: view, presenter: presenter, interactor: nil, router: nil)
            })
        try registry.register(
            ModuleRegistration(
                name: "Book", summary: "One book.",
                parameters: [ModuleParameter("bookId", help: "The book's id.", required: true)],
                routes: [ModuleRoute("books/:bookId")], view: BookView.self
            ) { context in
                let view = BookView()
                let presenter = BookPresenter()
                view.output = presenter
                presenter.view = view
                presenter.transitionHandler = context.transitionHandler
                return AssembledModule(view: view, presenter: presenter, interactor: nil, router: nil)
            })
        try registry.register(
            ModuleRegistration(
                name: "Library", summary: "A container with a shelf.",
                navigation: [.embed(ModuleKey<any ModulePresenter>("Books"), slot: "shelf")], view: LibraryView.self
            ) { context in
                let view = LibraryView()
                let presenter = LibraryPresenter()
                view.output = presenter
                presenter.view = view
                presenter.transitionHandler = context.transitionHandler
                return AssembledModule(view: view, presenter: presenter, interactor: nil, router: nil)
            })
    }

    static let configuration = ShellConfiguration(name: "shelf", color: .off) { try register(in: $0) }
}

/// A shell interpreter over the Shelf modules, with its output captured.
@MainActor
struct Harness {
    let interpreter: ShellInterpreter
    let output: CapturedOutput
    var failures: [ShellFailure] { collected.failures }
    private let collected = Collected()

    final class Collected { var failures: [ShellFailure] = [] }

    /// `configure` adjusts the options (keep-going, history, variables) before the interpreter is made.
    /// `configuration` gives the modules (the Shelf's by default).
    init(
        mode: ShellInterpreter.Mode = .script, configuration: ShellConfiguration = Shelf.configuration,
        configure: (inout ShellInterpreter.Options) -> Void = { _ in }
    ) throws {
        output = CapturedOutput()
        var options = ShellInterpreter.Options(mode: mode)
        options.runScenarios = ScriptRunner.scenarioRunning(configuration: configuration)
        let collected = collected
        options.failureHandler = { collected.failures.append($0) }
        configure(&options)
        interpreter = ShellInterpreter(
            session: try configuration.makeSession(), output: output, options: options)
    }

    /// Runs `text` as a script named `test.vsh` (or `name`).
    func run(_ text: String, name: String = "test.vsh") {
        var source = BufferLineSource(text: text)
        interpreter.runLines(&source, context: .init(name: name, path: nil, directory: "."))
    }

    /// Runs raw bytes as a script.
    func run(bytes: [UInt8], name: String = "test.vsh") {
        var source = BufferLineSource(bytes: bytes)
        interpreter.runLines(&source, context: .init(name: name, path: nil, directory: "."))
    }
}

/// A line reader that replays scripted results and records what it was asked.
@MainActor
final class ScriptedLineReader: LineReader {
    var results: [LineReadResult]
    var prompts: [String] = []
    var history: [String] = []
    /// Called at every read, before the next result is handed out.
    var onRead: () -> Void = {}
    /// Answers `isInterruptPending` (Ctrl-C pressed while a command runs).
    var interruptCheck: () -> Bool = { false }
    var isInterruptPending: Bool { interruptCheck() }

    init(_ results: [LineReadResult]) {
        self.results = results
    }

    func readLine(prompt: String) -> LineReadResult {
        prompts.append(prompt)
        onRead()
        return results.isEmpty ? .endOfInput : results.removeFirst()
    }

    func addHistory(_ line: String) { history.append(line) }
}
