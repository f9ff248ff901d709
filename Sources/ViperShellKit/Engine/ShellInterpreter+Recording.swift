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
        guard !journal.isOverBudget else {
            throw .error("record: the commands since the session began are over \(RecordingJournal.byteLimit >> 20) MiB, "
                + "more than a recording's setup keeps; start recording earlier, or in a fresh session")
        }
        recording = try ScriptRecording(
            path: path, writesSnapshots: writesSnapshots, setup: journal.lines + activeStubLines(), interpreter: self)
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

/// The successful lines that led to the session's current state: every
/// line since the session began that may have changed it (its stack,
/// settings, variables, clock or the data its services hold, which outlive
/// any `open`), with the lines of a sourced script in place of its `source`
/// line. A recording starts with them, marked as setup, so it replays from a
/// new session wherever `record` was typed. Which line goes in comes from the
/// role its command declares (`RecordingRole`).
struct RecordingJournal {
    /// The most bytes of lines kept: 16 MiB. A session that runs more before
    /// `record` cannot be rebuilt by a recording, and `record` says so.
    static let byteLimit = 16 << 20

    private(set) var lines: [String] = []
    /// Whether a line changed the stub rules or strict-calls (`stub`, `set strict-calls`).
    var hasChangedStubs = false
    /// The bytes of `lines`.
    private var bytes = 0
    /// Whether the lines passed `byteLimit`: they are dropped, and a recording cannot start from them.
    private(set) var isOverBudget = false

    /// Notes `line`; one whose failure `check` accepts goes in with that check after it.
    mutating func note(_ line: String, role: RecordingRole, acceptedBy check: String? = nil) {
        guard role == .recorded, !isOverBudget else { return }
        bytes += line.utf8.count + (check?.utf8.count ?? 0)
        guard bytes <= Self.byteLimit else {
            isOverBudget = true
            lines = []
            return
        }
        lines.append(line)
        check.map { lines.append($0) }
    }

    /// Whether `words` (a whole line) change the stub rules or strict-calls.
    static func changesStubs(_ words: [Word]) -> Bool {
        guard let first = words.first?.text else { return false }
        return first == ShellCommandDefinition.stub.name
            || (first == ShellCommandDefinition.set.name && words.count > 1 && words[1].text == ShellOption.strictCalls.name)
    }
}
