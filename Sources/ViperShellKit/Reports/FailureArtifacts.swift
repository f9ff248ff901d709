/// What a failing scenario leaves behind for `run --artifacts DIR`: the
/// session as it was at its first failure.
package struct FailureArtifacts: Sendable, Equatable {
    /// The top module's screen, plain (no colour), or `(no module is open)`.
    package var screen: String
    /// The state dump (`dump` command format).
    package var dump: String
    /// The commands the scenario ran, in order, up to the failing one, each
    /// after a `# file:line` comment line: a script that can be run again.
    package var transcript: String
    /// The trace of the scenario as a Mermaid diagram, a participant per
    /// layer of each module, when a trace recorder ran.
    package var traceMermaid: String?
    /// The same trace in the compact form, a participant per module.
    package var traceMermaidCompact: String?

    package init(screen: String, dump: String, transcript: String, traceMermaid: String? = nil, traceMermaidCompact: String? = nil) {
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

/// Records the commands a scenario runs, as `FailureArtifacts.transcript`.
struct TranscriptRecorder {
    private(set) var text = ""

    mutating func record(_ command: String, at location: SourceLocation) {
        text += "# \(location)\n\(command)\n"
    }
}
