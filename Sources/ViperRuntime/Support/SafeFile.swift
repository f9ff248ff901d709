#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one place the package opens files, so hostile paths behave alike everywhere.
///
/// Reading: only regular files, and at most `sizeLimit` bytes. The file is
/// opened with `O_NONBLOCK` and checked with `fstat` before any read, so a FIFO,
/// a device (`/dev/zero`) or a folder is refused at once instead of blocking
/// or filling memory; a link is followed only to such a regular file. The
/// bytes are read in chunks and reading stops one byte past the limit.
///
/// Writing: `replace(_:with:mode:)` creates or replaces a regular file,
/// atomically, through a temporary file in the same folder that is removed on
/// every failure. It never writes through a symbolic link: a link (or anything
/// that is not a regular file) at the path is refused, and the final `rename`
/// replaces a directory entry, never a link's target.
///
/// Every path is refused when it holds a NUL, which C would cut short
/// (`out.json\0.txt` must not write `out.json`).
package enum SafeFile {
    /// The largest script, data file or history file read: 16 MiB.
    package static let sizeLimit = 16 * 1024 * 1024

    /// The bytes of the regular file at `path`.
    package static func contents(of path: String, limit: Int = sizeLimit) throws(SafeFileError) -> [UInt8] {
        try refuseNUL(in: path)
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else {
            let code = errno
            throw SafeFileError(path: path, reason: code == ENOENT || code == ENOTDIR ? .notFound : .system("cannot be read", code))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw SafeFileError(path: path, reason: .system("cannot be read", errno)) }
        if let kind = kindName(ofNonRegular: status.st_mode) { throw SafeFileError(path: path, reason: .notARegularFile(kind)) }
        guard Int(status.st_size) <= limit else { throw SafeFileError(path: path, reason: .tooLarge(limit: limit)) }
        let flags = fcntl(descriptor, F_GETFL)
        if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }

        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(status.st_size))
        // The chunk is as large as the file said it was (plus one byte, so the end
        // is seen by the next read), within 4-64 KiB: zero-filling a fixed 64 KiB
        // for every small scenario file cost more than reading it.
        var chunk = [UInt8](repeating: 0, count: min(max(Int(status.st_size) + 1, 4096), 64 * 1024))
        while true {
            let wanted = min(chunk.count, limit + 1 - bytes.count)
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
            if count > 0 {
                bytes.append(contentsOf: chunk[0..<count])
                guard bytes.count <= limit else { throw SafeFileError(path: path, reason: .tooLarge(limit: limit)) }
            } else if count == 0 {
                return bytes
            } else if errno != EINTR {
                throw SafeFileError(path: path, reason: .system("cannot be read", errno))
            }
        }
    }

    /// Creates or atomically replaces the regular file at `path` with `bytes`.
    /// New files get `mode` less the process's umask; `durable` also syncs the
    /// file and its folder before returning (history does; dumps need not).
    package static func replace(
        _ path: String, with bytes: [UInt8], mode: mode_t = 0o644, durable: Bool = false
    ) throws(SafeFileError) {
        try replace(path, mode: mode, durable: durable) { (write: Chunk) throws(SafeFileError) in
            try bytes.withUnsafeBufferPointer { (all) throws(SafeFileError) in try write(all) }
        }
    }

    /// Writes one chunk of a file's contents (to the temporary file `replace` renames).
    package typealias Chunk = (UnsafeBufferPointer<UInt8>) throws(SafeFileError) -> Void

    /// Like `replace(_:with:)`, with the contents written chunk by chunk by
    /// `produce` (a 40 MiB dump is never held whole); when it throws, the file
    /// is left as it was.
    package static func replace(
        _ path: String, mode: mode_t = 0o644, durable: Bool = false,
        writingWith produce: (Chunk) throws(SafeFileError) -> Void
    ) throws(SafeFileError) {
        try refuseNUL(in: path)
        var status = stat()
        if lstat(path, &status) == 0 {
            if (status.st_mode & S_IFMT) == S_IFLNK { throw SafeFileError(path: path, reason: .symbolicLink) }
            if let kind = kindName(ofNonRegular: status.st_mode) { throw SafeFileError(path: path, reason: .notARegularFile(kind)) }
        }
        let folder = FilePaths.directory(of: path)
        var template = Array(FilePaths.join(folder, "." + FilePaths.fileName(of: path) + ".tmp-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw SafeFileError(path: path, reason: .system("cannot be written", errno)) }
        let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        var renamed = false
        defer { if !renamed { unlink(temporary) } }
        do {
            defer { close(descriptor) }
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            let mask = umask(0)
            umask(mask)
            guard fchmod(descriptor, mode & ~mask) == 0 else { throw SafeFileError(path: path, reason: .system("cannot be written", errno)) }
            try produce { (chunk: UnsafeBufferPointer<UInt8>) throws(SafeFileError) in try writeAll(descriptor, chunk, path: path) }
            if durable, fsync(descriptor) != 0 { throw SafeFileError(path: path, reason: .system("cannot be written", errno)) }
        }
        guard rename(temporary, path) == 0 else { throw SafeFileError(path: path, reason: .system("cannot be written", errno)) }
        renamed = true
        if durable { syncFolder(folder) }
    }

    /// Creates or atomically replaces the regular file `name` in the folder
    /// `directory` (an open descriptor) with `bytes`, as `replace(_:with:)`
    /// does for a path: through a temporary file beside it, removed on every
    /// failure, so the file is written whole or not at all. A link, FIFO,
    /// device or folder at `name` is refused (never written through, never
    /// waited on). `shown` is the path the error names.
    package static func replace(
        _ name: String, in directory: Int32, shownAs shown: String, with bytes: [UInt8], mode: mode_t = 0o644
    ) throws(SafeFileError) {
        try refuseNUL(in: name)
        var status = stat()
        if fstatat(directory, name, &status, AT_SYMLINK_NOFOLLOW) == 0 {
            if (status.st_mode & S_IFMT) == S_IFLNK { throw SafeFileError(path: shown, reason: .symbolicLink) }
            if let kind = kindName(ofNonRegular: status.st_mode) { throw SafeFileError(path: shown, reason: .notARegularFile(kind)) }
        }
        var temporary = ""
        var descriptor: Int32 = -1
        for attempt in 0..<100 where descriptor < 0 {
            temporary = ".\(name).tmp-\(getpid())-\(attempt)"
            descriptor = openat(directory, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC | O_NOCTTY, mode)
            if descriptor < 0 && errno != EEXIST && errno != EINTR { break }
        }
        guard descriptor >= 0 else { throw SafeFileError(path: shown, reason: .system("cannot be written", errno)) }
        var renamed = false
        defer { if !renamed { unlinkat(directory, temporary, 0) } }
        do {
            defer { close(descriptor) }
            try bytes.withUnsafeBufferPointer { (all) throws(SafeFileError) in try writeAll(descriptor, all, path: shown) }
        }
        guard renameat(directory, temporary, directory, name) == 0 else {
            throw SafeFileError(path: shown, reason: .system("cannot be written", errno))
        }
        renamed = true
    }

    /// Opens `name` (relative to the folder `directory`, or the working folder)
    /// for writing, creating it with `mode` when missing, without ever
    /// blocking or writing through a link: `O_NONBLOCK` so that opening a FIFO
    /// with no reader fails at once instead of waiting, `O_NOFOLLOW` so that a
    /// link is refused, and `fstat` so that anything but a regular file (a
    /// FIFO with a reader, a device) is refused before a byte is written.
    /// `exclusive` refuses a file that is already there; `truncating` empties
    /// one that is; `readable` opens it for reading too (what mapping it
    /// into memory needs). The descriptor returned is blocking again, close-on-exec.
    package static func openForWriting(
        _ name: String, in directory: Int32 = AT_FDCWD, shownAs shown: String? = nil, mode: mode_t = 0o644,
        exclusive: Bool = false, truncating: Bool = true, readable: Bool = false
    ) throws(SafeFileError) -> Int32 {
        let path = shown ?? name
        try refuseNUL(in: name)
        var flags = (readable ? O_RDWR : O_WRONLY) | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | O_NOCTTY
        if exclusive { flags |= O_EXCL }
        var descriptor: Int32
        repeat { descriptor = openat(directory, name, flags, mode) } while descriptor < 0 && errno == EINTR
        guard descriptor >= 0 else {
            let code = errno
            var status = stat()
            if fstatat(directory, name, &status, AT_SYMLINK_NOFOLLOW) == 0 {
                if (status.st_mode & S_IFMT) == S_IFLNK { throw SafeFileError(path: path, reason: .symbolicLink) }
                if !exclusive, let kind = kindName(ofNonRegular: status.st_mode) {
                    throw SafeFileError(path: path, reason: .notARegularFile(kind))
                }
            }
            throw SafeFileError(path: path, reason: code == EEXIST ? .alreadyExists : .system("cannot be written", code))
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let code = errno
            close(descriptor)
            throw SafeFileError(path: path, reason: .system("cannot be written", code))
        }
        if let kind = kindName(ofNonRegular: status.st_mode) {
            close(descriptor)
            throw SafeFileError(path: path, reason: .notARegularFile(kind))
        }
        if truncating && ftruncate(descriptor, 0) != 0 {
            let code = errno
            close(descriptor)
            throw SafeFileError(path: path, reason: .system("cannot be written", code))
        }
        let current = fcntl(descriptor, F_GETFL)
        if current >= 0 { _ = fcntl(descriptor, F_SETFL, current & ~O_NONBLOCK) }
        return descriptor
    }

    /// What an `lstat`/`fstat` mode names when it is not a regular file; nil for a regular file.
    package static func kindName(ofNonRegular mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "a folder"
        case S_IFIFO: return "a FIFO (named pipe)"
        case S_IFCHR, S_IFBLK: return "a device"
        case S_IFSOCK: return "a socket"
        case S_IFLNK: return "a symbolic link"
        default: return "not a regular file"
        }
    }

    /// Throws when `path` holds a NUL character.
    package static func refuseNUL(in path: String) throws(SafeFileError) {
        if path.utf8.contains(0) { throw SafeFileError(path: path, reason: .nulInPath) }
    }

    /// Writes all of `bytes` to `descriptor`, going on after short writes and `EINTR`.
    static func writeAll(_ descriptor: Int32, _ bytes: UnsafeBufferPointer<UInt8>, path: String) throws(SafeFileError) {
        var offset = 0
        while offset < bytes.count {
            let count = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if count > 0 {
                offset += count
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                throw SafeFileError(path: path, reason: .system("cannot be written", count < 0 ? errno : ENOSPC))
            }
        }
    }

    private static func syncFolder(_ folder: String) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }
}

