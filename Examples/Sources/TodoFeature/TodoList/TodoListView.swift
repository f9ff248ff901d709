/// The items in a terminal, numbered from 1.
@MainActor
final class TodoListView: TerminalView {
    static let actions = [
        ViewAction("add", [ActionParameter("title", variadic: true)], help: "add an item"),
        ViewAction("select", [.integer("n", minimum: 1)], help: "open item n"),
        ViewAction("remove", [.integer("n", minimum: 1)], help: "remove item n (undo within 5 s)"),
        ViewAction("undo", help: "bring back the item removed last"),
    ]

    let output: TodoListPresenter

    init(output: TodoListPresenter) {
        self.output = output
    }

    func makeScreen() -> Screen {
        let rows = output.items.enumerated().map { index, item in
            Screen.Line.row(number: index + 1, text: (item.isDone ? "[x] " : "[ ] ") + item.title)
        }
        return Screen(title: "Todo", lines: rows.isEmpty ? [.message("Nothing to do", severity: .info)] : rows)
    }

    func unavailableReason(for action: ViewAction) -> String? {
        action.name == "undo" && !output.canUndo ? "nothing to undo" : nil
    }

    func perform(_ action: ViewAction, with arguments: ActionArguments) throws {
        let row = arguments.integer("n") ?? 0
        switch action.name {
        case "add": output.add(title: arguments.text("title") ?? "")
        case "select": try output.select(row: row)
        case "remove": try output.remove(row: row)
        default: try output.undo()
        }
    }
}
