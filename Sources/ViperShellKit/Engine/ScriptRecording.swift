import ViperRuntime

/// A session being written down as a `.vsh` scenario (`record <file>`, SPEC §12).
///
/// Every line the session runs successfully is written as it was typed;
/// each one that may change the screen is followed by assertions that pin
/// its result (`expect top`, `expect depth`, `expect screen contains` with
/// the screen's title, and with `snapshots` an `expect snapshot` and its
/// file). A failed line becomes a comment with its error. The file is
/// rewritten after every line, so it is complete whenever the session ends.
@MainActor
public final class ScriptRecording {
    /// The script being written.
    public let path: String
    /// Whether each step also gets an `expect snapshot` and its file.
    public let writesSnapshots: Bool
    /// The lines written so far.
    public private(set) var lines: [String] = []
    private var snapshotCount = 0

    /// Starts the recording at `path` with `preamble` (the lines that led to
    /// the session's current state), pinning that state when a module is
    /// open; writes the file at once.
    init(path: String, writesSnapshots: Bool, preamble: [String], interpreter: ShellInterpreter) throws(CommandFailure) {
        self.path = path
        self.writesSnapshots = writesSnapshots
        lines = ["# recorded with 'record' (SPEC §12)"] + preamble
        if interpreter.session.top != nil { try pin(interpreter) }
        try save()
    }

    /// How a line is written down.
    enum Treatment: Equatable {
        /// Not at all: it only reads (`help`, `screen`, `dump`) or controls the recording.
        case skipped
        /// As typed.
        case asTyped
        /// As typed, then assertions that pin the screen it led to.
        case pinned
    }

    /// What becomes of `words` run successfully with `outcome`, by the role
    /// its command declares, with that role (an action's is `.recorded`).
    static func treatment(
        of words: [Word], outcome: ShellCommandDefinition.Outcome, commands: ShellCommandTable
    ) -> (treatment: Treatment, role: RecordingRole) {
        // A line that did not parse has no words; it is written down when it fails.
        guard let first = words.first else { return (.asTyped, .recorded) }
        // One lookup a line: every batch line passes through here.
        let role = commands.position(ofCommandNamed: first.text).map { commands.commands[$0].recording } ?? .recorded
        switch role {
        case .notRecorded:
            return (.skipped, role)
        // `expect error` checks a failed command, which is recorded as a comment.
        case .check where commands.checksPreviousFailure(words):
            return (.skipped, role)
        default:
            return (outcome == .screenMayHaveChanged ? .pinned : .asTyped, role)
        }
    }

    /// Writes down `line`, which ran successfully (`failure` nil) or failed
    /// with `failure`.
    func note(_ line: String, treatment: Treatment, failure: String?, interpreter: ShellInterpreter) throws(CommandFailure) {
        let typed = line.trimmingBlanks
        if let failure {
            guard treatment != .skipped else { return }
            lines.append("# failed: \(displayed(typed, limit: 200)): \(displayed(failure, limit: 200))")
        } else {
            switch treatment {
            case .skipped: return
            case .asTyped: lines.append(typed)
            case .pinned:
                lines.append(typed)
                try pin(interpreter)
            }
        }
        try save()
    }

    /// The assertions that hold for the session as it is now.
    private func pin(_ interpreter: ShellInterpreter) throws(CommandFailure) {
        let session = interpreter.session
        guard let top = session.top else {
            lines.append("expect depth 0")
            return
        }
        lines.append("expect top \(top.moduleName)")
        lines.append("expect depth \(session.stack.depth)")
        let screen = top.makeScreen()
        // The first line of the title as a replay at the default width (or a
        // narrower `set width`, which is recorded too) renders it.
        let width = min(ScreenRenderer.defaultWidth, interpreter.settings.width)
        if let title = ScreenRenderer(width: width, color: false).renderLines(screen).first, let word = Self.literalWord(title) {
            lines.append("expect screen contains \(word)")
        }
        if writesSnapshots {
            snapshotCount += 1
            let name = "step-\(snapshotCount)"
            try Snapshots.write(Snapshots.text(of: screen), forScript: path, name: name)
            lines.append("expect snapshot \(name)")
        }
    }

    /// `text` as one word that reads back as exactly `text`, with no `${`
    /// expanded: double-quoted, or single-quoted when it holds `${`; nil when
    /// it holds both `${` and a single quote, or is blank.
    static func literalWord(_ text: String) -> String? {
        let trimmed = text.trimmingBlanks
        guard !trimmed.isEmpty else { return nil }
        guard trimmed.contains("${") else { return Tokenizer.quoted(trimmed, alwaysQuoted: true) }
        guard !trimmed.contains("'") else { return nil }
        return "'" + trimmed + "'"
    }

    /// Rewrites the file with every line so far.
    func save() throws(CommandFailure) {
        try Paths.write(lines.joined(separator: "\n") + "\n", to: path, createFolders: true)
    }
}

extension String {
    /// Without leading and trailing spaces and tabs.
    var trimmingBlanks: String {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else { return "" }
        return String(self[first...last])
    }
}
