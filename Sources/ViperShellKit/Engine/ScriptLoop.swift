import ViperRuntime

/// The lines of one running script, one after another, in an interpreter's
/// session: reads each line, runs it, and decides what its failure means.
///
/// A failing command fails the script unless the next command line checks it
/// (`expect error ...`, as `expect` declares): its failure waits in `pending`
/// until that line shows whether it was expected. An assertion that does not
/// hold is reported at once. The loop stops at `quit`, at an interrupt, and
/// at the first reported failure when the interpreter stops at failures.
@MainActor
struct ScriptLoop {
    let interpreter: ShellInterpreter
    let context: ShellInterpreter.ScriptContext
    private var lineNumber = 0
    private var pending = PendingFailure()
    /// One array for every line's words, reused from line to line.
    private var words: [Word] = []

    init(interpreter: ShellInterpreter, context: ShellInterpreter.ScriptContext) {
        self.interpreter = interpreter
        self.context = context
    }

    /// Runs every line of `source`.
    mutating func runLines<Source: LineSource>(_ source: inout Source) {
        let shell = interpreter
        while !shell.hasQuit, !shell.shouldStop, !shell.wasInterrupted, let bytes = source.nextLineSlice() {
            lineNumber += 1
            shell.lastFailureWasUnexpectedCalls = false
            var location = SourceLocation(file: context.name, line: lineNumber)
            if shell.options.interruptRequested() {
                shell.wasInterrupted = true
                pending.drop()
                shell.report(.error("interrupted", column: nil), at: location)
                break
            }
            // Spelled only when something shows or records the line: most lines never need it.
            lazy var line = String(decoding: bytes, as: UTF8.self)
            do {
                try Tokenizer.readWords(ofBytes: bytes, into: &words)
            } catch {
                if reportPending(expected: false) { break }
                location.column = error.column
                shell.previous = .failed(error.message)
                pending.hold(.error(error.message, column: error.column), at: location)
                noteForRecording(line, words: [], failure: error.message)
                continue
            }
            guard !words.isEmpty else { continue }
            if reportPending(expected: pending.isHolding && shell.commands.checksPreviousFailure(words)) { break }
            if shell.settings.echo { shell.output.write("> " + TerminalEscaping.escape(line) + "\n") }
            shell.options.commandObserver?(line, location)
            shell.lineBeingRunBytes = bytes
            defer { shell.lineBeingRunBytes = nil }
            do {
                let outcome = try shell.execute(words, at: location, mayMentionVariables: bytes.contains(UInt8(ascii: "$")))
                shell.previous = .succeeded
                noteForRecording(line, words: words, outcome: outcome, failure: nil)
            } catch {
                switch error {
                case .error(let message, let column):
                    location.column = column
                    shell.previous = .failed(message)
                    pending.hold(error, at: location)
                case .assertion:
                    shell.previous = .succeeded
                    shell.report(error, at: location)
                }
                noteForRecording(line, words: words, failure: error.message)
            }
        }
        _ = reportPending(expected: false)
    }

    /// Reports the waiting failure unless `expected`; true when the script must stop.
    private mutating func reportPending(expected: Bool) -> Bool {
        guard let (location, failure) = pending.take() else { return false }
        guard !expected else { return false }
        interpreter.report(failure, at: location)
        return interpreter.shouldStop
    }

    /// Outside scenarios, every line goes into the journal of how the session
    /// got here (a later recording's setup); a batch's own lines are also
    /// recorded, the lines of the scripts it (or a typed `source`) runs are not.
    private func noteForRecording(
        _ line: @autoclosure () -> String, words: [Word], outcome: ShellCommandDefinition.Outcome = .done, failure: String?
    ) {
        guard interpreter.mode != .script else { return }
        let isTyped = interpreter.mode == .batch && interpreter.scripts.count == 1
        // A line that failed only by its unexpected calls ran, and rebuilds the session too.
        guard isTyped || failure == nil || interpreter.lastFailureWasUnexpectedCalls else { return }
        interpreter.noteForRecording(line(), words: words, outcome: outcome, failure: failure, isTyped: isTyped)
    }
}

/// A script's failed command line, held until the next command line shows
/// whether it was expected.
struct PendingFailure {
    private var waiting: (location: SourceLocation, failure: CommandFailure)?

    /// Whether a failure is waiting.
    var isHolding: Bool { waiting != nil }

    /// Holds `failure` of the line at `location`.
    mutating func hold(_ failure: CommandFailure, at location: SourceLocation) {
        waiting = (location, failure)
    }

    /// The waiting failure, if any, no longer waiting.
    mutating func take() -> (SourceLocation, CommandFailure)? {
        defer { waiting = nil }
        return waiting
    }

    /// Forgets the waiting failure (an interrupt ends the script).
    mutating func drop() {
        waiting = nil
    }
}
