#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The interactive shell's command history, kept in a file between sessions.
///
/// - The file (see `HistoryLocation`) holds at most `capacity` entries, the
///   oldest dropped first, in `HistoryFileFormat`; it is created with mode 0600
///   in directories created as needed.
/// - `save()` merges: it re-reads the file, appends the entries added in this
///   session since the last save, caps, and atomically replaces the file, so two
///   shells closing one after the other keep both sessions, and a crash never
///   leaves a half-written file.
/// - A file that cannot be read or is not a history file gives an empty history
///   and one warning (through `warn`), never a crash; the next save replaces it.
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

    private var unsaved: [String] = []
    private var hasWarned = false
    private let warn: (String) -> Void

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
        entries = Array(readFile().suffix(self.capacity))
    }

    /// Remembers `line`, without trailing blanks, as the newest entry. Blank
    /// lines and a repeat of the newest entry are not remembered; returns
    /// whether the line was added.
    @discardableResult
    public func add(_ line: String) -> Bool {
        let line = String(line.reversed().drop(while: { $0 == " " || $0 == "\t" }).reversed())
        guard line.contains(where: { !$0.isWhitespace }), line != entries.last else { return false }
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
    /// Does nothing when nothing was added or there is no file.
    public func save() throws(HistoryStoreError) {
        guard let path, !unsaved.isEmpty else { return }
        let directory = HistoryFile.directory(of: path)
        do {
            try HistoryFile.makeDirectories(directory)
            try HistoryFile.withDirectoryLock(directory) { () throws(HistoryStoreError) in
                let merged = Array((readFile() + unsaved).suffix(capacity))
                try HistoryFile.replace(path, with: HistoryFileFormat.encode(merged))
            }
        } catch {
            throw HistoryStoreError("cannot save the history file \(path): \(error.message)")
        }
        unsaved.removeAll()
    }

    /// Writes `message` to standard error on a line of its own.
    public static func warnOnStandardError(_ message: String) {
        let line = "viper-shell: warning: \(message)\n"
        _ = line.utf8.withContiguousStorageIfAvailable { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }

    /// The file's entries; empty (with the one warning) when it cannot be used.
    private func readFile() -> [String] {
        guard let path else { return [] }
        let result: Result<[String], HistoryStoreError>
        do {
            guard let bytes = try HistoryFile.contents(of: path) else { return [] }
            result = HistoryFileFormat.decode(bytes)
        } catch {
            result = .failure(error)
        }
        switch result {
        case .success(let entries):
            return entries
        case .failure(let error):
            if !hasWarned {
                hasWarned = true
                warn("ignoring the history file \(path): \(error.message)")
            }
            return []
        }
    }
}
