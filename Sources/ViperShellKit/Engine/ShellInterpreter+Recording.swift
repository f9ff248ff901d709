import ViperRuntime

// MARK: - Recording

extension ShellInterpreter {
    /// Starts writing the session to `path` (`record <file>`): the file
    /// begins with the lines that led to the current state (since the last
    /// `open`, plus `set` and `let`), then records every line that follows.
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
        recording = try ScriptRecording(
            path: path, writesSnapshots: writesSnapshots, preamble: journal.lines, interpreter: self)
    }

    /// Ends the recording in progress, if any, and says where it went.
    func finishRecording() {
        guard let recording else { return }
        self.recording = nil
        let count = recording.lines.count(where: { !$0.hasPrefix("#") })
        output.write("recorded \(count) line\(count == 1 ? "" : "s") to \(displayed(recording.path, limit: 200))\n")
    }

    /// Ends the recording when the session ends (Ctrl-D, the end of a batch).
    public func sessionDidEnd() {
        finishRecording()
    }

    /// The hook every typed (or batch) line passes through once it has run:
    /// the journal of how the session got here, and the recording.
    func noteForRecording(_ line: String, words: [Word], outcome: ShellCommandDefinition.Outcome = .done, failure: String?) {
        let (treatment, role) = ScriptRecording.treatment(of: words, outcome: outcome, commands: commands)
        if failure == nil, treatment != .skipped { journal.note(line.trimmingBlanks, role: role) }
        guard let recording else { return }
        do {
            try recording.note(line, treatment: treatment, failure: failure, interpreter: self)
        } catch {
            self.recording = nil
            output.writeError("error: recording stopped: \(error.message)\n")
        }
    }
}

/// The successful lines that led to the session's current state: those
/// since the stack's last reset (`open`, `route`), after the settings and
/// variables (`set`, `let`) typed before it. A recording starts with them,
/// so it replays from an empty stack. Which line is which comes from the
/// role its command declares (`RecordingRole`).
struct RecordingJournal {
    private var settings: [String] = []
    private var sinceReset: [String] = []
    private var settingsSinceReset: [String] = []

    var lines: [String] { settings + sinceReset }

    mutating func note(_ line: String, role: RecordingRole) {
        switch role {
        case .resetsStack:
            settings += settingsSinceReset
            settingsSinceReset = []
            sinceReset = [line]
        case .setting:
            if sinceReset.isEmpty {
                settings.append(line)
            } else {
                sinceReset.append(line)
                settingsSinceReset.append(line)
            }
        case .check, .notRecorded:
            break
        case .recorded:
            if !sinceReset.isEmpty { sinceReset.append(line) }
        }
    }
}
