import ViperRuntime

// MARK: - Scripts

extension ShellInterpreter {
    /// Runs every line of `source` as a script named by `context`, reporting
    /// failures as they are found (see `ScriptLoop`).
    public func runLines<Source: LineSource>(_ source: inout Source, context: ScriptContext) {
        scripts.append(context)
        defer { scripts.removeLast() }
        var loop = ScriptLoop(interpreter: self, context: context)
        loop.runLines(&source)
    }

    /// Runs the script file at `path` (its lines in this session). When it
    /// cannot be read, the failure is located at the file, so its reason does
    /// not name the file again.
    public func runScript(atPath path: String) {
        switch Paths.read(path, namingPath: false) {
        case .success(let bytes):
            var source = BufferLineSource(bytes: bytes)
            runLines(&source, context: .file(path))
        case .failure(let failure):
            report(ShellFailure(location: SourceLocation(file: path, line: 0), message: failure.message))
        }
    }

    var shouldStop: Bool { options.stopsAtFirstFailure && failureCount > 0 }
}
