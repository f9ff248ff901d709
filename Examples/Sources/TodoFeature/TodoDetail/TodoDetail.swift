/// How other modules open TodoDetail: with the item to show.
@MainActor
public protocol TodoDetailModuleInput: ModuleInput {
    func configure(with item: TodoItem, at row: Int)
}

/// What TodoDetail tells the module that opened it.
@MainActor
public protocol TodoDetailModuleOutput: ModuleOutput {
    /// The item shown from `row` was marked done or not done.
    func didToggleItem(at row: Int)
}

/// TodoDetail's key: its name tied to its input and output.
public enum TodoDetail {
    public static let key = ModuleKey<any TodoDetailModuleInput>("TodoDetail", output: (any TodoDetailModuleOutput).self)
}
