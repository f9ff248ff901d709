/// The items in a terminal, numbered from 1.
@MainActor
final class TodoListView: TerminalView {
    static let actions: ViewActions<TodoListView> = [
        .action("add", .text("title"), help: "add an item") { $0.output.add(title: $1) },
        .action("select", .row(), help: "open item n") { try $0.output.select(row: $1) },
        .action("remove", .row(), help: "remove item n (undo within 5 s)") { try $0.output.remove(row: $1) },
        .action("undo", help: "bring back the item removed last", available: { $0.output.canUndo ? nil : "nothing to undo" }) {
            try $0.output.undo()
        },
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
}
