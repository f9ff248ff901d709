@_exported import ViperRuntime

/// The Todo feature: a list (root) that pushes a detail for one item; the
/// detail reports back through its ModuleOutput; a removed item can be
/// brought back with `undo` for 5 seconds of virtual time.
public enum TodoFeature {
    /// Registers TodoList and TodoDetail; the list starts with `items`.
    @MainActor
    public static func register(in registry: ModuleRegistry, items: [TodoItem] = []) throws(RegistryError) {
        try registry.register([
            TodoListAssembly.registration(items: items),
            TodoDetailAssembly.registration(items: items),
        ])
    }
}
