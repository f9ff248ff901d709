import ViperRuntime

// MARK: - Interactive lines

extension ShellInterpreter {
    /// Runs one line typed by a person: errors and failed assertions are
    /// printed at once, and nothing stops the loop. Returns false after `quit`.
    @discardableResult
    public func executeInteractively(_ line: String) -> Bool {
        wasInterrupted = false
        lastFailureWasUnexpectedCalls = false
        let words: [Word]
        do {
            words = try Tokenizer.words(of: line)
        } catch {
            previous = .failed(error.message)
            printError(error.message, column: error.column)
            noteForRecording(line, words: [], failure: error.message)
            return true
        }
        guard !words.isEmpty else { return true }
        if settings.echo && mode != .interactive { output.write("> " + TerminalEscaping.escape(line) + "\n") }
        lineBeingRunBytes = ArraySlice(line.utf8)
        defer { lineBeingRunBytes = nil }
        do {
            let outcome = try execute(words, at: SourceLocation(file: "<input>", line: 0))
            previous = .succeeded
            noteForRecording(line, words: words, outcome: outcome, failure: nil)
        } catch {
            switch error {
            case .error(let message, let column):
                previous = .failed(message)
                printError(message, column: column)
            case .assertion(let message, let details):
                previous = .succeeded
                failureCount += 1
                output.writeError((["expect failed: " + ShellFailure.shown(message)] + details).joined(separator: "\n") + "\n")
            }
            noteForRecording(line, words: words, failure: error.message)
        }
        if hasQuit { finishRecording() }
        return !hasQuit
    }
}
