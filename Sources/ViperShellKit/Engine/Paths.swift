import ViperRuntime
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Small path and file helpers; paths stay strings so reports show them as the user wrote them.
enum Paths {
    /// `path` taken relative to `directory` unless it is absolute.
    static func join(_ directory: String, _ path: String) -> String {
        if path.hasPrefix("/") || directory.isEmpty || directory == "." { return path }
        return directory.hasSuffix("/") ? directory + path : directory + "/" + path
    }

    /// The folder part of `path` (`.` for a bare name).
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    /// The last component of `path`.
    static func fileName(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// The file name without a `.vsh` extension.
    static func scriptName(of path: String) -> String {
        let name = fileName(of: path)
        return name.hasSuffix(".vsh") ? String(name.dropLast(4)) : name
    }

    /// The absolute path with links resolved, or nil when nothing is there.
    static func canonical(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    static func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
    }

    /// The bytes of a file, or a one-line reason it cannot be read.
    static func read(_ path: String) -> Result<[UInt8], CommandFailure> {
        if isDirectory(path) { return .failure(.error("\(path) is a folder, not a file")) }
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(.error(exists(path) ? "cannot read \(path)" : "no such file: \(path)"))
        }
        return .success([UInt8](data))
    }

    /// Writes `text` to `path`, creating folders first when asked; a failure
    /// is one line with the system's reason (`cannot write x: No such file or directory`).
    static func write(_ text: String, to path: String, createFolders: Bool = false) throws(CommandFailure) {
        if createFolders {
            do {
                try FileManager.default.createDirectory(atPath: directory(of: path), withIntermediateDirectories: true)
            } catch {
                throw .error("cannot create the folder of \(path)")
            }
        }
        guard let file = fopen(path, "w") else {
            throw .error("cannot write \(path): \(String(cString: strerror(errno)))")
        }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        let closed = fclose(file)
        guard written == bytes.count, closed == 0 else {
            throw .error("cannot write \(path): \(String(cString: strerror(errno)))")
        }
    }

    /// Every `.vsh` file under `folder`, recursively, sorted by path.
    static func scripts(under folder: String) -> [String] {
        let entries = (try? FileManager.default.subpathsOfDirectory(atPath: folder)) ?? []
        return entries.filter { $0.hasSuffix(".vsh") }
            .map { join(folder.hasSuffix("/") ? String(folder.dropLast()) : folder, $0) }
            .filter { !isDirectory($0) }
            .sorted()
    }
}

/// Text shown inside one-line messages: control characters escaped, and long
/// words shortened so a 1 MiB word cannot flood the terminal.
func displayed(_ word: String, limit: Int = 60) -> String {
    let escaped = TerminalEscaping.escape(word)
    return escaped.count > limit ? String(escaped.prefix(limit)) + "…" : escaped
}
