import ViperRuntime

/// What a command may use while it runs: the session, where to write, the
/// settings, the script variables and how paths resolve.
///
/// A narrow view of the interpreter running the command, on purpose: a
/// command cannot run other lines, change how the interpreter reports, or
/// reach its script stack. The standard commands of this module reach
/// further through `interpreter`, which other modules cannot see.
@MainActor
public struct CommandContext {
    /// The interpreter running the command (for this module's own commands).
    let interpreter: ShellInterpreter

    init(_ interpreter: ShellInterpreter) {
        self.interpreter = interpreter
    }

    /// The modules, the stack, the virtual clock.
    public var session: ViperSession { interpreter.session }
    /// The session's services, made by the configuration for this session (find one by type with `services.require(_:)`).
    public var services: SessionServices { interpreter.session.services }
    /// Where to write what the command prints (lines end with "\n").
    public var output: any ShellOutput { interpreter.output }
    /// What `set` has changed: width, colour, echo, autosettle.
    public var settings: ShellSettings { interpreter.settings }
    /// The script variables (`let`, `run --var`), already expanded in the arguments.
    public var variables: [String: String] { interpreter.variables }
    /// Whether the command runs in a script, a batch or at a terminal.
    public var mode: ShellInterpreter.Mode { interpreter.mode }
    /// The names of the actions the top screen offers (its own and its embedded children's).
    public var topActionNames: [String] { interpreter.topActionNames }

    /// `path` as a command names it: relative to the running script's folder
    /// (like `source` and snapshots), else to the working directory.
    public func resolve(_ path: String) -> String {
        interpreter.resolve(path)
    }
}
