/// File and folder names for commands that take a path (`source`, `dump`, `run`).
@MainActor
public enum PathCompletion {
    /// Paths that start with `prefix`, relative to the working directory;
    /// folders end with `/`; hidden names only when `prefix` names one.
    public static func candidates(matching prefix: String) -> [String] {
        let folder: String
        let namePrefix: String
        if let slash = prefix.lastIndex(of: "/") {
            folder = String(prefix[...slash])
            namePrefix = String(prefix[prefix.index(after: slash)...])
        } else {
            folder = ""
            namePrefix = prefix
        }
        let listed = Paths.entries(in: folder.isEmpty ? "." : folder)
        return listed.filter { $0.hasPrefix(namePrefix) && (namePrefix.hasPrefix(".") || !$0.hasPrefix(".")) }
            .map { name in
                let path = folder + name
                return Paths.isDirectory(path) ? path + "/" : path
            }
    }
}
