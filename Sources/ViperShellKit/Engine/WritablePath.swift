#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file cannot be written at a path, said as what the path is (`x is
/// a file, not a folder`, `/proc/version is not writable`) rather than as
/// the system's error (`Not a directory`, `No such file or directory`, which
/// `/proc` answers for a file it will not create beside `version`).
enum WritablePath {
    /// The system errors that what is at the path explains (no such folder,
    /// not a folder, a folder, no permission, read-only); any other (a full
    /// disk) is said as the system says it.
    static let explainedErrors: Set<Int32> = [ENOENT, ENOTDIR, EISDIR, EACCES, EPERM, EROFS]

    /// What is wrong with writing a file at `path`, found by looking at the
    /// path, when writing it failed with one of `explainedErrors`; nil when
    /// nothing there explains the failure, which the system's error then tells.
    static func problem(writingFileAt path: String) -> String? {
        if let blocked = firstNonFolderAbove(path) { return "\(displayed(blocked, limit: 200)) is \(kind(of: blocked)), not a folder" }
        if Paths.isDirectory(path) { return "\(displayed(path, limit: 200)) is a folder, not a file" }
        var status = stat()
        if lstat(path, &status) == 0 { return "\(displayed(path, limit: 200)) is not writable" }
        // The folder is there and the file is not: the folder would not take it (no permission, a
        // read-only or special file system such as /proc, which answers "No such file or directory").
        let folder = Paths.directory(of: path)
        if Paths.isDirectory(folder) {
            return "\(displayed(folder, limit: 200)) is not writable: \(displayed(path, limit: 200)) cannot be made in it"
        }
        return nil
    }

    /// What is wrong with making the folder `path` (and the folders above it), or nil.
    static func problem(makingFolderAt path: String) -> String? {
        if let blocked = firstNonFolderAbove(path + "/-") { return "\(displayed(blocked, limit: 200)) is \(kind(of: blocked)), not a folder" }
        return nil
    }

    /// The first folder on the way to `path` (not `path` itself) that exists and is not a folder.
    private static func firstNonFolderAbove(_ path: String) -> String? {
        var prefix = path.hasPrefix("/") ? "/" : ""
        let components = path.split(separator: "/")
        for component in components.dropLast() {
            prefix += component
            var status = stat()
            if stat(prefix, &status) == 0 && (status.st_mode & S_IFMT) != S_IFDIR { return prefix }
            prefix += "/"
        }
        return nil
    }

    /// `a file`, or what else is there (`a device`, `a FIFO`).
    private static func kind(of path: String) -> String {
        let name = Paths.kindName(of: path)
        return name == "a regular file" ? "a file" : name
    }
}
