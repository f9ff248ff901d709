import ViperRuntime

extension ShellCommandDefinition {
    /// `dump [file]`: the state dump (SPEC §6) to stdout or to a file.
    public static let dump = ShellCommandDefinition(
        name: "dump", usage: "dump [file]", summary: "write the state dump (JSON) to stdout or to a file",
        details: ["The dump (JSON, keys sorted, two-space indent) holds the virtual clock and every",
                  "frame with its id, style, screen, state and embedded children. In a script a",
                  "relative file name is taken from the script's folder (interactively, from the",
                  "current directory); missing folders are created."],
        arguments: 0...1,
        completion: { arguments, current, _ in arguments.isEmpty ? PathCompletion.candidates(matching: current) : [] }
    ) { shell, words in
        let text = shell.session.dumpText()
        if let file = words.first?.text {
            // Like `source` and snapshots: relative to the running script, folders created.
            try Paths.write(text, to: shell.resolve(file), createFolders: true)
        } else {
            shell.output.write(text)
        }
        return .done
    }
}
