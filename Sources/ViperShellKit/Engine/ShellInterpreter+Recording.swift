import ViperRuntime

// MARK: - Recording

extension ShellInterpreter {
    /// Starts writing the session to `path` (`record <file>`): the file
    /// begins with the lines that led to the current state (the journal,
    /// marked as setup), then records every line that follows.
    func startRecording(to path: String, writesSnapshots: Bool, replacing: Bool) throws(CommandFailure) {
        if let recording {
            throw .error("already recording to \(displayed(recording.path, limit: 200)); type 'record stop' first")
        }
        if !replacing && Paths.exists(path) {
            throw .error("\(displayed(path, limit: 200)) exists; 'record \(displayed(path, limit: 200)) replace' overwrites it")
        }
        let snapshots = Paths.snapshotFolder(forScript: path)
        if writesSnapshots && !replacing && Paths.exists(snapshots) {
            throw .error("\(displayed(snapshots, limit: 200)) exists; 'record \(displayed(path, limit: 200)) snapshots replace' overwrites its snapshots")
        }
        let setup = try journal.readLines()
        recording = try ScriptRecording(
            path: path, writesSnapshots: writesSnapshots, setup: setup + activeStubLines(), interpreter: self)
    }

    /// Ends the recording in progress, if any, and says where it went.
    func finishRecording() {
        guard let recording else { return }
        self.recording = nil
        let count = recording.commandLineCount
        output.write("recorded \(count) line\(count == 1 ? "" : "s") to \(displayed(recording.path, limit: 200))\n")
    }

    /// Ends the recording when the session ends (Ctrl-D, the end of a batch).
    public func sessionDidEnd() {
        finishRecording()
    }

    /// The hook every line of the interactive shell or a batch passes
    /// through once it has run, typed or run by `source`: the journal of how
    /// the session got here, and (for a typed line, `isTyped`) the recording.
    func noteForRecording(
        _ line: String, words: [Word], outcome: ShellCommandDefinition.Outcome = .done, failure: String?, isTyped: Bool = true
    ) {
        // A line that failed only by its unexpected calls ran all the same:
        // it is written down with the check that accepts its failure.
        let check = failure != nil && lastFailureWasUnexpectedCalls ? Self.unexpectedCallCheck(failure ?? "") : nil
        let (treatment, role) = ScriptRecording.treatment(of: words, outcome: outcome, commands: commands)
        if failure == nil || check != nil, treatment != .skipped {
            journal.note(line.trimmingBlanks, role: role, acceptedBy: check)
            if RecordingJournal.changesStubs(words) { journal.hasChangedStubs = true }
        }
        guard isTyped, let recording else { return }
        do {
            let written = failure == nil && role == .runsScript ? sourceLine(line, words: words, from: recording) : line
            try recording.note(written, treatment: treatment, failure: failure, acceptedBy: check, interpreter: self)
        } catch {
            self.recording = nil
            output.writeError("error: recording stopped: \(error.message)\n")
        }
    }
}

extension ShellInterpreter {
    /// `expect error "unexpected call cars.fetchAll"`: the check that accepts
    /// the failure `message` of a line that made an unexpected call.
    fileprivate static func unexpectedCallCheck(_ message: String) -> String {
        let text = message.split(separator: " ", omittingEmptySubsequences: false).prefix(3).joined(separator: " ")
        return "expect error " + Tokenizer.quoted(text, alwaysQuoted: true)
    }

    /// The stub rules and strict-calls as they are now, for a recording's
    /// setup: after the journal (whose lines rebuild the session, calls and
    /// used-up rules included), `stub clear` and each active rule, so the
    /// recording starts from exactly these rules however they were added.
    /// Nothing when no rule, strict-calls or stub line is involved.
    fileprivate func activeStubLines() -> [String] {
        let endpoints = session.services.endpoints
        guard journal.hasChangedStubs || !endpoints.rules.isEmpty || endpoints.strictCalls else { return [] }
        return ["# the stub rules active when recording began", "stub \(StubRequest.clearWord)"]
            + endpoints.rules.map { "stub \($0)" }
            + ["set strict-calls \(endpoints.strictCalls ? "on" : "off")"]
    }

    /// A typed `source <file>` as the recording must write it: the file as
    /// seen from the recording's folder, where the replay looks for it. As
    /// typed when the path mentions a variable or cannot be resolved.
    fileprivate func sourceLine(_ line: String, words: [Word], from recording: ScriptRecording) -> String {
        guard words.count == 2, !words[1].text.contains("$"),
              let relative = Paths.relative(resolve(words[1].text), from: Paths.directory(of: recording.path))
        else { return line }
        guard !relative.contains("$") else { return line }
        return words[0].text + " " + Tokenizer.quoted(relative)
    }
}
