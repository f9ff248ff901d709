import ViperRuntime

/// A session being written down as a `.vsh` scenario (`record <file>`).
///
/// The file starts with the setup: the lines that rebuild the session as it
/// was when the recording began (the interpreter's journal), then
/// assertions that pin that state. After it, every line the session runs
/// successfully is written as it was typed; each one that may change the
/// screen is followed by assertions that pin its result (`expect top`,
/// `expect depth`, `expect screen contains` with the screen's title, and
/// with `snapshots` an `expect snapshot` and its file). A failed line becomes
/// a comment with its error. Each line's text is appended to the file in one
/// write, so the file is whole after every line and a long recording costs
/// time linear in its length.
@MainActor
public final class ScriptRecording {
    /// The script being written.
    public let path: String
    /// Whether each step also gets an `expect snapshot` and its file.
    public let writesSnapshots: Bool
    /// How many lines written so far are commands (not comments).
    public private(set) var commandLineCount = 0
    private var snapshotCount = 0
    /// The lines of the step being written, appended to the file together.
    private var pendingLines: [String] = []
    private var file: AppendingFile?

    /// The file's first line.
    static let header = "# recorded with 'record'"
    /// The comment before the setup, when there is one.
    static let setupMarker = "# setup: what led to the session as it was when recording began"
    /// The comment after the setup and the assertions that pin it.
    static let recordedMarker = "# recorded from here"

    /// Starts the recording at `path` with `setup` (the lines that led to
    /// the session's current state), pinning that state when a module is
    /// open; writes the file at once.
    init(path: String, writesSnapshots: Bool, setup: [String], interpreter: ShellInterpreter) throws(CommandFailure) {
        self.path = path
        self.writesSnapshots = writesSnapshots
        add(Self.header)
        if !setup.isEmpty {
            add(Self.setupMarker)
            setup.forEach { add($0) }
        }
        if interpreter.session.top != nil { try pin(interpreter) }
        if !setup.isEmpty { add(Self.recordedMarker) }
        try Paths.write(pendingLines.map { $0 + "\n" }.joined(), to: path, createFolders: true)
        pendingLines = []
        do {
            file = try AppendingFile(path: path)
        } catch {
            throw .error(error.description)
        }
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
    /// with `failure`. A line that ran but whose failure a check accepts
    /// (`acceptedBy`: an `expect error` line, for an unexpected call under
    /// strict-calls) is written with that check right after it.
    func note(
        _ line: String, treatment: Treatment, failure: String?, acceptedBy check: String? = nil, interpreter: ShellInterpreter
    ) throws(CommandFailure) {
        let typed = line.trimmingBlanks
        if let failure, check == nil {
            guard treatment != .skipped else { return }
            add("# failed: \(displayed(typed, limit: 200)): \(displayed(failure, limit: 200))")
        } else {
            switch treatment {
            case .skipped: return
            case .asTyped:
                add(typed)
                check.map { add($0) }
            case .pinned:
                add(typed)
                check.map { add($0) }
                try pin(interpreter)
            }
        }
        try appendPendingLines()
    }

    /// Adds `line` to the step being written.
    private func add(_ line: String) {
        pendingLines.append(line)
        if !line.hasPrefix("#") { commandLineCount += 1 }
    }

    /// Appends the step's lines to the file, in one write.
    private func appendPendingLines() throws(CommandFailure) {
        defer { pendingLines = [] }
        guard let file else { return }
        do {
            try file.append(pendingLines.map { $0 + "\n" }.joined())
        } catch {
            throw .error(error.description)
        }
    }

    /// The assertions that hold for the session as it is now.
    private func pin(_ interpreter: ShellInterpreter) throws(CommandFailure) {
        let session = interpreter.session
        guard let top = session.top else {
            add("expect depth 0")
            return
        }
        add("expect top \(top.moduleName)")
        add("expect depth \(session.stack.depth)")
        let screen = top.makeScreen()
        // The first line of the title as a replay at the default width (or a
        // narrower `set width`, which is recorded too) renders it.
        let width = min(ScreenRenderer.defaultWidth, interpreter.settings.width)
        if let title = ScreenRenderer(width: width, color: false).renderLines(screen).first, let word = Self.literalWord(title) {
            add("expect screen contains \(word)")
        }
        if writesSnapshots {
            snapshotCount += 1
            let name = "step-\(snapshotCount)"
            try Snapshots.write(Snapshots.text(of: screen), forScript: path, name: name)
            add("expect snapshot \(name)")
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
}

extension String {
    /// Without leading and trailing spaces and tabs.
    var trimmingBlanks: String {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else { return "" }
        return String(self[first...last])
    }
}
