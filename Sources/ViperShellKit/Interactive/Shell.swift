import ViperRuntime

/// A shell over one session: the interactive loop and the stdin batch.
///
///     let shell = try Shell(configuration: configuration)
///     let status = shell.runBatch(StreamLineSource())                 // stdin is a pipe (Shell(configuration:mode: .batch))
///     shell.runInteractive(reader: PlainLineReader())                 // stdin is a terminal
///
/// `completer` offers completions for a line editor that supports them.
@MainActor
public final class Shell {
    public let configuration: ShellConfiguration
    public let interpreter: ShellInterpreter
    /// Completions over this shell's session, for a line reader.
    public private(set) lazy var completer = ShellCompleter(interpreter: interpreter)
    /// The terminal's current width, asked before every interactive command so
    /// that screens follow resizes, until `set width` fixes one. The engine
    /// knows no terminal: the front end supplies this.
    public let terminalWidth: (@MainActor () -> Int)?
    /// The reader of the interactive loop, once it runs: the interpreter
    /// asks it for Ctrl-C and history.
    private let reader: AttachedReader

    /// Builds the session (the registry is filled now, so registration errors
    /// surface here). `outputIsColorableTerminal` decides `color auto`; `bail`
    /// stops a batch at its first failure.
    public init(
        configuration: ShellConfiguration, mode: ShellInterpreter.Mode = .interactive, bail: Bool = false,
        output: any ShellOutput = StandardOutput(), outputIsColorableTerminal: Bool = false,
        terminalWidth: (@MainActor () -> Int)? = nil
    ) throws {
        self.configuration = configuration
        self.terminalWidth = terminalWidth
        var settings = ShellSettings(
            color: mode == .interactive ? configuration.color : .off, width: configuration.width,
            outputIsColorableTerminal: outputIsColorableTerminal)
        settings.widthFollowsTerminal = terminalWidth != nil
        let reader = AttachedReader()
        self.reader = reader
        var options = ShellInterpreter.Options(mode: mode, stopsAtFirstFailure: bail)
        options.interruptRequested = { reader.current?.isInterruptPending ?? false }
        options.history = { reader.current?.history ?? [] }
        options.runScenarios = ScriptRunner.scenarioRunning(configuration: configuration, interruptRequested: options.interruptRequested)
        interpreter = ShellInterpreter(
            session: try configuration.makeSession(), commands: configuration.commands, settings: settings,
            output: output, options: options)
    }

    /// Reads and runs lines until end of input or `quit`. Errors are printed
    /// as one line and the loop goes on; Ctrl-C drops the line being typed.
    /// Returns the exit status (0).
    @discardableResult
    public func runInteractive(reader: any LineReader) -> Int32 {
        self.reader.current = reader
        if let greeting = configuration.greeting { interpreter.output.write(greeting + "\n") }
        while true {
            interpreter.output.flush()
            switch reader.readLine(prompt: prompt) {
            case .interrupted:
                continue
            case .endOfInput:
                interpreter.sessionDidEnd()
                interpreter.session.closeAll()
                return 0
            case .line(let line):
                if !line.allSatisfy({ $0 == " " || $0 == "\t" }) { reader.addHistory(line) }
                followTerminalWidth()
                guard interpreter.executeInteractively(line) else {
                    interpreter.session.closeAll()
                    return 0
                }
            }
        }
    }

    private func followTerminalWidth() {
        guard interpreter.settings.widthFollowsTerminal, let width = terminalWidth?() else { return }
        interpreter.followTerminalWidth(width)
    }

    /// Runs `source` as a batch named `name`: no prompts, no colour; a failed
    /// command is reported with its line number and the batch goes on (unless
    /// it was made with `bail`). Returns 1 if anything failed, else 0.
    public func runBatch<Source: LineSource>(_ source: Source, name: String = "<stdin>") -> Int32 {
        var lines = source
        interpreter.runLines(&lines, context: ShellInterpreter.ScriptContext(name: name, path: nil, directory: "."))
        interpreter.sessionDidEnd()
        interpreter.session.closeAll()
        return interpreter.failureCount > 0 ? 1 : 0
    }

    /// The prompt: the stack as a breadcrumb (`CarsList › CarDetail> `),
    /// showing at most the three top frames, after `[rec] ` while recording.
    public var prompt: String {
        (interpreter.recording == nil ? "" : "[rec] ")
            + Self.breadcrumb(of: interpreter.session.stack, empty: configuration.name) + "> "
    }

    /// `CarsList › CarDetail`, `… › A › B › C` for deep stacks, `empty` for none.
    public static func breadcrumb(of stack: TransitionStack, empty: String, limit: Int = 3) -> String {
        let frames = stack.frames
        guard !frames.isEmpty else { return empty }
        let shown = frames.suffix(limit).map(\.moduleName)
        return (frames.count > limit ? ["…"] + shown : Array(shown)).joined(separator: " › ")
    }
}

/// The line reader a shell's interactive loop reads from, held weakly so the
/// interpreter's questions (Ctrl-C? history?) reach it without owning it.
@MainActor
private final class AttachedReader {
    weak var current: (any LineReader)?
}
