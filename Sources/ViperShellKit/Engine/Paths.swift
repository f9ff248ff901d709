import ViperRuntime
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
        var status = stat()
        return stat(path, &status) == 0
    }

    /// The bytes of a file, or a one-line reason it cannot be read.
    static func read(_ path: String) -> Result<[UInt8], CommandFailure> {
        if isDirectory(path) { return .failure(.error("\(path) is a folder, not a file")) }
        do {
            guard let bytes = try DataFile.contents(atPath: path) else { return .failure(.error("no such file: \(path)")) }
            return .success(bytes)
        } catch {
            return .failure(.error(error.description))
        }
    }

    /// The names in `folder` (not `.` and `..`), unsorted; empty when it cannot be listed.
    static func entries(in folder: String) -> [String] {
        guard let stream = opendir(folder) else { return [] }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// Writes `text` to `path`, creating folders first when asked; a failure
    /// is one line with the system's reason (`cannot write x: No such file or directory`).
    static func write(_ text: String, to path: String, createFolders: Bool = false) throws(CommandFailure) {
        if createFolders {
            if let failed = createDirectories(directory(of: path)) {
                throw .error("cannot create the folder \(failed): \(String(cString: strerror(errno)))")
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

    /// Creates `folder` and any missing folders above it (`mkdir -p`), new
    /// ones with `mode`. Returns the first folder that could not be made, with
    /// `errno` saying why, or nil when all are there.
    static func createDirectories(_ folder: String, mode: mode_t = 0o755) -> String? {
        var prefix = folder.hasPrefix("/") ? "/" : ""
        for component in folder.split(separator: "/") {
            prefix += component
            if mkdir(prefix, mode) != 0 && errno != EEXIST { return prefix }
            prefix += "/"
        }
        return nil
    }

    /// Every `.vsh` file under `folder`, recursively, sorted by path. Links to
    /// folders are not followed, so a link loop cannot make the walk endless.
    static func scripts(under folder: String) -> [String] {
        let base = folder.hasSuffix("/") && folder.count > 1 ? String(folder.dropLast()) : folder
        var found: [String] = []
        var pending = [base]
        while let current = pending.popLast() {
            for name in entries(in: current) {
                let path = join(current, name)
                var status = stat()
                guard lstat(path, &status) == 0 else { continue }
                if (status.st_mode & S_IFMT) == S_IFDIR {
                    pending.append(path)
                } else if name.hasSuffix(".vsh") {
                    found.append(path)
                }
            }
        }
        return found.sorted()
    }
}

/// Text shown inside one-line messages: control characters escaped, and long
/// words shortened so a 1 MiB word cannot flood the terminal.
func displayed(_ word: String, limit: Int = TerminalEscaping.displayLimit) -> String {
    TerminalEscaping.displayed(word, limit: limit)
}
