import ViperRuntime
import ViperShellCLI
import ViperShellKit

// A test-only shell whose one module has a planted crash: `pick <n>` indexes
// its rows without a bounds check, so the edge value one past the last row
// (or any larger number) traps. ViperShellTests run `explore` on it to show
// that a crash becomes exit status 1 and a script that crashes under `run`.

/// The planted crash: rows read without a bounds check.
final class FragileView: TerminalView {
    static let rows = ["alpha", "beta", "gamma"]
    static let actions: [ViewAction] = [
        ViewAction("pick", [.integer("n", minimum: 1)], help: "Picks row n."),
        ViewAction("note", [ActionParameter("text", variadic: true)], help: "Keeps a note."),
    ]

    let presenter = FragilePresenter()

    func makeScreen() -> Screen {
        var lines: [Screen.Line] = FragileView.rows.enumerated().map { .row(number: $0 + 1, text: $1) }
        lines.append(.field(label: "Picked", value: presenter.picked))
        return Screen(title: "Fragile", lines: lines)
    }

    func perform(_ action: ViewAction, with arguments: ActionArguments) throws {
        switch action.name {
        case "pick": presenter.picked = FragileView.rows[(arguments.integer("n") ?? 1) - 1]
        default: presenter.note = arguments.text("text") ?? ""
        }
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