/// Why `SafeFile` refused or failed to read or write a path.
package struct SafeFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was wrong with the path.
    package enum Reason: Equatable, Sendable {
        case notFound
        case nulInPath
        case notARegularFile(String)
        case symbolicLink
        case alreadyExists
        case tooLarge(limit: Int)
        case system(String, Int32)
    }

    package var path: String
    package var reason: Reason

    package init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    /// The reason, without the path: `is a FIFO (named pipe), not a regular file`.
    package var message: String {
        switch reason {
        case .notFound: return "no such file"
        case .nulInPath: return "the path contains a NUL character; no file was opened"
        case .notARegularFile(let kind): return "is \(kind), not a regular file"
        case .symbolicLink: return "is a symbolic link; files are never written through links"
        case .alreadyExists: return "already exists; it was left as it is"
        case .tooLarge(let limit): return "is larger than \(limit / (1024 * 1024)) MiB, the limit for a file that is read"
        case .system(let action, let code): return "\(action): \(String(cString: strerror(code)))"
        }
    }

    /// `path: message`, the path escaped for the terminal and shortened.
    package var description: String { "\(TerminalEscaping.displayed(path, limit: 200)): \(message)" }

    /// The reason alone, for a message that says the action itself: the
    /// system's words for a failed call (`No space left on device`), else `message`.
    package var cause: String {
        if case .system(_, let code) = reason { return String(cString: strerror(code)) }
        return message
    }
}
