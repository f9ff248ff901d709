extension ShellInterpreter {
    /// One script being run: where its lines come from and what relative paths mean in it.
    package struct ScriptContext: Sendable {
        /// The name in reports (`Tests/Scenarios/cars.vsh`, `<stdin>`).
        package var name: String
        /// The script file, when there is one (snapshots live beside it).
        package var path: String?
        /// The folder `source` resolves relative paths in.
        package var directory: String
        var canonicalPath: String?

        package init(name: String, path: String?, directory: String) {
            self.name = name
            self.path = path
            self.directory = directory
            canonicalPath = path.flatMap(Paths.canonical)
        }

        /// The context of the script file at `path`.
        package static func file(_ path: String) -> ScriptContext {
            ScriptContext(name: path, path: path, directory: Paths.directory(of: path))
        }
    }
}
