import ViperRuntime

// MARK: - Reporting

extension ShellInterpreter {
    /// Reports `failure` at `location`: scripts add the screen to command
    /// errors, every mode adds it to failed assertions.
    func report(_ failure: CommandFailure, at location: SourceLocation) {
        var details: [String] = []
        switch failure {
        case .error:
            if mode == .script { details = screenReport() }
        case .assertion(_, let extra):
            details = extra + screenReport()
        }
        report(ShellFailure(location: location, message: failure.message, details: details))
    }

    /// Counts `failure` and hands it to the failure handler (or the error output).
    func report(_ failure: ShellFailure) {
        failureCount += 1
        if let handler = options.failureHandler {
            handler(failure)
        } else {
            output.writeError(failure.report + "\n")
        }
    }

    /// `error: column 4: ...`: a typed line's error, at once.
    func printError(_ message: String, column: Int?) {
        output.writeError("error: " + (column.map { "column \($0): " } ?? "") + ShellFailure.shown(message) + "\n")
    }

    /// The screen at this moment, for a failure report.
    func screenReport() -> [String] {
        guard let top = session.top else { return ["screen: (no module is open)"] }
        let lines = ScreenRenderer(width: settings.width, color: false).renderLines(top.makeScreen())
        return ["screen:"] + lines.map { $0.isEmpty ? "" : "  " + $0 }
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
