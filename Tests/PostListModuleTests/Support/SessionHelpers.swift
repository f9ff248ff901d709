@testable import PostListModule

/// A session with the PostList feature registered over `catalog`.
@MainActor
func makePostSession(catalog: PostCatalog = .builtIn) throws -> ViperSession {
    let registry = ModuleRegistry()
    try PostListFeature.register(in: registry, catalog: catalog)
    return ViperSession(registry: registry)
}

@MainActor
extension ViperSession {
    /// The top screen as the shell prints it (width 80, no colour).
    var topScreenText: String {
        guard let top else { return "" }
        return ScreenRenderer().render(top.makeScreen())
    }

    /// The top module's state.
    var topState: JSONValue { top?.moduleState() ?? .null }

    /// Opens `name` as the root and settles, as the shell's `open` does with
    /// autosettle on: the first page (or any other answer) has arrived.
    func openAndSettle(_ name: String, parameters: [String: String] = [:]) throws {
        try open(name, parameters: parameters)
        try settle()
    }

    /// Performs an action and settles, as the shell does with autosettle on.
    func run(_ action: String, _ words: String...) throws {
        try perform(action: action, words: words)
        try settle()
    }

    /// The frames of the stack, by id.
    var frameIDs: [String] { stack.frames.map(\.id.description) }
}
