import ViperRuntime

/// What `describe`, `routes` and `graph` print, as functions of a registry:
/// the shell's commands and the executable's subcommands of the same names
/// call these, so both give the same bytes and no argument is read twice
/// (a module name from the command line is a name, never a `${variable}`).
@MainActor
public enum RegistryReport {
    /// The contract of the module `name` (see `ModuleContract`), fitted to
    /// `width`; an unknown name is an error suggesting close ones.
    public static func contract(
        ofModule name: String, in registry: ModuleRegistry, width: Int = ScreenRenderer.defaultWidth
    ) throws(CommandFailure) -> String {
        do {
            return ModuleContract(try registry.lookup(name), width: width).text
        } catch {
            throw .error(TerminalEscaping.escape(String(describing: error)))
        }
    }

    /// Every route pattern with its module, one a line, in registration order.
    public static func routes(in registry: ModuleRegistry) throws(CommandFailure) -> String {
        let entries = try routeTable(of: registry).entries
        guard !entries.isEmpty else { return "(no routes registered)\n" }
        let width = entries.map(\.pattern.description.count).max() ?? 0
        return entries.map { $0.pattern.description.padded(to: width) + "  " + $0.module + "\n" }.joined()
    }

    /// The declared navigation as a Mermaid flowchart.
    public static func graph(of registry: ModuleRegistry) -> String {
        NavigationGraph(registry: registry).mermaidFlowchart()
    }

    /// The registry's routes, or an error saying they are not valid.
    static func routeTable(of registry: ModuleRegistry) throws(CommandFailure) -> RouteTable {
        do {
            return try RouteTable(registry: registry)
        } catch {
            throw .error("the registered routes are not valid: \(error)")
        }
    }
}
