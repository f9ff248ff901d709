import ViperRuntime
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Small path and file helpers for the shell engine; paths stay strings so
/// reports show them as the user wrote them. Path text comes from the
/// runtime's `FilePaths` and every file is opened through `SafeFile` (regular
/// files only, 16 MiB, no NUL in paths, no writes through links).
enum Paths {
    /// `path` taken relative to `directory` unless it is absolute (`FilePaths.join`).
    static func join(_ directory: String, _ path: String) -> String {
        FilePaths.join(directory, path)
    }

    /// The folder part of `path`: `.` for a bare name (`FilePaths.directory(of:)`).
    static func directory(of path: String) -> String {
        FilePaths.directory(of: path)
    }

    /// The last component of `path`.
    static func fileName(of path: String) -> String {
        FilePaths.fileName(of: path)
    }

    /// The file name without its `.vsh` extension (in any letter case).
    static func scriptName(of path: String) -> String {
        let name = fileName(of: path)
        return isScriptName(name) ? String(name.dropLast(scriptExtension.count)) : name
    }

    /// A scenario's extension. A folder's scenarios are the files whose
    /// name ends in it in any letter case (`a.vsh`, `b.VSH`), so none is
    /// skipped because of how an editor or a file system wrote its name.
    static let scriptExtension = ".vsh"

