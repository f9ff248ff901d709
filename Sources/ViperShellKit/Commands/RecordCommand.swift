import ViperRuntime

extension ShellCommandDefinition {
    /// `record <file> [snapshots] [replace]`, `record stop`: writes the session down as a scenario.
    public static let record = ShellCommandDefinition(
        name: "record",
        // The options stay text, in either order, checked below: a choice's
        // mismatch message would replace record's own.
        parameters: [ActionParameter("file"), ActionParameter("snapshots", optional: true),
                     ActionParameter("replace", optional: true)],
        usage: "record <file> [snapshots] [replace]",
        summary: "write the commands that follow into a scenario script",
        details: ["Starts with the setup: every line since the session began that changed it (a sourced script's "
                  + "lines in place of source), so the file replays from a new session. Then writes every command "
                  + "that succeeds as typed; each one that may change the screen is followed by expect top, expect "
                  + "depth and expect screen contains with the screen's title. Failed commands become comments with "
                  + "their error; dump, help, history and other read-only commands are left out.",
                  "snapshots: also an expect snapshot per step, its file under __snapshots__/.",
                  "replace: overwrite an existing file (without it, that is an error).",
                  "record stop, quit or Ctrl-D ends the recording; the file passes under 'run'."],
        recording: .notRecorded,
        completion: { arguments, current, _ in
            guard !arguments.isEmpty else { return ["stop"] + PathCompletion.candidates(matching: current) }
            return arguments.first == "stop" ? [] : RecordingOption.allCases.map(\.rawValue).filter { !arguments.contains($0) }
        }
    ) { context, arguments in
        try context.interpreter.record(arguments.text("file") ?? "", options: arguments.words.dropFirst().map(\.text))
        return .done
    }
}

/// What may follow the file in `record <file> ...`.
private enum RecordingOption: String, CaseIterable {
    case snapshots, replace
}

extension ShellInterpreter {
    /// `record <file> [options]`, or `record stop` (`stop` alone).
    fileprivate func record(_ file: String, options: [String]) throws(CommandFailure) {
        guard mode != .script else { throw .error("record is not available inside a scenario") }
        if file == "stop", options.isEmpty {
            guard recording != nil else { throw .error("nothing is being recorded") }
            finishRecording()
            return
        }
        var chosen: Set<RecordingOption> = []
        for word in options {
            guard let option = RecordingOption(rawValue: word) else {
                throw .error("record: '\(displayed(word))' is not an option (snapshots or replace)")
            }
            chosen.insert(option)
        }
        let path = resolve(file)
        try startRecording(to: path, writesSnapshots: chosen.contains(.snapshots), replacing: chosen.contains(.replace))
        output.write("recording to \(displayed(path, limit: 200)); 'record stop' ends it\n")
    }
}
