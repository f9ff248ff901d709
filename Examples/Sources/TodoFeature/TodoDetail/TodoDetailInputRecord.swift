/// TodoDetail's input as the navigation log shows it (`{"row":2,"title":"Walk the dog"}`),
/// and what stands for TodoDetail when TodoList is tested alone.
final class TodoDetailInputRecord: ModuleInputRecord<any TodoDetailModuleInput>, TodoDetailModuleInput {
    func configure(with item: TodoItem, at row: Int) {
        record("title", item.title)
        record("row", row)
        forward { $0.configure(with: item, at: row) }
    }
}
