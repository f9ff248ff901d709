import ViperRuntime

extension ShellCommandDefinition {
    /// `dump [file]`: the state dump to stdout or to a file.
    public static let dump = ShellCommandDefinition(
        name: "dump", parameters: [.file(optional: true)], summary: "write the state dump (JSON) to stdout or to a file",
        details: ["The dump (JSON, keys sorted, two-space indent) holds the virtual clock and every frame with its "
                  + "id, style, screen, state and embedded children.",
                  "In a script a relative file name is taken from the script's folder (interactively, from the "
                  + "current directory); missing folders are created."],
        recording: .notRecorded
    ) { context, words in
        if let file = words.first?.text {
            // Like `source` and snapshots: relative to the running script, folders created.
            // Streamed into the file chunk by chunk: a deep dump is never held whole.
            let session = context.session
            try Paths.write(to: context.resolve(file), createFolders: true) { (chunk: SafeFile.Chunk) throws(SafeFileError) in
                try session.writeDump(to: chunk)
            }
        } else {
            let session = context.session
            context.output.writeChunks { chunk in session.writeDump(to: chunk) }
        }
        return .done
    }
}
