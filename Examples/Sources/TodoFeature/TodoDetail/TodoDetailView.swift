/// One item in a terminal.
@MainActor
final class TodoDetailView: TerminalView {
    static let actions: ViewActions<TodoDetailView> = [
        .action("toggle", help: "mark the item done or not done, and go back") { $0.output.didToggle() }
    ]

    let output: TodoDetailPresenter

    init(output: TodoDetailPresenter) {
        self.output = output
    }

    func makeScreen() -> Screen {
        let item = output.state.item
        return Screen(title: item.title, lines: [.field(label: "Done", value: item.isDone ? "yes" : "no")])
    }
}
