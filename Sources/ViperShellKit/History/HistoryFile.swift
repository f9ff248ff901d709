#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ViperRuntime

/// The file operations behind `HistoryStore`, through `SafeFile`: bounded
/// reads of regular files only, atomic replacement (a temporary file in the
/// same folder, synced, renamed; removed on every failure), and a folder lock.
///
/// Symbolic links: a history path that is a link is refused, never followed
/// or replaced (the store warns and keeps the session's history in memory),
/// because replacing it would turn the user's link into a plain file and
/// writing through it could change a file that is not ours.
enum HistoryFile {
    /// The most bytes of history read: 1,000 entries of 64 KiB fit below it.
    static let sizeLimit = SafeFile.sizeLimit * 4

    /// The bytes of the file at `path`; nil when it does not exist.
    static func contents(of path: String) throws(HistoryStoreError) -> [UInt8]? {
        if let refusal = refusal(of: path) { throw refusal }
        do {
            return try SafeFile.contents(of: path, limit: sizeLimit)
        } catch where error.reason == .notFound {
            return nil
        } catch {
            throw HistoryStoreError(error.message)
        }
    }

    /// Why `path` cannot be our history file whatever it holds (a link, a
    /// FIFO, a device, a folder), or nil when it is a regular file or absent.
    static func refusal(of path: String) -> HistoryStoreError? {
        var status = stat()
        guard !path.utf8.contains(0) else { return HistoryStoreError("the path contains a NUL character") }
        guard lstat(path, &status) == 0 else { return nil }
        if (status.st_mode & S_IFMT) == S_IFLNK {
            return HistoryStoreError("it is a symbolic link, which viper-shell neither follows nor replaces")
        }
        return SafeFile.kindName(ofNonRegular: status.st_mode).map { HistoryStoreError("it is \($0), not a regular file") }
    }

    /// Replaces the file at `path` with `bytes` so that readers see either the
    /// old or the new file, never a part (mode 0600, synced, renamed).
    static func replace(_ path: String, with bytes: [UInt8]) throws(HistoryStoreError) {
        do {
            try SafeFile.replace(path, with: bytes, mode: 0o600, durable: true)
        } catch {
            throw HistoryStoreError(error.message)
        }
    }

    /// Creates `directory` and its missing parents (mode 0700).
    static func makeDirectories(_ directory: String) throws(HistoryStoreError) {
        if let failed = Paths.createDirectories(directory, mode: 0o700) {
            throw HistoryStoreError("cannot create the folder \(TerminalEscaping.escape(failed)): \(String(cString: strerror(errno)))")
        }
    }

    /// How long a save waits for the lock another process holds: `attempts`
    /// tries without blocking, `pause` between two (by default 20 tries 50 ms
    /// apart, about a second; tests count the pauses instead of sleeping).
    struct LockWaiting {
        var attempts = 20
        var pause: () -> Void = { usleep(50_000) }
    }

    /// Runs `body` holding an exclusive lock on `directory`, so that two shells
    /// saving at once merge one after the other. The lock is asked for without
    /// blocking, as `waiting` says; when another process still holds it after
    /// the last try, `gaveUp` is called and `body` runs without it (the rename
    /// keeps the file whole), so a held lock never hangs the shell nor loses
    /// its history. Without a lock (a file system that has none) `body` runs too.
    static func withDirectoryLock<T>(
        _ directory: String, waiting: LockWaiting = LockWaiting(), gaveUp: () -> Void,
        _ body: () throws(HistoryStoreError) -> T
    ) throws(HistoryStoreError) -> T {
        let fd = open(directory.isEmpty ? "." : directory, O_RDONLY | O_DIRECTORY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return try body() }
        defer { close(fd) }
        var locked = false
        for attempt in 0..<max(1, waiting.attempts) {
            if attempt > 0 { waiting.pause() }
            var result: Int32
            repeat { result = flock(fd, LOCK_EX | LOCK_NB) } while result != 0 && errno == EINTR
            if result == 0 { locked = true; break }
            if errno != EWOULDBLOCK && errno != EAGAIN { return try body() }
        }
        guard locked else {
            gaveUp()
            return try body()
        }
        defer { flock(fd, LOCK_UN) }
        return try body()
    }
}