    /// Whether a file named `name` is a scenario: its name ends in `.vsh`, in any letter case.
    static func isScriptName(_ name: String) -> Bool {
        let suffix = name.utf8.suffix(scriptExtension.utf8.count)
        return suffix.count == scriptExtension.utf8.count
            && zip(suffix, scriptExtension.utf8).allSatisfy { byte, lowercase in
                (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 0x20 == lowercase : byte == lowercase
            }
    }

    /// The folder that holds a script's snapshots: `<script folder>/__snapshots__/<script name>`.
    /// A script name that is empty or only dots (`.vsh`, `...vsh`) would name
    /// `__snapshots__` itself or a folder above it, so an empty name becomes `%`
    /// and each such dot `%2E` (`...vsh` keeps its snapshots in `__snapshots__/%2E%2E`).
    static func snapshotFolder(forScript script: String) -> String {
        var name = scriptName(of: script)
        if name.isEmpty {
            name = "%"
        } else if name.allSatisfy({ $0 == "." }) {
            name = String(repeating: "%2E", count: name.count)
        }
        return join(directory(of: script), "__snapshots__/" + name)
    }

    /// The absolute path with links resolved, or nil when nothing is there.
    static func canonical(_ path: String) -> String? {
        guard !path.utf8.contains(0), let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// `path` as seen from `directory` (`../lib/setup.vsh`), both resolved
    /// through `canonical(_:)`; nil when either is not there.
    static func relative(_ path: String, from directory: String) -> String? {
        guard let target = canonical(path), let base = canonical(directory) else { return nil }
        let targetParts = target.split(separator: "/")
        let baseParts = base.split(separator: "/")
        var shared = 0
        while shared < min(targetParts.count, baseParts.count) && targetParts[shared] == baseParts[shared] { shared += 1 }
        let ups = Array(repeating: "..", count: baseParts.count - shared)
        return (ups + targetParts[shared...].map(String.init)).joined(separator: "/")
    }

    static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return !path.utf8.contains(0) && stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    /// What is at `path`, for a message: `a regular file`, `a device`, `a
    /// symbolic link to nothing`, `nothing`.
    static func kindName(of path: String) -> String {
        var status = stat()
        guard !path.utf8.contains(0), lstat(path, &status) == 0 else { return "nothing is there" }
        if (status.st_mode & S_IFMT) == S_IFLNK {
            var target = stat()
            guard stat(path, &target) == 0 else { return "a symbolic link to nothing" }
            return "a symbolic link to " + (SafeFile.kindName(ofNonRegular: target.st_mode) ?? "a regular file")
        }
        return SafeFile.kindName(ofNonRegular: status.st_mode) ?? "a regular file"
    }

    static func exists(_ path: String) -> Bool {
        var status = stat()
        return !path.utf8.contains(0) && stat(path, &status) == 0
    }

    /// The bytes of a regular file, or a one-line reason it cannot be read.
    /// The reason names the path (`x.vsh: is a FIFO ...`) unless `namingPath`
    /// is false, for a report whose location already names it.
    static func read(_ path: String, namingPath: Bool = true) -> Result<[UInt8], CommandFailure> {
        do {
            return .success(try SafeFile.contents(of: path))
        } catch where error.reason == .notFound {
            let badName = path.contains(nonUTF8Escape)
            switch (badName, namingPath) {
            case (true, true): return .failure(.error("\(TerminalEscaping.escape(path)): \(nonUTF8NameReason)"))
            case (true, false): return .failure(.error(nonUTF8NameReason))
            case (false, true): return .failure(.error("no such file: \(displayed(path))"))
            case (false, false): return .failure(.error(error.message))
            }
        } catch {
            return .failure(.error(namingPath ? error.description : error.message))
        }
    }

    /// Why a file or folder whose name is not UTF-8 (listed escaped) cannot be opened.
    static let nonUTF8NameReason = "its name is not valid UTF-8 (shown escaped); rename it"

    /// The names in `folder` (not `.` and `..`), unsorted; empty when it cannot
    /// be listed. A name that is not UTF-8 is given with its bad bytes escaped
    /// (`bad\x{FF}.vsh`, see `displayName(ofEntryBytes:)`), so it is reported, not lost.
    static func entries(in folder: String) -> [String] {
        listing(of: folder)?.map(\.name) ?? []
    }

    /// One entry of a folder: its name as shown, whether it is a folder
    /// (links are not followed), and whether its name was not UTF-8.
    struct Entry {
        var name: String
        var isFolder: Bool
        var nameIsNotUTF8: Bool
    }

    /// The entries of `folder`, unsorted, or nil when it cannot be listed
    /// (`errno` says why). A name that is not UTF-8 is shown escaped; when a
    /// file in the folder is literally named so (`a\x{FF}.vsh` beside a file
    /// whose name holds the byte FF), the escape gets leading zeros
    /// (`a\x{0FF}.vsh`) until it names nothing there: two files never share a name.
    static func listing(of folder: String) -> [Entry]? {
        guard !folder.utf8.contains(0), let stream = opendir(folder) else { return nil }
        defer { closedir(stream) }
        var entries: [Entry] = []
        var undecodable: [(bytes: [UInt8], isFolder: Bool)] = []
        while let entry = readdir(stream) {
            let bytes = withUnsafePointer(to: &entry.pointee.d_name) { field in
                field.withMemoryRebound(to: UInt8.self, capacity: MemoryLayout.size(ofValue: field.pointee)) { characters in
                    Array(UnsafeBufferPointer(start: characters, count: strlen(UnsafeRawPointer(characters).assumingMemoryBound(to: CChar.self))))
                }
            }
            var isFolder = Int32(entry.pointee.d_type) == Int32(DT_DIR)
            if Int32(entry.pointee.d_type) == Int32(DT_UNKNOWN) {
                var status = stat()
                isFolder = fstatat(dirfd(stream), bytes.map { CChar(bitPattern: $0) } + [0], &status, AT_SYMLINK_NOFOLLOW) == 0
                    && (status.st_mode & S_IFMT) == S_IFDIR
            }
            if let name = String(validating: bytes, as: UTF8.self) {
                if name != "." && name != ".." { entries.append(Entry(name: name, isFolder: isFolder, nameIsNotUTF8: false)) }
            } else {
                undecodable.append((bytes, isFolder))
            }
        }
        var taken = Set(entries.map(\.name))
        for (bytes, isFolder) in undecodable {
            var zeros = 0
            var name = bytes.withUnsafeBytes { displayName(ofEntryBytes: $0, leadingZeros: zeros) }
            while taken.contains(name) {
                zeros += 1
                name = bytes.withUnsafeBytes { displayName(ofEntryBytes: $0, leadingZeros: zeros) }
            }
            taken.insert(name)
            entries.append(Entry(name: name, isFolder: isFolder, nameIsNotUTF8: true))
        }
        return entries
    }

    /// What shows an escaped non-UTF-8 byte in a name: `\x{`.
    static let nonUTF8Escape = "\\x{"

    /// A directory entry's name: its UTF-8 text, or when it is not valid UTF-8,
    /// the valid sequences kept and each byte that is not part of one written `\x{FF}`.
    static func displayName(ofEntryBytes bytes: UnsafeRawBufferPointer, leadingZeros: Int = 0) -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        var name = ""
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 0
            if length > 0, index + length <= bytes.count,
                let text = String(validating: UnsafeRawBufferPointer(rebasing: bytes[index..<index + length]), as: UTF8.self) {
                name += text
                index += length
            } else {
                name += nonUTF8Escape + String(repeating: "0", count: leadingZeros) + String(lead, radix: 16, uppercase: true) + "}"
                index += 1
            }
        }
        return name
    }

