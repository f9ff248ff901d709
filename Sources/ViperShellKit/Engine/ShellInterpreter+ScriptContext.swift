extension ShellInterpreter {
    /// One script being run: where its lines come from and what relative paths mean in it.
    public struct ScriptContext: Sendable {
        /// The name in reports (`Tests/Scenarios/cars.vsh`, `<stdin>`).
        public var name: String
        /// The script file, when there is one (snapshots live beside it).
        public var path: String?
        /// The folder `source` resolves relative paths in.
        public var directory: String
        var canonicalPath: String?

        public init(name: String, path: String?, directory: String) {
            self.name = name
            self.path = path
            self.directory = directory
            canonicalPath = path.flatMap(Paths.canonical)
        }

        /// The context of the script file at `path`.
        public static func file(_ path: String) -> ScriptContext {
            ScriptContext(name: path, path: path, directory: Paths.directory(of: path))
        }
    }
}
