#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The POSIX file operations behind `HistoryStore`: whole-file reads, atomic
/// replacement (temporary file, fsync, rename) and a directory lock.
enum HistoryFile {
    /// The bytes of the file at `path`; nil when it does not exist.
    static func contents(of path: String) throws(HistoryStoreError) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            if errno == ENOENT { return nil }
            throw failure("cannot open it")
        }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes.append(contentsOf: chunk[0..<count])
            } else if count == 0 {
                return bytes
            } else if errno != EINTR {
                throw failure("cannot read it")
            }
        }
    }

    /// Replaces the file at `path` with `bytes` so that readers see either the
    /// old or the new file, never a part: a temporary file beside it (mode
    /// 0600), written, synced, then renamed over it.
    static func replace(_ path: String, with bytes: [UInt8]) throws(HistoryStoreError) {
        var template = Array("\(path).tmp-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) } // mode 0600
        guard fd >= 0 else { throw failure("cannot create a temporary file beside it") }
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        var written = false
        defer {
            if !written { unlink(temporary) }
        }
        do {
            defer { close(fd) }
            guard fchmod(fd, 0o600) == 0 else { throw failure("cannot set its mode") }
            try writeAll(fd, bytes)
            guard fsync(fd) == 0 else { throw failure("cannot sync it") }
        }
        guard rename(temporary, path) == 0 else { throw failure("cannot rename \(temporary) to it") }
        written = true
        syncDirectory(of: path)
    }

    /// Creates `directory` and its missing parents (mode 0700).
    static func makeDirectories(_ directory: String) throws(HistoryStoreError) {
        if let failed = Paths.createDirectories(directory, mode: 0o700) {
            throw failure("cannot create the directory \(failed)")
        }
    }

    /// Runs `body` holding an exclusive lock on `directory`, so that two shells
    /// saving at once merge one after the other. Without a lock (a file system
    /// that has none) `body` still runs: the rename keeps the file whole.
    static func withDirectoryLock<T>(_ directory: String, _ body: () throws(HistoryStoreError) -> T) throws(HistoryStoreError) -> T {
        let fd = open(directory.isEmpty ? "." : directory, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return try body() }
        defer { close(fd) }
        while flock(fd, LOCK_EX) != 0 && errno == EINTR {}
        defer { flock(fd, LOCK_UN) }
        return try body()
    }

    /// The directory part of `path` ("" for a bare file name).
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    private static func writeAll(_ fd: Int32, _ bytes: [UInt8]) throws(HistoryStoreError) {
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                write(fd, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if count > 0 {
                offset += count
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                throw failure("cannot write it")
            }
        }
    }

    private static func syncDirectory(of path: String) {
        let directory = directory(of: path)
        let fd = open(directory.isEmpty ? "." : directory, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return }
        fsync(fd)
        close(fd)
    }

    private static func failure(_ what: String) -> HistoryStoreError {
        HistoryStoreError("\(what): \(String(cString: strerror(errno)))")
    }
}

