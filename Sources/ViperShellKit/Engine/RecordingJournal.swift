#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The successful lines that led to the session's current state: every
/// line since the session began that may have changed it (its stack,
/// settings, variables, clock or the data its services hold, which outlive
/// any `open`), with the lines of a sourced script in place of its `source`
/// line. A recording starts with them, marked as setup, so it replays from a
/// new session wherever `record` was typed. Which line goes in comes from the
/// role its command declares (`RecordingRole`).
///
/// Nothing records most of the time, so the lines are kept out of memory: the
/// latest `memoryLimit` bytes in memory, the rest appended to an unnamed
/// temporary file (created, then unlinked at once, so it goes when the
/// session does), read back only when a recording begins. A batch of a
/// million commands holds what one of a hundred thousand holds.
struct RecordingJournal {
    /// The most bytes of lines kept: 16 MiB. A session that runs more before
    /// `record` cannot be rebuilt by a recording, and `record` says so.
    static let byteLimit = 16 << 20
    /// The bytes of lines held in memory before they go to the file: 64 KiB.
    static let memoryLimit = 64 << 10

    /// The lines in memory, newline-terminated, after those in `file`.
    private var recent: [UInt8] = []
    /// The older lines, once there are more than `memoryLimit` bytes of them.
    private var file: JournalFile?
    /// Whether a line changed the stub rules or strict-calls (`stub`, `set strict-calls`).
    var hasChangedStubs = false
    /// The bytes of every line kept, with their newlines.
    private var bytes = 0
    /// Why the lines are not kept any more (they passed `byteLimit`, or the
    /// file could not be written); a recording cannot start from them.
    private(set) var lostReason: String?

    /// Every line kept, oldest first, for a recording's setup; the reason
    /// when they are lost or cannot be read back.
    func readLines() throws(CommandFailure) -> [String] {
        if let lostReason { throw .error("record: \(lostReason); start recording earlier, or in a fresh session") }
        var all: [UInt8] = []
        if let file {
            guard let older = file.contents() else {
                throw .error("record: the commands since the session began cannot be read back (\(String(cString: strerror(errno)))); "
                    + "start recording earlier, or in a fresh session")
            }
            all = older
        }
        all += recent
        guard !all.isEmpty else { return [] }
        return all.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).dropLast()
            .map { String(decoding: $0, as: UTF8.self) }
    }

    /// Notes `line`; one whose failure `check` accepts goes in with that check after it.
    mutating func note(_ line: String, role: RecordingRole, acceptedBy check: String? = nil) {
        guard role == .recorded, lostReason == nil else { return }
        bytes += line.utf8.count + 1 + (check.map { $0.utf8.count + 1 } ?? 0)
        guard bytes <= Self.byteLimit else {
            lose(because: "the commands since the session began are over \(Self.byteLimit >> 20) MiB, more than a recording's setup keeps")
            return
        }
        recent += line.utf8
        recent.append(UInt8(ascii: "\n"))
        if let check {
            recent += check.utf8
            recent.append(UInt8(ascii: "\n"))
        }
        if recent.count > Self.memoryLimit { moveRecentToFile() }
    }

    /// Appends the lines in memory to the file (made the first time). When no
    /// file can be made, they stay in memory; when the file cannot be written
    /// (a full disk), the journal is lost, and `record` says why.
    private mutating func moveRecentToFile() {
        if file == nil {
            guard let made = JournalFile() else { return }
            file = made
        }
        guard let file else { return }
        if let problem = file.append(recent) {
            lose(because: "the commands since the session began could not be kept (\(problem))")
            return
        }
        recent.removeAll(keepingCapacity: true)
    }

    private mutating func lose(because reason: String) {
        lostReason = reason
        recent = []
        file = nil
    }

    /// Whether `words` (a whole line) change the stub rules or strict-calls.
    static func changesStubs(_ words: [Word]) -> Bool {
        guard let first = words.first?.text else { return false }
        return first == ShellCommandDefinition.stub.name
            || (first == ShellCommandDefinition.set.name && words.count > 1 && words[1].text == ShellOption.strictCalls.name)
    }
}

/// An unnamed temporary file the journal appends to: made in `$TMPDIR` (else
/// `/tmp`) and unlinked at once, so nothing is left behind however the
/// process ends; closed when the journal goes.
private final class JournalFile {
    private let descriptor: Int32
    private var size = 0

    /// Nil when no temporary file can be made (no writable temporary folder).
    init?() {
        var folder = getenv("TMPDIR").map { String(cString: $0) } ?? ""
        if folder.isEmpty || folder.utf8.contains(0) { folder = "/tmp" }
        var template = Array((folder + "/viper-shell-journal-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return nil }
        _ = unlink(template)
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// Appends `bytes`; the system's message when they cannot all be written.
    func append(_ bytes: [UInt8]) -> String? {
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, off_t(size + written)) }
            if count < 0 {
                if errno == EINTR { continue }
                return String(cString: strerror(errno))
            }
            written += count
        }
        size += written
        return nil
    }

    /// Everything appended so far; nil when it cannot be read back (`errno` says why).
    func contents() -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: size)
        var read = 0
        while read < size {
            let count = bytes[read...].withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, off_t(read)) }
            if count < 0 && errno == EINTR { continue }
            if count == 0 { errno = EIO }
            guard count > 0 else { return nil }
            read += count
        }
        return bytes
    }
}
