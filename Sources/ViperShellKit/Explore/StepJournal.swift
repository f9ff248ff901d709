#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ViperRuntime

/// The current walk's steps on disk, each in the file before it runs, so
/// that a module that traps and ends the process still leaves the script
/// that led to the trap: `<out>/crash-journal.vsh`. A run that ends normally
/// removes it.
///
/// The file is mapped into memory, shared: a step is copied into the file's
/// own pages, which are the kernel's page cache, so it is in the file the
/// moment it is copied (for any reader, and whatever then ends the process,
/// a signal nothing catches included), without a system call per step (a
/// `write(2)` per step was about a twentieth of explore's time). The file is
/// longer than the walk's text: the rest is newlines, blank lines that `run`
/// and the crash minimiser skip. Where the file cannot be mapped or grown,
/// each step is written with `write(2)` instead and the file holds the text alone.
final class StepJournal {
    /// The journal's file name inside the output folder.
    static let fileName = "crash-journal.vsh"
    /// The bytes mapped at first (a walk of 20 steps takes about 1 KiB); a longer walk doubles them.
    static let initialCapacity = 64 * 1024

    let path: String
    private let descriptor: Int32
    /// The file's pages, when it is mapped; nil when each step is written with `write(2)`.
    private var mapped: UnsafeMutableRawBufferPointer?
    /// The bytes of the walk's text at the start of `mapped` (the rest are newlines).
    private var length = 0

    /// Creates the journal at `path`. It must not exist yet: a journal left
    /// by an earlier run that crashed holds that crash's steps, and is never
    /// emptied or removed. Never blocks (a FIFO there is refused at once) nor
    /// writes through a link; the error names the path and the reason.
    /// `mapping: false` writes each step with `write(2)` (tests compare the two).
    init(path: String, mapping: Bool = true) throws(SafeFileError) {
        descriptor = try SafeFile.openForWriting(path, exclusive: true, readable: true)
        self.path = path
        if mapping { mapped = Self.map(descriptor, capacity: Self.initialCapacity, newlinesFrom: 0) }
        if mapped == nil { appendOnWrite() }
    }

    deinit {
        unmap()
        close(descriptor)
    }

    /// Whether steps go into the mapped file (else through `write(2)`).
    var isMapped: Bool { mapped != nil }

    /// Starts a new walk: the file holds `header` lines as comments and nothing else (but newlines).
    func begin(header: [String]) {
        if let mapped {
            mapped.baseAddress!.initializeMemory(as: UInt8.self, repeating: 0x0A, count: length)
            length = 0
        } else {
            _ = ftruncate(descriptor, 0)
        }
        append(header.map { "# " + $0 + "\n" }.joined())
    }

    /// Adds one step, before it runs.
    func record(_ line: String) {
        guard mapped != nil else { return append(line + "\n") }
        append(line)
        append("\n")
    }

    /// Removes the journal: the run ended without a crash.
    func discard() {
        unmap()
        unlink(path)
    }

    // MARK: - Writing

    private func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            guard !bytes.isEmpty else { return }
            if mapped != nil, length + bytes.count > mapped!.count, !grow(toHold: length + bytes.count) {
                fallBackToWriting()
            }
            if let mapped {
                UnsafeMutableRawBufferPointer(rebasing: mapped[length..<(length + bytes.count)]).copyMemory(from: UnsafeRawBufferPointer(bytes))
                length += bytes.count
            } else {
                write(UnsafeRawBufferPointer(bytes))
            }
        }
    }

    /// Maps the file anew, doubled until it holds `needed` bytes.
    private func grow(toHold needed: Int) -> Bool {
        guard let old = mapped else { return false }
        var capacity = old.count * 2
        while capacity < needed { capacity *= 2 }
        unmap()
        mapped = Self.map(descriptor, capacity: capacity, newlinesFrom: old.count)
        return mapped != nil
    }

    /// The file can no longer be mapped: from now on it holds the text alone,
    /// and each step is written with `write(2)`.
    private func fallBackToWriting() {
        unmap()
        _ = ftruncate(descriptor, off_t(length))
        appendOnWrite()
    }

    private func appendOnWrite() {
        let flags = fcntl(descriptor, F_GETFL)
        if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags | O_APPEND) }
    }

    private func unmap() {
        if let mapped { _ = munmap(mapped.baseAddress, mapped.count) }
        mapped = nil
    }

    private func write(_ bytes: UnsafeRawBufferPointer) {
        var rest = bytes
        while !rest.isEmpty {
            let written = systemWrite(descriptor, rest.baseAddress, rest.count)
            guard written > 0 else { return }
            rest = UnsafeRawBufferPointer(rebasing: rest[written...])
        }
    }

    /// Makes the file `capacity` bytes long, the bytes from `start` on
    /// newlines, and maps it. The newlines are written (not only the length
    /// set), so the disk has room for every byte before any is stored through
    /// the mapping: a full disk is a failed write here, not a fault later.
    private static func map(_ descriptor: Int32, capacity: Int, newlinesFrom start: Int) -> UnsafeMutableRawBufferPointer? {
        let newlines = [UInt8](repeating: 0x0A, count: capacity - start)
        let written = newlines.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let count = pwrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset, off_t(start + offset))
                guard count > 0 else { return false }
                offset += count
            }
            return true
        }
        guard written, let address = mmap(nil, capacity, PROT_READ | PROT_WRITE, MAP_SHARED, descriptor, 0),
            address != MAP_FAILED
        else { return nil }
        return UnsafeMutableRawBufferPointer(start: address, count: capacity)
    }
}

#if canImport(Glibc)
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
#endif
