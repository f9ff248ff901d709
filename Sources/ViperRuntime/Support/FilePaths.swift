/// Path text, the one implementation of joining and splitting paths in the package.
///
/// Paths stay strings so that reports show them as the user wrote them. The
/// shell's `Paths`, `DataFile` and the history code all call these.
package enum FilePaths {
    /// `path` taken relative to `directory` unless it is absolute; a bare
    /// `path` when `directory` is empty or `.`.
    package static func join(_ directory: String, _ path: String) -> String {
        if path.hasPrefix("/") || directory.isEmpty || directory == "." { return path }
        return directory.hasSuffix("/") ? directory + path : directory + "/" + path
    }

    /// The folder part of `path`: `.` for a bare name, `/` for a name in the root.
    package static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    /// The last component of `path`.
    package static func fileName(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }
}
