/// How TodoList is opened: it takes no configuration.
@MainActor
public protocol TodoListModuleInput: ModuleInput {}

/// TodoList's key.
public enum TodoList {
    public static let key = ModuleKey<any TodoListModuleInput>("TodoList")
}
