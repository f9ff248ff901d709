/// What a failing scenario leaves behind for `run --artifacts DIR`: the
/// session as it was at its first failure.
public struct FailureArtifacts: Sendable, Equatable {
    /// The top module's screen, plain (no colour), or `(no module is open)`.
    public var screen: String
    /// The state dump (`dump` command format).
    public var dump: String
    /// The commands the scenario ran, in order, up to the failing one, each
    /// after a `# file:line` comment line: a script that can be run again.
    public var transcript: String
    /// The trace of the scenario as a Mermaid diagram, a participant per
    /// layer of each module, when a trace recorder ran.
    public var traceMermaid: String?
    /// The same trace in the compact form, a participant per module.
    package var traceMermaidCompact: String?

    public init(screen: String, dump: String, transcript: String, traceMermaid: String? = nil) {
        self.init(screen: screen, dump: dump, transcript: transcript, traceMermaid: traceMermaid, traceMermaidCompact: nil)
    }

    package init(screen: String, dump: String, transcript: String, traceMermaid: String?, traceMermaidCompact: String?) {
        self.screen = screen
        self.dump = dump
        self.transcript = transcript
        self.traceMermaid = traceMermaid
        self.traceMermaidCompact = traceMermaidCompact
    }

    /// The files to write, by name, in a fixed order.
    var files: [(name: String, contents: String)] {
        var files = [("screen.txt", screen), ("dump.json", dump), ("transcript.vsh", transcript)]
        if let traceMermaid { files.append(("trace.mmd", traceMermaid)) }
        if let traceMermaidCompact { files.append(("trace-compact.mmd", traceMermaidCompact)) }
        return files
    }
}

/// Records the commands a scenario runs, as `FailureArtifacts.transcript`:
/// at most `limit` bytes of them, the first ones, then a line counting the rest.
struct TranscriptRecorder {
    /// The most bytes of commands kept: 16 MiB.
    static let limit = 16 << 20
    private var kept = ""
    /// The commands that came after `limit` was reached.
    private var left = 0

    /// The commands kept, and a last line saying how many were left out, if any.
    var text: String {
        guard left > 0 else { return kept }
        return kept + "# \(left) more command\(left == 1 ? "" : "s") ran and \(left == 1 ? "is" : "are") not in this transcript: "
            + "it keeps \(Self.limit >> 20) MiB\n"
    }

    mutating func record(_ command: String, at location: SourceLocation) {
        let entry = "# \(location)\n\(command)\n"
        guard left == 0, kept.utf8.count + entry.utf8.count <= Self.limit else {
            left += 1
            return
        }
        kept += entry
    }
}
