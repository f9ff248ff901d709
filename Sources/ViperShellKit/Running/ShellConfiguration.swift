import ViperRuntime

/// What a shell is built from: how to fill a module registry, plus defaults.
///
/// This is the entry point for a team with its own modules: give a closure
/// that registers them, and run the same shell, scripts and reports over them.
///
///     let configuration = ShellConfiguration(name: "my-shell") { registry in
///         try MyFeature.register(in: registry)
///     }
///     ShellCLI(configuration: configuration, version: "1.0.0").main()   // ViperShellCLI
///
/// Without the front end, `makeSession()` gives a session to drive from Swift,
/// `ScriptRunner` runs scenario scripts and `Explorer` explores.
///
/// `registerModules` is called once per session (every scenario of a run gets a
/// fresh registry and fresh services, so data a module's services hold never
/// carries over). Given the session's `SessionServices` too, it provides the
/// session's services (made with the session's clock) and declares the
/// endpoints scripts can stub:
///
///     ShellConfiguration(name: "my-shell") { registry, services in
///         services.provide(InMemoryStore(clock: services.clock) as any Store)
///         try services.endpoints.declare(StoreEndpoints.fetch)
///         try MyFeature.register(in: registry)
///     }
public struct ShellConfiguration: Sendable {
    /// Registers modules into a fresh registry (made with the shell's command
    /// names as reserved words) and fills the session's fresh services.
    public var registerModules: @MainActor (ModuleRegistry, SessionServices) throws -> Void { didSet { checks = ConfigurationChecks() } }
    /// The program name, for messages.
    public var name: String
    /// The width screens are rendered at by default.
    public var width: Int
    /// Colour for interactive sessions.
    public var color: ColorMode
    /// The line shown when an interactive session starts, if any.
    public var greeting: String?
    /// The commands of the shell: `.standard`, or `.standard + [your commands]`.
    public var commands: ShellCommandTable { didSet { checks = ConfigurationChecks() } }
    /// Whether a session of this configuration passed every check, shared by
    /// its copies (a new one when what the checks read changes).
    private var checks = ConfigurationChecks()

    public init(
        name: String = "viper-shell", width: Int = ScreenRenderer.defaultWidth, color: ColorMode = .auto,
        greeting: String? = "Type 'help' for commands, 'modules' to list modules.",
        commands: ShellCommandTable = .standard,
        registerModules: @escaping @MainActor (ModuleRegistry, SessionServices) throws -> Void
    ) {
        self.name = name
        self.commands = commands
        self.width = width
        self.color = color
        self.greeting = greeting
        self.registerModules = registerModules
    }

    /// A configuration whose modules need no session services.
    public init(
        name: String = "viper-shell", width: Int = ScreenRenderer.defaultWidth, color: ColorMode = .auto,
        greeting: String? = "Type 'help' for commands, 'modules' to list modules.",
        commands: ShellCommandTable = .standard,
        registerModules: @escaping @MainActor (ModuleRegistry) throws -> Void
    ) {
        self.init(name: name, width: width, color: color, greeting: greeting, commands: commands) { registry, _ in
            try registerModules(registry)
        }
    }

    /// A fresh registry with the shell's reserved words, filled by
    /// `registerModules` over `services` (fresh ones when not given).
    @MainActor
    public func makeRegistry(services: SessionServices = SessionServices()) throws -> ModuleRegistry {
        try makeRegistry(services: services, checking: true)
    }

    /// A fresh registry; `checking: false` skips checking each registration
    /// and the routes, for a caller that made (and so checked) a registry of
    /// this configuration before: explore starting its thousandth walk, or a
    /// run starting its second scenario. Registering modules runs as ever
    /// (each session needs its own), and still throws what it throws.
    @MainActor
    package func makeRegistry(services: SessionServices, checking: Bool) throws -> ModuleRegistry {
        let registry = ModuleRegistry(reservedNames: commands.names, checkingRegistrations: checking)
        // The services built here are the session's own: the tasks they start live with the session.
        try services.scheduler.runningSessionCode { try registerModules(registry, services) }
        // A malformed route pattern, or two that match the same paths, is a registration mistake: refuse it now.
        if checking { _ = try RouteTable(registry: registry) }
        return registry
    }

    /// A fresh session: new services and registry, virtual clock at 0, frame counters at 0.
    @MainActor
    public func makeSession() throws -> ViperSession {
        try makeSession(checking: true)
    }

    /// A fresh session; see `makeRegistry(services:checking:)`.
    /// A session with every check the first time (registrations, routes) and
    /// without them once a session of this configuration passed them, in this
    /// process: they would pass again. A configuration that fails them is
    /// checked, and fails, every time.
    @MainActor
    package func makeSessionCheckedOnce() throws -> ViperSession {
        let session = try makeSession(checking: !checks.passed)
        checks.passed = true
        return session
    }

    @MainActor
    package func makeSession(checking: Bool) throws -> ViperSession {
        let services = SessionServices()
        return ViperSession(registry: try makeRegistry(services: services, checking: checking), services: services)
    }
}

/// Whether sessions of a configuration passed its registration and route
/// checks: one object shared by the configuration's copies, so that
/// `ScenarioTests.run` (a runner per scenario) checks a configuration once.
@MainActor
final class ConfigurationChecks: Sendable {
    var passed = false

    nonisolated init() {}
}
