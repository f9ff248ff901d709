import ViperShellEngine

/// The interactive shell on a terminal: a `Shell` read by the libedit line
/// editor (editing, history in the shell's history file, completion, the
/// prompt in colour when colour is on) when stdin and stdout are both
/// terminals and libedit loads and sets up, by the plain reader otherwise
/// (Ctrl-C still drops the line being typed; a libedit that does not load is
/// said in one line on standard error). Screens follow the terminal's width
/// until `set width` fixes one.
@MainActor
struct InteractiveFrontEnd {
    let configuration: ShellConfiguration
    /// Where the shell writes (the CLI's one standard output).
    let output: StandardOutput
    /// Whether stdout is a terminal whose user has not asked for no colour (`color auto`).
    let colorableTerminal: Bool
    /// Whether screens take the terminal's width, measured before every command.
    let followsTerminalWidth: Bool
    /// A route path to open before the first prompt (`<name> route <path>`).
    var startRoute: String? = nil

    /// Runs the loop until end of input or `quit`; returns the exit status.
    func run() throws -> Int32 {
        var terminalWidth: (@MainActor () -> Int)?
        if followsTerminalWidth { terminalWidth = { @MainActor in TerminalInfo.width() } }
        let shell = try Shell(
            configuration: configuration, mode: .interactive, output: output, outputIsColorableTerminal: colorableTerminal,
            terminalWidth: terminalWidth)
        guard shell.openStartRoute(startRoute) else { return ExitStatus.usageError }
        let reader = makeReader(completer: shell.completer)
        defer { reader.close() }
        return shell.runInteractive(reader: reader)
    }

    private var colorPrompt: Bool {
        configuration.color == .on || (configuration.color == .auto && colorableTerminal)
    }

    private func makeReader(completer: any CompletionProvider) -> any LineReader {
        guard TerminalInfo.isTerminal(0), TerminalInfo.isTerminal(1) else { return PlainLineReader(handlesInterrupts: true) }
        return Self.terminalReader(shellName: configuration.name, loadingLibEdit: { LibEditLibrary.load() }) {
            LibEditLineReader(
                programName: configuration.name,
                store: HistoryStore(path: HistoryLocation(shellName: configuration.name).defaultPath()),
                completer: completer, colorPrompt: colorPrompt)
        }
    }

    /// The reader on a terminal: libedit's when `loadingLibEdit` loads the
    /// library (nil) and the reader sets up, else the plain reader; a library
    /// that does not load is said in one line on standard error first.
    static func terminalReader(
        shellName: String, loadingLibEdit: () -> String?, makeLibEditReader: () -> LibEditLineReader?
    ) -> any LineReader {
        if let problem = loadingLibEdit() {
            StandardOutput.writeError(LibEditLibrary.fallbackNotice(shellName: shellName, problem: problem))
            return PlainLineReader(handlesInterrupts: true)
        }
        guard let reader = makeLibEditReader() else { return PlainLineReader(handlesInterrupts: true) }
        // A command deaf to Ctrl-C (blocked, or endless) ends the shell 2 s after it.
        CommandWatchdog.shared.setInterruptPending { LineEditorSignals.isInterruptPending || LineEditorSignals.isHangupPending }
        return reader
    }
}
