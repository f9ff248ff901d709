import ViperRuntime

/// Runs the command language (SPEC §4) over one `ViperSession`.
///
/// It executes single commands (`execute(_:at:)`), interactive lines
/// (`executeInteractively(_:)`) and whole scripts (`run(_:context:)`), and
/// reports failures through `failureHandler`. Screens are rendered only when
/// something asks for one (an assertion, `screen`, echo mode, the interactive
/// loop, a failure report), so a command costs the same however long the
/// script and however deep the stack.
@MainActor
public final class ShellInterpreter {
    /// How the interpreter is being used; it decides what a failure report holds.
    public enum Mode: Sendable {
        /// A `.vsh` scenario: every failure report ends with the screen.
        case script
        /// Commands from a pipe: command errors are one line, assertion failures show the screen.
        case batch
        /// A person at a terminal: errors are one line, printed at once.
        case interactive
    }

    /// One script being run: where its lines come from and what relative paths mean in it.
    public struct ScriptContext: Sendable {
        /// The name in reports (`Tests/Scenarios/cars.vsh`, `<stdin>`).
        public var name: String
        /// The script file, when there is one (snapshots live beside it).
        public var path: String?
        /// The folder `source` resolves relative paths in.
        public var directory: String
        var canonicalPath: String?

        public init(name: String, path: String?, directory: String) {
            self.name = name
            self.path = path
            self.directory = directory
            canonicalPath = path.flatMap(Paths.canonical)
        }

        /// The context of the script file at `path`.
        public static func file(_ path: String) -> ScriptContext {
            ScriptContext(name: path, path: path, directory: Paths.directory(of: path))
        }
    }

    /// How the previous command ended, for `expect error`.
    enum Outcome {
        case nothing
        case succeeded
        case failed(String)
    }

    public let session: ViperSession
    /// The commands this interpreter understands (`help`, dispatch, completion read it).
    public let commands: ShellCommandTable
    /// What `set` changes.
    public internal(set) var settings: ShellSettings
    public let output: any ShellOutput
    public let mode: Mode
    /// The reader whose `history` the `history` command prints.
    public weak var lineReader: (any LineReader)?
    /// Write snapshots instead of comparing them (`--update-snapshots`).
    public var updatesSnapshots = false
    /// Stop at the first failure: on for scripts (off with `--keep-going`),
    /// off for batches (on with `--bail`).
    public var stopsAtFirstFailure = true
    /// What `run` uses to build fresh sessions; without it `run` is unavailable.
    public var configuration: ShellConfiguration?
    /// Receives every failure; by default it writes the report to the error output.
    public var failureHandler: ((ShellFailure) -> Void)?
    /// Sees each command line of a script just before it runs, with its
    /// location (`run --artifacts` keeps them as the failure's transcript).
    public var commandObserver: ((String, SourceLocation) -> Void)?
    /// Failures reported so far.
    public private(set) var failureCount = 0
    /// Set by `quit` and `exit`.
    public internal(set) var hasQuit = false
    /// Asked before each line of a running script; when it returns true every
    /// running script stops with the error `interrupted` (Ctrl-C in the shell).
    public var interruptRequested: () -> Bool = { false }
    /// Whether an interrupt stopped the scripts of the current command.
    private var wasInterrupted = false

    var previous: Outcome = .nothing
    var scripts: [ScriptContext] = []

    public init(
        session: ViperSession, commands: ShellCommandTable = .standard, settings: ShellSettings = ShellSettings(),
        output: any ShellOutput, mode: Mode
    ) {
        self.session = session
        self.commands = commands
        self.settings = settings
        self.output = output
        self.mode = mode
        stopsAtFirstFailure = mode == .script
    }

    /// The script whose lines are running now, if any.
    public var currentScript: ScriptContext? { scripts.last }

    // MARK: - Scripts