    /// Writes `text` to `path`, creating folders first when asked, through
    /// `SafeFile.replace` (atomic; never through a symbolic link; never a path
    /// with a NUL); a failure is one line naming the path and the reason.
    static func write(_ text: String, to path: String, createFolders: Bool = false) throws(CommandFailure) {
        // `Array`, not `String.withUTF8`: only the former passes the typed error through.
        try write(to: path, createFolders: createFolders) { (chunk: SafeFile.Chunk) throws(SafeFileError) in
            try Array(text.utf8).withUnsafeBufferPointer { (bytes) throws(SafeFileError) in try chunk(bytes) }
        }
    }

    /// Like `write(_:to:createFolders:)`, with the contents written chunk by
    /// chunk by `produce` (a dump streams into the file, never held whole).
    static func write(
        to path: String, createFolders: Bool = false,
        producing produce: (SafeFile.Chunk) throws(SafeFileError) -> Void
    ) throws(CommandFailure) {
        if createFolders, !path.utf8.contains(0) {
            if let failed = createDirectories(directory(of: path)) {
                let reason = String(cString: strerror(errno))
                throw .error(WritablePath.problem(makingFolderAt: failed)
                    ?? "cannot create the folder \(displayed(failed, limit: 200)): \(reason)")
            }
        }
        do {
            try SafeFile.replace(path, writingWith: produce)
        } catch {
            // What the path is says more than the system's error (`/proc/version is not writable`).
            var explained: String?
            if case .system(_, let code) = error.reason, WritablePath.explainedErrors.contains(code) {
                explained = WritablePath.problem(writingFileAt: path)
            }
            throw .error(explained ?? error.description)
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

    /// Every `.vsh` file under `folder` (in any letter case), recursively, sorted by path. Links to
    /// folders are not followed, so a link loop cannot make the walk endless.
    /// Nothing is skipped silently: what cannot be walked is listed in place
    /// of the scenarios it may hold, so that reading it fails with a message
    /// saying why and the run reports it: a folder that cannot be listed (no
    /// permission, a path over the system's limit) is listed itself, as is a
    /// folder whose name is not UTF-8 (escaped, as below), and a `.vsh` whose
    /// name is not UTF-8 is listed with its bad bytes escaped.
    static func scripts(under folder: String) -> [String] {
        let base = folder.hasSuffix("/") && folder.count > 1 ? String(folder.dropLast()) : folder
        var found: [String] = []
        var pending = [base]
        while let current = pending.popLast() {
            guard let listed = listing(of: current) else {
                found.append(current)
                continue
            }
            for entry in listed {
                let path = join(current, entry.name)
                if entry.isFolder {
                    if entry.nameIsNotUTF8 { found.append(path) } else { pending.append(path) }
                } else if isScriptName(entry.name) {
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
