import ViperRuntime
import ViperShellCLI
import ViperShellEngine

// A test-only shell whose one module has a planted crash: `pick <n>` indexes
// its rows without a bounds check, so the edge value one past the last row
// (or any larger number) traps. ViperShellTests run `explore` on it to show
// that a crash becomes exit status 1 and a script that crashes under `run`.

/// The planted crash: rows read without a bounds check.
final class FragileView: TerminalView {
    static let rows = ["alpha", "beta", "gamma"]
    static let actions: ViewActions<FragileView> = [
        .action("pick", .row(), help: "Picks row n.") { $0.presenter.picked = FragileView.rows[$1 - 1] },
        .action("note", .text("text"), help: "Keeps a note.") { $0.presenter.note = $1 },
    ]

    let presenter = FragilePresenter()

    func makeScreen() -> Screen {
        var lines: [Screen.Line] = FragileView.rows.enumerated().map { .row(number: $0 + 1, text: $1) }
        lines.append(.field(label: "Picked", value: presenter.picked))
        return Screen(title: "Fragile", lines: lines)
    }
}

/// What the fragile module remembers.
final class FragilePresenter: ModuleInput, ModuleStateProviding {
    var picked = "-"
    var note = ""

    func moduleState() -> JSONValue {
        ["picked": .string(picked), "note": .string(note)]
    }
}

ShellCLI(
    configuration: ShellConfiguration(name: "explore-fixture-shell") { registry in
        try registry.register(ModuleRegistration(
            name: "Fragile", summary: "Traps on a row number past the last row.", view: FragileView.self
        ) { _ in
            let view = FragileView()
            return AssembledModule(view: view, presenter: view.presenter, interactor: nil, router: nil)
        })
    },
    version: "0"
).main()