    /// Runs every line of `source` as a script named by `context`, reporting
    /// failures as they are found. A failing command fails the script unless
    /// the next command line is `expect error ...`.
    public func run<Source: LineSource>(_ source: inout Source, context: ScriptContext) {
        scripts.append(context)
        defer { scripts.removeLast() }
        var lineNumber = 0
        var pending: (SourceLocation, CommandFailure)?
        while !hasQuit, !shouldStop, !wasInterrupted, let bytes = source.nextLine() {
            lineNumber += 1
            var location = SourceLocation(file: context.name, line: lineNumber)
            if interruptRequested() {
                wasInterrupted = true
                pending = nil
                report(.error("interrupted", column: nil), at: location)
                break
            }
            let words: [Word]
            do {
                words = try Tokenizer.words(ofBytes: bytes)
            } catch {
                if let (pendingLocation, pendingFailure) = pending {
                    pending = nil
                    report(pendingFailure, at: pendingLocation)
                    if shouldStop { break }
                }
                location.column = error.column
                previous = .failed(error.message)
                pending = (location, .error(error.message, column: error.column))
                continue
            }
            guard !words.isEmpty else { continue }
            let expectsError = words.count >= 2 && words[0].text == "expect" && words[1].text == "error"
            if let (pendingLocation, pendingFailure) = pending {
                pending = nil
                if !expectsError {
                    report(pendingFailure, at: pendingLocation)
                    if shouldStop { break }
                }
            }
            if settings.echo { output.write("> " + String(decoding: bytes, as: UTF8.self) + "\n") }
            commandObserver?(String(decoding: bytes, as: UTF8.self), location)
            do {
                try execute(words, at: location)
                previous = .succeeded
            } catch {
                switch error {
                case .error(let message, let column):
                    location.column = column
                    previous = .failed(message)
                    pending = (location, error)
                case .assertion:
                    previous = .succeeded
                    report(error, at: location)
                }
            }
        }
        if let (pendingLocation, pendingFailure) = pending {
            report(pendingFailure, at: pendingLocation)
        }
    }

    /// Runs the script file at `path` (its lines in this session).
    public func runScript(atPath path: String) {
        switch Paths.read(path) {
        case .success(let bytes):
            var source = BufferLineSource(bytes: bytes)
            run(&source, context: .file(path))
        case .failure(let failure):
            failureCount += 1
            let reported = ShellFailure(location: SourceLocation(file: path, line: 0), message: failure.message)
            if let failureHandler { failureHandler(reported) } else { output.writeError(reported.report + "\n") }
        }
    }

    private var shouldStop: Bool { stopsAtFirstFailure && failureCount > 0 }

    /// Reports `failure` at `location` through the handler (or the error output).
    func report(_ failure: CommandFailure, at location: SourceLocation) {
        failureCount += 1
        var details: [String] = []
        switch failure {
        case .error:
            if mode == .script { details = screenReport() }
        case .assertion(_, let extra):
            details = extra + screenReport()
        }
        let reported = ShellFailure(location: location, message: failure.message, details: details)
        if let failureHandler {
            failureHandler(reported)
        } else {
            output.writeError(reported.report + "\n")
        }
    }

    /// The screen at this moment, for a failure report.
    func screenReport() -> [String] {
        guard let top = session.top else { return ["screen: (no module is open)"] }
        let lines = ScreenRenderer(width: settings.width, color: false).renderLines(top.makeScreen())
        return ["screen:"] + lines.map { $0.isEmpty ? "" : "  " + $0 }
    }

    // MARK: - Interactive lines

    /// Runs one line typed by a person: errors and failed assertions are
    /// printed at once, and nothing stops the loop. Returns false after `quit`.
    @discardableResult
    public func executeInteractively(_ line: String) -> Bool {
        wasInterrupted = false
        let words: [Word]
        do {
            words = try Tokenizer.words(of: line)
        } catch {
            previous = .failed(error.message)
            printError(error.message, column: error.column)
            return true
        }
        guard !words.isEmpty else { return true }
        if settings.echo && mode != .interactive { output.write("> " + line + "\n") }
        do {
            try execute(words, at: SourceLocation(file: "<input>", line: 0))
            previous = .succeeded
        } catch {
            switch error {
            case .error(let message, let column):
                previous = .failed(message)
                printError(message, column: column)
            case .assertion(let message, let details):
                previous = .succeeded
                failureCount += 1
                output.writeError((["expect failed: " + message] + details).joined(separator: "\n") + "\n")
            }
        }
        return !hasQuit
    }

    private func printError(_ message: String, column: Int?) {
        output.writeError("error: " + (column.map { "column \($0): " } ?? "") + message + "\n")
    }

    // MARK: - Commands

