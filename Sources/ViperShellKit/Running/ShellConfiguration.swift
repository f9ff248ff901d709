import ViperRuntime

/// What a shell is built from: how to fill a module registry, plus defaults.
///
/// This is the entry point for a team with its own modules: give a closure
/// that registers them, and run the same shell, scripts and reports over them.
///
///     let configuration = ShellConfiguration(name: "my-shell") { registry in
///         try registry.register(MyModuleAssembly.registration)
///     }
///     let shell = try Shell(configuration: configuration)
///     shell.runInteractive(reader: PlainLineReader())
///
/// `registerModules` is called once per session (every scenario of a run gets a
/// fresh registry, so data a module's services hold never carries over).
public struct ShellConfiguration: Sendable {
    /// Registers modules into a fresh registry (made with the shell's command
    /// names as reserved words).
    public var registerModules: @MainActor (ModuleRegistry) throws -> Void
    /// The program name, for messages.
    public var name: String
    /// The width screens are rendered at by default.
    public var width: Int
    /// Colour for interactive sessions.
    public var color: ColorMode
    /// The line shown when an interactive session starts, if any.
    public var greeting: String?
    /// The commands of the shell: `.standard`, or `.standard + [your commands]`.
    public var commands: ShellCommandTable

    public init(
        name: String = "viper-shell", width: Int = ScreenRenderer.defaultWidth, color: ColorMode = .auto,
        greeting: String? = "Type 'help' for commands, 'modules' to list modules.",
        commands: ShellCommandTable = .standard,
        registerModules: @escaping @MainActor (ModuleRegistry) throws -> Void
    ) {
        self.name = name
        self.commands = commands
        self.width = width
        self.color = color
        self.greeting = greeting
        self.registerModules = registerModules
    }

    /// A fresh registry with the shell's reserved words, filled by `registerModules`.
    @MainActor
    public func makeRegistry() throws -> ModuleRegistry {
        let registry = ModuleRegistry(reservedNames: commands.names)
        try registerModules(registry)
        // A malformed route pattern, or two that match the same paths, is a registration mistake: refuse it now.
        _ = try RouteTable(registry: registry)
        return registry
    }

    /// A fresh session: new registry, virtual clock at 0, frame counters at 0.
    @MainActor
    public func makeSession() throws -> ViperSession {
        ViperSession(registry: try makeRegistry())
    }
}
