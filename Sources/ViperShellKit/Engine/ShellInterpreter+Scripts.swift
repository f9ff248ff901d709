import ViperRuntime

// MARK: - Scripts

extension ShellInterpreter {
    /// Runs every line of `source` as a script named by `context`, reporting
    /// failures as they are found. A failing command fails the script unless
    /// the next command line is `expect error ...`: its failure waits as
    /// `pending` until the next command line shows whether it was expected.
    public func run<Source: LineSource>(_ source: inout Source, context: ScriptContext) {
        scripts.append(context)
        defer { scripts.removeLast() }
        var lineNumber = 0
        var pending: (SourceLocation, CommandFailure)?
        /// Reports the waiting failure unless `expected`; true when the script must stop.
        func settlePending(expected: Bool) -> Bool {
            guard let (pendingLocation, pendingFailure) = pending else { return false }
            pending = nil
            guard !expected else { return false }
            report(pendingFailure, at: pendingLocation)
            return shouldStop
        }
        // One array for every line's words, reused from line to line.
        var words: [Word] = []
        while !hasQuit, !shouldStop, !wasInterrupted, let bytes = source.nextLineSlice() {
            lineNumber += 1
            var location = SourceLocation(file: context.name, line: lineNumber)
            if options.interruptRequested() {
                wasInterrupted = true
                pending = nil
                report(.error("interrupted", column: nil), at: location)
                break
            }
            // Spelled only when something shows or records the line: most lines never need it.
            lazy var line = String(decoding: bytes, as: UTF8.self)
            do {
                try Tokenizer.readWords(ofBytes: bytes, into: &words)
            } catch {
                if settlePending(expected: false) { break }
                location.column = error.column
                previous = .failed(error.message)
                pending = (location, .error(error.message, column: error.column))
                recordIfTopLevel(line, words: [], failure: error.message)
                continue
            }
            guard !words.isEmpty else { continue }
            if settlePending(expected: pending != nil && commands.checksPreviousFailure(words)) { break }
            if settings.echo { output.write("> " + TerminalEscaping.escape(line) + "\n") }
            options.commandObserver?(line, location)
            do {
                let outcome = try execute(words, at: location, mayMentionVariables: bytes.contains(UInt8(ascii: "$")))
                previous = .succeeded
                recordIfTopLevel(line, words: words, outcome: outcome, failure: nil)
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
                recordIfTopLevel(line, words: words, failure: error.message)
            }
        }
        _ = settlePending(expected: false)
    }

    /// Runs the script file at `path` (its lines in this session). When it
    /// cannot be read, the failure is located at the file, so its reason does
    /// not name the file again.
    public func runScript(atPath path: String) {
        switch Paths.read(path, namingPath: false) {
        case .success(let bytes):
            var source = BufferLineSource(bytes: bytes)
            run(&source, context: .file(path))
        case .failure(let failure):
            report(ShellFailure(location: SourceLocation(file: path, line: 0), message: failure.message))
        }
    }

    var shouldStop: Bool { options.stopsAtFirstFailure && failureCount > 0 }

    /// A batch's own lines are recorded; the lines of the scripts it sources are not.
    private func recordIfTopLevel(
        _ line: @autoclosure () -> String, words: [Word], outcome: ShellCommandDefinition.Outcome = .done, failure: String?
    ) {
        guard scripts.count == 1, mode == .batch else { return }
        noteForRecording(line(), words: words, outcome: outcome, failure: failure)
    }
}
