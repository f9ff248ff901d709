import ViperRuntime

// A small VIPER module used only by the runtime tests: a note with a text.
// It can open another note by push or present, chain its output to the
// opener, close itself, and it records the lifecycle events it receives.

@MainActor
protocol NoteModuleInput: ModuleInput {
    func configure(with text: String)
}

@MainActor
protocol NoteModuleOutput: ModuleOutput {
    func didFinishNote(_ text: String)
}

@MainActor
protocol NoteViewOutput: AnyObject {
    func didTriggerViewReadyEvent()
    func didTriggerViewWillAppearEvent()
    func didTapOpen(style: PresentationStyle, text: String)
    func didTapFinish()
    func didTapClose()
    func didTapRename(_ text: String)
}

final class NoteView: TerminalView {
    var output: NoteViewOutput!
    var text = ""

    static let actions: ViewActions<NoteView> = [
        .action("push", .text("text"), help: "Opens a note by push.") { $0.output.didTapOpen(style: .push, text: $1) },
        .action("present", .text("text"), help: "Opens a note modally.") { $0.output.didTapOpen(style: .present, text: $1) },
        .action("finish", help: "Reports the note to its opener and closes.") { $0.output.didTapFinish() },
        .action("close", help: "Closes the note.") { $0.output.didTapClose() },
        .action("rename", .text("text"), help: "Changes the text.") { $0.output.didTapRename($1) },
        .action("pick", .row(), .choice("color", ["red", "blue"]), help: "Picks.") { _, n, _ in
            guard n <= 3 else { throw ViewActionError("no item \(n)") }
        },
    ]

    func makeScreen() -> Screen {
        Screen(title: "Note", lines: [.field(label: "Text", value: text)])
    }

    func viewDidLoad() { output.didTriggerViewReadyEvent() }
    func viewWillAppear() { output.didTriggerViewWillAppearEvent() }
}

class NotePresenter: NoteModuleInput, ModuleStateProviding, NoteViewOutput, NoteModuleOutput {
    weak var view: NoteView?
    var router: NoteRouter!
    var interactor: NoteInteractor!
    weak var moduleOutput: NoteModuleOutput?
    var text = ""
    var events: [String] = []
    var finishedChildren: [String] = []

    func configure(with text: String) {
        self.text = text
        events.append("configure")
    }

    func configure(withParameters parameters: ModuleParameters) throws(ModuleWiringError) {
        if parameters["text"] == "bad" { throw .invalidParameter(name: "text", reason: "bad is not allowed") }
        configure(with: parameters["text"] ?? "")
    }

    func setModuleOutput(_ output: any ModuleOutput) throws(ModuleWiringError) {
        moduleOutput = try requireOutput(output, as: NoteModuleOutput.self)
    }

    func moduleState() -> JSONValue {
        ["text": .string(text), "events": .array(events.map(JSONValue.string))]
    }

    func didTriggerViewReadyEvent() {
        events.append("ready")
        view?.text = text
    }

    func didTriggerViewWillAppearEvent() { events.append("willAppear") }

    func didTapOpen(style: PresentationStyle, text: String) {
        router.openNote(text: text, style: style, output: self)
    }

    func didTapFinish() {
        moduleOutput?.didFinishNote(text)
        router.closeCurrentModule()
    }

    func didTapClose() { router.closeCurrentModule() }

    func didTapRename(_ text: String) {
        self.text = text
        view?.text = text
    }

    func didFinishNote(_ text: String) { finishedChildren.append(text) }
}

@MainActor
final class NoteInteractor {
    weak var output: NotePresenter?
}

@MainActor
final class NoteRouter {
    weak var transitionHandler: (any TransitionHandler)?
    var lastError: Error?

    func openNote(text: String, style: PresentationStyle, output: NoteModuleOutput) {
        do {
            try transitionHandler?.openModule("Note", as: NoteModuleInput.self, style: style, output: output) {
                $0.configure(with: text)
            }
        } catch {
            lastError = error
        }
    }

    func closeCurrentModule() { transitionHandler?.closeCurrentModule() }
}

/// Builds a Note module; `leaky` makes the presenter hold its view strongly (a retain cycle).
@MainActor
struct NoteAssembly {
    var leaky = false

    func assemble(in context: ModuleContext) -> AssembledModule {
        let view = NoteView()
        let presenter = leaky ? LeakyNotePresenter() : NotePresenter()
        let interactor = NoteInteractor()
        let router = NoteRouter()
        view.output = presenter
        presenter.view = view
        if let leakyPresenter = presenter as? LeakyNotePresenter { leakyPresenter.strongView = view }
        presenter.router = router
        presenter.interactor = interactor
        interactor.output = presenter
        router.transitionHandler = context.transitionHandler
        return AssembledModule(view: view, presenter: presenter, interactor: interactor, router: router)
    }
}

/// A presenter with a deliberate retain cycle, for the leak detector's tests.
final class LeakyNotePresenter: NotePresenter {
    var strongView: NoteView?
}

/// A container with one slot, `main`, into which it embeds a Note when it loads.
final class BoardView: TerminalView {
    var output: BoardPresenter!
    static let actions: ViewActions<BoardView> = [
        .action("swap", .text("text"), help: "Replaces the embedded note.") { try $0.output.embedNote(text: $1) },
        .action("rename", .text("text"), help: "Renames the board (shadows the note's rename).") { $0.output.name = $1 },
    ]

    func makeScreen() -> Screen { Screen(title: "Board", lines: [.text("Board \(output.name)")]) }

    func viewDidLoad() { try? output.embedNote(text: "first") }
}

final class BoardPresenter: ModuleInput, ModuleStateProviding {
    weak var view: BoardView?
    weak var transitionHandler: (any TransitionHandler)?
    weak var noteInput: NoteModuleInput?
    var name = "main"

    func embedNote(text: String) throws {
        noteInput = try transitionHandler?.embedModule("Note", as: NoteModuleInput.self, inSlot: "main") {
            $0.configure(with: text)
        }
    }

    func moduleState() -> JSONValue { ["name": .string(name)] }
}

@MainActor
enum TestRegistry {
    /// A registry with Note, Board and (optionally) a leaking note, as a shell would build it.
    static func make(reservedNames: Set<String> = ["open", "back", "help"]) throws -> ModuleRegistry {
        let registry = ModuleRegistry(reservedNames: reservedNames)
        let note = ModuleKey<any NoteModuleInput>("Note")
        let board = ModuleKey<BoardPresenter>("Board")
        try registry.register(
            ModuleRegistration(
                name: "Note", summary: "A note.", parameters: [ModuleParameter("text", help: "The text.")],
                navigation: [.push(note), .present(note), .push(ModuleKey<any NoteModuleInput>("LeakyNote")), .push(board)],
                view: NoteView.self, assemble: NoteAssembly().assemble(in:)))
        try registry.register(
            ModuleRegistration(name: "LeakyNote", summary: "A note that leaks.", view: NoteView.self) {
                NoteAssembly(leaky: true).assemble(in: $0)
            })
        try registry.register(
            ModuleRegistration(
                name: "Board", summary: "A container.", navigation: [.embed(note, slot: "main"), .push(board)],
                view: BoardView.self
            ) { context in
                let view = BoardView()
                let presenter = BoardPresenter()
                view.output = presenter
                presenter.view = view
                presenter.transitionHandler = context.transitionHandler
                return AssembledModule(view: view, presenter: presenter, interactor: nil, router: nil)
            })
        return registry
    }

    static func session() throws -> ViperSession {
        ViperSession(registry: try make())
    }
}
