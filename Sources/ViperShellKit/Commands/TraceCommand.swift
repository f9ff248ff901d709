import ViperRuntime

extension ShellCommandDefinition {
    /// `trace [on|off|clear|export <file>]`: the session's message flow.
    public static let trace = ShellCommandDefinition(
        name: "trace",
        // The sub-word stays text, checked below: a choice's mismatch message would replace trace's own.
        parameters: [ActionParameter("subcommand", optional: true), ActionParameter("file", optional: true)],
        usage: "trace [on|off|clear|export <file.mmd|file.json>]",
        summary: "record the message flow; print it, or export it as Mermaid or JSON",
        details: ["'trace on' starts recording user actions, opens, closes and embeds, ModuleInput",
                  "configuration, ModuleOutput deliveries, timers, state changes and the hops",
                  "between a module's layers, each with its virtual time and frames; 'trace off'",
                  "stops, keeping the events; 'trace clear' forgets them. 'trace' prints them, one",
                  "a line. 'trace export f.mmd' writes a Mermaid sequenceDiagram, 'trace export",
                  "f.json' the events as JSON. In a script a relative file name is taken from the",
                  "script's folder; missing folders are created. The most recent",
                  "\(TraceRecorder.defaultCapacity) events are kept; the output says how many older ones were dropped."],
        recording: .notRecorded,
        completion: { arguments, current, _ in
            if arguments.isEmpty { return TraceSubcommand.allCases.map(\.rawValue) }
            if arguments == [TraceSubcommand.export.rawValue] { return PathCompletion.candidates(matching: current) }
            return []
        }
    ) { context, arguments in
        try context.interpreter.runTrace(arguments.text("subcommand"), file: arguments.text("file"))
        return .done
    }
}

/// The words `trace` takes first.
enum TraceSubcommand: String, CaseIterable {
    case on, off, clear, export
}

/// The file kinds `trace export` writes, chosen by the file name's extension.
enum TraceExportFormat {
    case mermaid, json

    init?(fileName: String) {
        if fileName.hasSuffix(".mmd") {
            self = .mermaid
        } else if fileName.hasSuffix(".json") {
            self = .json
        } else {
            return nil
        }
    }

    /// The exported text of `log`.
    func text(of log: TraceLog) -> String {
        switch self {
        case .mermaid: return TraceMermaidFormat.text(of: log)
        case .json: return TraceJSONFormat.text(of: log)
        }
    }
}

extension ShellInterpreter {
    /// `trace` with no `subcommand` prints the events; `file` is given only after `export`.
    fileprivate func runTrace(_ first: String?, file: String?) throws {
        let recorder = session.trace
        guard let first else {
            let lines = TraceTextFormat.text(of: recorder.log).split(separator: "\n")
            guard !lines.isEmpty else {
                output.write("(no events recorded; 'trace on' starts recording)\n")
                return
            }
            // Messages carry what the user typed (action arguments): escaped, a line at a time.
            output.write(lines.map { TerminalEscaping.escape(String($0)) + "\n" }.joined())
            return
        }
        guard let subcommand = TraceSubcommand(rawValue: first) else {
            throw CommandFailure.error(
                "trace: unknown word '\(displayed(first))' (usage: \(ShellCommandDefinition.trace.usage))")
        }
        switch (subcommand, file) {
        case (.on, nil):
            recorder.start()
        case (.off, nil):
            recorder.stop()
        case (.clear, nil):
            recorder.clear()
        case (.export, let file?):
            guard let format = TraceExportFormat(fileName: file) else {
                throw CommandFailure.error("trace export: \(displayed(file)) must end in .mmd (Mermaid) or .json")
            }
            // Like `dump` and snapshots: relative to the running script, folders created.
            try Paths.write(format.text(of: recorder.log), to: resolve(file), createFolders: true)
        default:
            // export without its file, or another sub-word with one
            throw CommandFailure.error("trace \(first): wrong number of arguments (usage: \(ShellCommandDefinition.trace.usage))")
        }
    }
}
