import ViperRuntime

extension ShellCommandDefinition {
    /// `trace [on|off|clear|export <file> [compact]]`: the session's message flow.
    public static let trace = ShellCommandDefinition(
        name: "trace",
        // The words stay text, checked below: a choice's mismatch message would replace trace's own.
        parameters: [
            ActionParameter("subcommand", optional: true), ActionParameter("file", optional: true),
            ActionParameter("form", optional: true),
        ],
        usage: "trace [on|off|clear|export <file.mmd|file.json> [compact]]",
        summary: "record the message flow; print it, or export it as Mermaid or JSON",
        help: [.paragraph("'trace on' starts recording user actions, opens, closes and embeds, ModuleInput configuration, "
                  + "ModuleOutput deliveries, timers, state changes and the hops between a module's layers, each with "
                  + "its virtual time and frames; 'trace off' stops, keeping the events; 'trace clear' forgets them. "
                  + "'trace' prints them, one a line."),
               .paragraph("'trace export f.mmd' writes a Mermaid sequenceDiagram with a participant for each layer of each "
                  + "module (List#1 View); 'trace export f.mmd compact' one for each module (List#1), its "
                  + "layers folded into it. 'trace export f.json' writes the events as JSON. In a script a relative "
                  + "file name is taken from the script's folder; missing folders are created."),
               .paragraph("The most recent \(TraceRecorder.defaultCapacity) events are kept; the output says how many older ones were dropped.")],
        recording: .notRecorded,
        completion: { arguments, current, _ in
            if arguments.isEmpty { return TraceSubcommand.allCases.map(\.rawValue) }
            if arguments == [TraceSubcommand.export.rawValue] { return PathCompletion.candidates(matching: current) }
            if arguments.count == 2, arguments[0] == TraceSubcommand.export.rawValue, arguments[1].hasSuffix(".mmd") {
                return [TraceMermaidFormat.Form.compact.rawValue]
            }
            return []
        }
    ) { context, arguments in
        try context.interpreter.runTrace(arguments.words)
        return .done
    }
}

/// The words `trace` takes first.
enum TraceSubcommand: String, CaseIterable {
    case on, off, clear, export
}

/// The file kinds `trace export` writes, chosen by the file name's extension
/// (and, for Mermaid, the form after it).
enum TraceExportFormat {
    case mermaid(TraceMermaidFormat.Form), json

    init?(fileName: String) {
        if fileName.hasSuffix(".mmd") {
            self = .mermaid(.detailed)
        } else if fileName.hasSuffix(".json") {
            self = .json
        } else {
            return nil
        }
    }

    /// The exported text of `log`.
    func text(of log: TraceLog) -> String {
        switch self {
        case .mermaid(let form): return TraceMermaidFormat.text(of: log, form: form)
        case .json: return TraceJSONFormat.text(of: log)
        }
    }
}

extension ShellInterpreter {
    /// `trace` with no words prints the events; the file (and the form after it) are given only after `export`.
    /// A mistake is reported at the column of the word to blame.
    fileprivate func runTrace(_ words: [Word]) throws {
        let recorder = session.trace
        guard let first = words.first else {
            let lines = TraceTextFormat.text(of: recorder.log).split(separator: "\n")
            guard !lines.isEmpty else {
                output.write("(no events recorded; 'trace on' starts recording)\n")
                return
            }
            // Messages carry what the user typed (action arguments): escaped, a line at a time.
            output.write(lines.map { TerminalEscaping.escape(String($0)) + "\n" }.joined())
            return
        }
        let usage = ShellCommandDefinition.trace.usage
        guard let subcommand = TraceSubcommand(rawValue: first.text) else {
            let hint = Suggestions.hint(for: first.text, among: TraceSubcommand.allCases.map(\.rawValue), noun: "words", listLimit: 0)
            throw CommandFailure.error("trace: unknown word '\(displayed(first.text))'\(hint) (usage: \(usage))", column: first.column)
        }
        let file = words.dropFirst().first
        switch (subcommand, file) {
        case (.on, nil):
            recorder.start()
        case (.off, nil):
            recorder.stop()
        case (.clear, nil):
            recorder.clear()
        case (.export, let file?):
            guard var format = TraceExportFormat(fileName: file.text) else {
                throw CommandFailure.error(
                    "trace export: \(displayed(file.text)) must end in .mmd (Mermaid) or .json", column: file.column)
            }
            if let form = words.dropFirst(2).first {
                guard let chosen = TraceMermaidFormat.Form(rawValue: form.text), chosen == .compact else {
                    let hint = Suggestions.hint(
                        for: form.text, among: [TraceMermaidFormat.Form.compact.rawValue], noun: "forms", listLimit: 0)
                    throw CommandFailure.error(
                        "trace export: unknown word '\(displayed(form.text))' after the file\(hint) (usage: \(usage))",
                        column: form.column)
                }
                guard case .mermaid = format else {
                    throw CommandFailure.error(
                        "trace export: compact is a form of the Mermaid export (.mmd), not of \(displayed(file.text))",
                        column: form.column)
                }
                format = .mermaid(chosen)
            }
            // Like `dump` and snapshots: relative to the running script, folders created.
            try Paths.write(format.text(of: recorder.log), to: resolve(file.text), createFolders: true)
        case (.export, nil):
            throw CommandFailure.error("trace export: needs a file ending in .mmd or .json (usage: \(usage))")
        case (_, let extra?):
            // on, off or clear with a word after it
            throw CommandFailure.error("trace \(first.text): takes no more words, got '\(displayed(extra.text))' (usage: \(usage))",
                                       column: extra.column)
        }
    }
}