    /// Runs one command (its words already split), then settles when
    /// autosettle is on, then prints the new screen in echo mode or the
    /// interactive loop.
    public func execute(_ words: [Word], at location: SourceLocation) throws(CommandFailure) {
        guard let first = words.first else { return }
        let began = session.scheduler.now
        let arguments = Array(words.dropFirst())
        let outcome: ShellCommandDefinition.Outcome
        if let command = commands.command(named: first.text) {
            guard command.arguments.contains(arguments.count) else {
                throw .error(command.argumentCountMessage(given: arguments.count))
            }
            do {
                outcome = try command.execution(self, arguments)
            } catch let failure as CommandFailure {
                throw failure
            } catch {
                throw .error(TerminalEscaping.escape(String(describing: error)))
            }
        } else {
            try performAction(first.text, arguments: arguments.map(\.text))
            outcome = .screenMayHaveChanged
        }
        let changesScreen = outcome == .screenMayHaveChanged
        if let horizon = settings.autosettle {
            try autosettle(within: horizon, of: began)
        }
        // The interactive loop shows the screen once a typed command is done,
        // not after every line of a script it sources.
        if changesScreen && session.top != nil && (settings.echo || (settings.printsScreens && scripts.isEmpty)) {
            printTopScreen()
        }
    }

    /// Runs the work due within `horizon` of `began` (SPEC §4); the clock
    /// stops at the last work run, and later work waits for `wait` or `settle`.
    private func autosettle(within horizon: VirtualDuration, of began: VirtualDuration) throws(CommandFailure) {
        let (sum, overflow) = began.milliseconds.addingReportingOverflow(horizon.milliseconds)
        let deadline = VirtualDuration(milliseconds: overflow ? Int64.max : sum)
        do { try session.scheduler.runWork(dueBy: deadline) } catch { throw .error(error.description) }
    }

    /// Performs an action of the top module's view, with its arguments
    /// checked. A word that is neither a command nor an action is the shell's
    /// error `unknown command or action`, with close names among both.
    func performAction(_ name: String, arguments: [String]) throws(CommandFailure) {
        guard let top = session.top else {
            let commandNames = commands.commands.map(\.name)
            let suggestions = Suggestions.closest(to: name, among: commandNames)
            let hint = suggestions.isEmpty ? "" : "; did you mean \(suggestions.joined(separator: " or "))?"
            throw .error("unknown command '\(displayed(name))' (no module is open; type 'help' for commands)\(hint)")
        }
        // Every available action is a declared one: the list is worked out only for the message.
        guard top.declaresAction(named: name) else {
            let actions = topActionNames
            let commandNames = commands.commands.map(\.name)
            let suggestions = Suggestions.closest(to: name, among: actions)
            let merged = suggestions + Suggestions.closest(to: name, among: commandNames).filter { !suggestions.contains($0) }
            let hint = merged.isEmpty ? "" : "; did you mean \(merged.prefix(3).joined(separator: " or "))?"
            let list = actions.isEmpty ? "it has none" : "its actions are \(actions.joined(separator: ", "))"
            throw .error("unknown command or action '\(displayed(name))' for \(top.moduleName) (\(list))\(hint)")
        }
        do {
            try session.perform(action: name, words: arguments)
        } catch {
            throw .error(TerminalEscaping.escape(String(describing: error)))
        }
    }

    /// The names of the actions the top screen offers (its own and its embedded children's).
    public var topActionNames: [String] {
        session.top?.availableActions.map(\.action.name) ?? []
    }

    /// `path` as a command names it: relative to the running script's folder
    /// (like `source` and snapshots), else to the working directory.
    public func resolve(_ path: String) -> String {
        Paths.join(currentScript?.directory ?? ".", path)
    }

    /// Renders the top screen with the current width and colour and prints it.
    func printTopScreen() {
        guard let top = session.top else {
            output.write("(no module is open)\n")
            return
        }
        let text = ScreenRenderer(width: settings.width, color: settings.usesColor).render(top.makeScreen())
        output.write(text + "\n")
    }

    /// The top screen as plain text lines at the current width.
    func plainTopScreen() throws(CommandFailure) -> [String] {
        guard let top = session.top else { throw .error(TransitionError.emptyStack.shellMessage) }
        return ScreenRenderer(width: settings.width, color: false).renderLines(top.makeScreen())
    }
}
