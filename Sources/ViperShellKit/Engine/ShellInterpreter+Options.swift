import ViperRuntime

extension ShellInterpreter {
    /// How the interpreter is being used; it decides what a failure report
    /// holds and whether typed commands print the new screen.
    public enum Mode: Sendable {
        /// A `.vsh` scenario: every failure report ends with the screen.
        case script
        /// Commands from a pipe: command errors are one line, assertion failures show the screen.
        case batch
        /// A person at a terminal: errors are one line, printed at once, and
        /// every command that may change the screen prints it.
        case interactive
    }

    /// Runs scenario scripts, each in a fresh session, for the `run` command,
    /// calling `progress` with each result; the interpreter knows no runner,
    /// whoever builds it supplies one (`ScriptRunner.scenarioRunning`).
    public typealias ScenarioRunning = @MainActor (_ scripts: [String], _ progress: (ScenarioResult) -> Void) -> RunSummary

    /// Everything about an interpreter that is fixed when it is made; what
    /// changes while it runs (`set`) is in `ShellSettings`.
    public struct Options {
        public var mode: Mode
        /// Write snapshots instead of comparing them (`--update-snapshots`).
        public var updatesSnapshots = false
        /// Stop at the first failure: by default on for scripts (off with
        /// `--keep-going`) and off otherwise (on with `--bail`).
        public var stopsAtFirstFailure: Bool
        /// What `run` uses; without it `run` is unavailable.
        public var runScenarios: ScenarioRunning?
        /// Receives every failure; without it the report goes to the error output.
        public var failureHandler: (@MainActor (ShellFailure) -> Void)?
        /// Sees each command line of a script just before it runs, with its
        /// location (`run --artifacts` keeps them as the failure's transcript).
        public var commandObserver: (@MainActor (String, SourceLocation) -> Void)?
        /// Asked before each line of a running script; when it returns true
        /// every running script stops with the error `interrupted` (Ctrl-C).
        public var interruptRequested: @MainActor () -> Bool = { false }
        /// The lines the `history` command prints, oldest first.
        public var history: @MainActor () -> [String] = { [] }
        /// The variables every script starts with (`run --var name=value`).
        public var variables: [String: String] = [:]

        public init(mode: Mode, stopsAtFirstFailure: Bool? = nil) {
            self.mode = mode
            self.stopsAtFirstFailure = stopsAtFirstFailure ?? (mode == .script)
        }
    }
}
