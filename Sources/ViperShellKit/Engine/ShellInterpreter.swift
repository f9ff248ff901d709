import ViperRuntime

/// Runs the command language over one `ViperSession`.
///
/// Its jobs are split by file: running scripts line by line
/// (`+Scripts`), running typed lines (`+Interactive`), dispatching one
/// command (`+Dispatch`), reporting failures (`+Reporting`) and checking
/// assertions (`+Expect`). What it is for is fixed at `init` (`Options`);
/// what `set` changes is in `settings`. Screens are rendered only when
/// something asks for one (an assertion, `screen`, echo mode, the interactive
/// loop, a failure report), so a command costs the same however long the
/// script and however deep the stack.
@MainActor
public final class ShellInterpreter {
    /// How the previous command ended, for `expect error`.
    enum PreviousCommand {
        case nothing
        case succeeded
        case failed(String)
    }

    public let session: ViperSession
    /// The commands this interpreter understands (`help`, dispatch, completion read it).
    public let commands: ShellCommandTable
    /// What `set` changes, through `change(_:to:)`; the interactive shell's
    /// width follows the terminal through `followTerminalWidth(_:)`.
    public private(set) var settings: ShellSettings
    public let output: any ShellOutput
    /// What this interpreter is for, fixed at `init`.
    public let options: Options
    /// Failures reported so far.
    public internal(set) var failureCount = 0
    /// Set by `quit` and `exit`, through `quit()`.
    public private(set) var hasQuit = false
    /// The script variables (`let`, `run --var`), expanded as `${name}`;
    /// commands change them only through `setVariable(_:to:)`, which bounds them.
    public private(set) var variables: [String: String]
    /// The bytes of every variable's name and value together (see `VariableExpansion.totalLimit`).
    private var variableBytes: Int
    /// The recording in progress (`record <file>`), if any.
    public internal(set) var recording: ScriptRecording?
    /// How the session got to where it is, for a recording's first lines.
    var journal = RecordingJournal()
    /// Whether an interrupt stopped the scripts of the current command.
    var wasInterrupted = false

    var previous: PreviousCommand = .nothing
    var scripts: [ScriptContext] = []
    /// The bytes of the line being run (a script's or a typed one), for a
    /// command that reads its own text (`stub <endpoint> returns <json>`).
    var lineBeingRunBytes: ArraySlice<UInt8>?
    /// The order `schedule` asked for, waiting for the next command that may change the session.
    package var pendingSchedule: WorkSchedule?
    /// The order the last command that may change the session ran under, if it had one (explore reads its choices).
    package internal(set) var lastSchedule: WorkSchedule?
    /// The checks `expect always` declared, made after every later command that may change the session.
    package internal(set) var standingAssertions: [StandingAssertion] = []
    /// The standing assertion the last command broke, if one did.
    package internal(set) var brokenStandingAssertion: StandingAssertion?
    /// Where the command being run comes from.
    var commandLocation = SourceLocation(file: "", line: 0)
    /// Whether the last line failed only because it made unexpected calls
    /// (`set strict-calls on`): it ran, so a recording writes it down with
    /// the `expect error` that accepts its failure.
    var lastFailureWasUnexpectedCalls = false

    public init(
        session: ViperSession, commands: ShellCommandTable = .standard, settings: ShellSettings = ShellSettings(),
        output: any ShellOutput, options: Options
    ) {
        self.session = session
        self.commands = commands
        self.settings = settings
        self.output = output
        self.options = options
        variables = options.variables
        variableBytes = options.variables.reduce(0) { $0 + $1.key.utf8.count + $1.value.utf8.count }
    }

    public var mode: Mode { options.mode }

    /// The script whose lines are running now, if any.
    public var currentScript: ScriptContext? { scripts.last }

    /// The names of the actions the top screen offers (its own and its embedded children's).
    public var topActionNames: [String] {
        session.top?.availableActions.map(\.action.name) ?? []
    }

    /// The line being run, as text, when the command came from a line.
    var lineBeingRun: String? {
        lineBeingRunBytes.map { String(decoding: $0, as: UTF8.self) }
    }

    /// Changes one setting through its declaration (`set <option> <value>`);
    /// a bad value is an error saying what the option takes.
    func change(_ option: ShellOption, to value: String) throws(CommandFailure) {
        try option.apply(value, &settings, session)
    }

    /// Takes the terminal's `width` (kept within what `set width` allows)
    /// unless `set width` has fixed the width.
    func followTerminalWidth(_ width: Int) {
        guard settings.widthFollowsTerminal else { return }
        let range = ShellSettings.widthRange
        settings.width = min(max(width, range.lowerBound), range.upperBound)
    }

    /// Ends the session or the script: no more lines are read (`quit`, `exit`).
    func quit() {
        hasQuit = true
    }

    /// Sets `name`, refusing a value over `VariableExpansion.valueLimit` (the variable keeps its old value).
    func setVariable(_ name: String, to value: String) throws(CommandFailure) {
        guard value.utf8.count <= VariableExpansion.valueLimit else {
            throw VariableExpansion.valueTooLong(name, bytes: value.utf8.count)
        }
        let old = variables[name]
        guard old != nil || variables.count < VariableExpansion.countLimit else { throw VariableExpansion.tooManyVariables(name) }
        let bytes = variableBytes - (old.map { name.utf8.count + $0.utf8.count } ?? 0) + name.utf8.count + value.utf8.count
        guard bytes <= VariableExpansion.totalLimit else { throw VariableExpansion.overTotal(name, bytes: bytes) }
        variables[name] = value
        variableBytes = bytes
    }

    /// `path` as a command names it: relative to the running script's folder
    /// (like `source` and snapshots), else to the working directory.
    public func resolve(_ path: String) -> String {
        Paths.join(currentScript?.directory ?? ".", path)
    }
}
