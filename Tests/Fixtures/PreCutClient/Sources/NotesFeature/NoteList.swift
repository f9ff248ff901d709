import ViperRuntime

/// The notes a team keeps, in memory, shared by the session's modules and commands.
@MainActor
public final class NotesStore {
    public private(set) var notes: [String]

    public init(notes: [String]) {
        self.notes = notes
    }

    public func add(_ note: String) {
        notes.append(note)
    }
}

/// How other modules open NoteList.
@MainActor
public protocol NoteListModuleInput: ModuleInput {
    func configure(highlighting text: String?)
}

public enum NoteList {
    public static let key = ModuleKey<any NoteListModuleInput>("NoteList")

    /// The latency of a save, on the session's virtual clock.
    public static let saveLatency = VirtualDuration.milliseconds(100)

    /// Registers NoteList over the store the session's services hold.
    @MainActor
    public static func register(in registry: ModuleRegistry) throws {
        try registry.register(
            ModuleRegistration(NoteList.key, summary: "the notes", view: NoteListView.self) { context in
                let store = context.services.require(NotesStore.self)
                let presenter = NoteListPresenter(store: store, clock: context.clock, scheduler: context.scheduler)
                let view = NoteListView(output: presenter)
                return AssembledModule(view: view, presenter: presenter, interactor: nil, router: nil)
            })
    }
}

@MainActor
final class NoteListView: TerminalView {
    static let actions: ViewActions<NoteListView> = [
        .action("add", .text("text"), help: "add a note") { $0.output.add($1) },
        .action("show", .row(), help: "show note n") { view, row in
            guard view.output.store.notes.indices.contains(row - 1) else { throw ViewActionError("no note \(row)") }
            view.output.shown = row
        },
    ]

    let output: NoteListPresenter

    init(output: NoteListPresenter) {
        self.output = output
    }

    func makeScreen() -> Screen {
        var lines = output.store.notes.enumerated().map { Screen.Line.row(number: $0.offset + 1, text: $0.element) }
        if output.saving { lines.append(.message("Saving...", severity: .info)) }
        return Screen(title: "Notes", lines: lines)
    }
}

@MainActor
final class NoteListPresenter: NoteListModuleInput, EncodableModuleState {
    struct State: Encodable {
        var count: Int
        var saving: Bool
    }

    let store: NotesStore
    let clock: VirtualClock
    let scheduler: VirtualScheduler
    var saving = false
    var shown: Int?
    private var saves: Task<Void, Never>?
    /// How long the presenter has spent saving, in virtual time.
    private(set) var timeSaving = VirtualDuration.zero

    init(store: NotesStore, clock: VirtualClock, scheduler: VirtualScheduler) {
        self.store = store
        self.clock = clock
        self.scheduler = scheduler
    }

    func configure(highlighting text: String?) {}

    func add(_ note: String) {
        saving = true
        saves = Task { [weak self, clock] in
            try? await clock.sleep(for: .milliseconds(100))
            guard let self else { return }
            self.store.add(note)
            self.saving = false
            self.timeSaving = self.timeSaving + NoteList.saveLatency
        }
    }

    var encodableState: State { State(count: store.notes.count, saving: saving) }
}
