#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ViperRuntime

/// The interactive shell's command history, kept in a file between sessions.
///
/// - The file (see `HistoryLocation`) holds at most `capacity` entries, the
///   oldest dropped first, in `HistoryFileFormat`; it is created with mode 0600
///   in directories created as needed.
/// - `save()` merges: it re-reads the file, appends the entries added in this
///   session since the last save, caps, and atomically replaces the file, so two
///   shells closing one after the other keep both sessions, and a crash never
///   leaves a half-written file.
/// - A file that cannot be read or is not a history file (no header and a line
///   that does not decode; a symbolic link, FIFO, device or folder) gives an
///   empty history and one warning (through `warn`), never a crash or a hang,
///   and is never replaced: the session's history is then kept in memory only.
/// - `save()` is also the entry for a hang-up: the executable calls it when
///   the terminal closes (SIGHUP), from its main loop, not from the handler.
///
/// The store knows nothing of terminals: the line editor loads `entries` into
/// its own history and reports new lines through `add(_:)`.
public final class HistoryStore {
    /// How many entries a history file keeps unless told otherwise.
    public static let defaultCapacity = 1_000

    /// The history file, or nil for a history that is never saved.
    public let path: String?
    /// The most entries kept in memory and in the file.
    public let capacity: Int
    /// The history, oldest first: the file's entries, then this session's.
    public private(set) var entries: [String] = []

    /// Whether `save()` writes the file: false when there is no path, or the
    /// file at it could not be recognised as a history file when it was loaded.
    public private(set) var savesToFile: Bool

    private var unsaved: [String] = []
    private let warn: (String) -> Void
    /// How long `save()` waits for a lock another shell holds on the folder.
    var lockWaiting = HistoryFile.LockWaiting()

    /// Loads the history at `path` (nil: a history kept only in memory).
    /// `warn` receives at most one message per store, for a file that cannot be
    /// read; by default it goes to standard error.
    public init(
        path: String?,
        capacity: Int = HistoryStore.defaultCapacity,
        warn: @escaping (String) -> Void = HistoryStore.warnOnStandardError
    ) {
        self.path = path
        self.capacity = max(1, capacity)
        self.warn = warn
        savesToFile = path != nil
        switch readFile() {
        case .success(let loaded):
            entries = Array(loaded.suffix(self.capacity))
        case .failure(let error):
            savesToFile = false
            warn("ignoring the history file \(TerminalEscaping.escape(path ?? "")): \(error.message); "
                + "it will not be replaced, and this session's history is kept in memory only")
        }
    }

    /// Remembers `line`, without trailing blanks, as the newest entry. Blank
    /// lines, a repeat of the newest entry and a line longer than the shell
    /// reads (over 64 KiB once written to the file; the shell refused it
    /// anyway) are not remembered; returns whether the line was added.
    @discardableResult
    public func add(_ line: String) -> Bool {
        guard line.utf8.count <= HistoryFileFormat.entryLimit else { return false }
        let line = String(line.reversed().drop(while: { $0 == " " || $0 == "\t" }).reversed())
        guard line.contains(where: { !$0.isWhitespace }), line != entries.last,
            HistoryFileFormat.escape(line).utf8.count <= HistoryFileFormat.entryLimit
        else { return false }
        entries.append(line)
        unsaved.append(line)
        if entries.count > capacity {
            entries.removeFirst(entries.count - capacity)
        }
        if unsaved.count > capacity {
            unsaved.removeFirst(unsaved.count - capacity)
        }
        return true
    }

    /// Whether entries were added since the last save.
    public var hasUnsavedEntries: Bool { !unsaved.isEmpty }

    /// Merges this session's new entries into the file (see the type's notes).
    /// Does nothing when nothing was added, there is no file, or the file was
    /// refused when loaded. A file that stopped being a history file since is
    /// not replaced: that is a thrown error, and the entries stay unsaved.
    public func save() throws(HistoryStoreError) {
        guard let path, savesToFile, !unsaved.isEmpty else { return }
        let directory = FilePaths.directory(of: path)
        do {
            try HistoryFile.makeDirectories(directory)
            let gaveUp = { [warn] in
                warn("another process holds the lock on \(TerminalEscaping.displayed(directory, limit: 200)); "
                    + "the history was saved without waiting for it")
            }
            try HistoryFile.withDirectoryLock(directory, waiting: lockWaiting, gaveUp: gaveUp) { () throws(HistoryStoreError) in
                var merged = Array((try readFile().get() + unsaved).suffix(capacity))
                // Never past the size the history is read up to (only a capacity above 1,000 can get there).
                var bytes = HistoryFileFormat.encode(merged)
                while bytes.count > HistoryFile.sizeLimit && !merged.isEmpty {
                    merged.removeFirst(max(1, merged.count / 10))
                    bytes = HistoryFileFormat.encode(merged)
                }
                try HistoryFile.replace(path, with: bytes)
            }
        } catch {
            throw HistoryStoreError("cannot save the history file \(TerminalEscaping.escape(path)): \(error.message)")
        }
        unsaved.removeAll()
    }

    /// Writes `message` to standard error on a line of its own.
    public static func warnOnStandardError(_ message: String) {
        let line = "viper-shell: warning: \(message)\n"
        _ = line.utf8.withContiguousStorageIfAvailable { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }

    /// The file's entries (none when there is no file), or why it is not a history file we may replace.
    private func readFile() -> Result<[String], HistoryStoreError> {
        guard let path else { return .success([]) }
        do {
            guard let bytes = try HistoryFile.contents(of: path) else { return .success([]) }
            return HistoryFileFormat.decode(bytes)
        } catch {
            return .failure(error)
        }
    }
}
