/// TodoDetail's input as the navigation log shows it
/// (`{"item":{"isDone":false,"title":"Call mum"},"row":3}`), and what stands
/// for TodoDetail when TodoList is opened alone.
final class TodoDetailInputRecord: ModuleInputRecord<any TodoDetailModuleInput>, TodoDetailModuleInput {
    func configure(with item: TodoItem, at row: Int) {
        record("item", item)
        record("row", row)
        forward { $0.configure(with: item, at: row) }
    }
}
