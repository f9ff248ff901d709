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
/// and the crash minimiser skip. Where the file cannot be mapped, each step is
/// written with `write(2)` instead and the file holds the text alone.
///
/// When a write fails (a full disk: the room for the mapping, or a step
/// written with `write(2)`), the journal cannot keep what a crash needs: it
/// says why once (`failure`), removes its file (a journal missing steps would
/// name the wrong ones), and takes no more steps.
final class StepJournal {
    /// The journal's file name inside the output folder.
    static let fileName = "crash-journal.vsh"
    /// The bytes mapped at first (a walk of 20 steps takes about 1 KiB); a longer walk doubles them.
    static let initialCapacity = 64 * 1024

    let path: String
    private var descriptor: Int32
    /// The file's pages, when it is mapped; nil when each step is written with `write(2)`.
    private var mapped: UnsafeMutableRawBufferPointer?
    /// The bytes of the walk's text at the start of `mapped` (the rest are newlines).
    private var length = 0
    /// Why the journal could not be written, once it could not: the file is
    /// gone then, and nothing more is written.
    private(set) var failure: SafeFileError?

    /// Creates the journal at `path`. It must not exist yet: a journal left
    /// by an earlier run that crashed holds that crash's steps, and is never
    /// emptied or removed. Never blocks (a FIFO there is refused at once) nor
    /// writes through a link; the error names the path and the reason.
    /// `mapping: false` writes each step with `write(2)` (tests compare the two).
    init(path: String, mapping: Bool = true) throws(SafeFileError) {
        descriptor = try SafeFile.openForWriting(path, exclusive: true, readable: true)
        self.path = path
        if mapping {
            switch Self.map(descriptor, capacity: Self.initialCapacity, newlinesFrom: 0) {
            case .mapped(let pages): mapped = pages
            case .cannotWrite(let code): fail(code)
            case .cannotMap: break
            }
        }
        if mapped == nil && failure == nil { appendOnWrite() }
    }

    deinit {
        unmap()
        if descriptor >= 0 { close(descriptor) }
    }

    /// Whether steps go into the mapped file (else through `write(2)`).
    var isMapped: Bool { mapped != nil }

    /// Starts a new walk: the file holds `header` lines as comments and nothing else (but newlines).
    func begin(header: [String]) {
        guard failure == nil else { return }
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
        guard failure == nil else { return }
        guard mapped != nil else { return append(line + "\n") }
        append(line)
        append("\n")
    }

    /// Removes the journal: the run ended without a crash (or was interrupted).
    func discard() {
        unmap()
        if failure == nil { unlink(path) }
    }

    // MARK: - Writing

    private func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            guard !bytes.isEmpty, failure == nil else { return }
            if mapped != nil, length + bytes.count > mapped!.count { grow(toHold: length + bytes.count) }
            guard failure == nil else { return }
            if let mapped {
                UnsafeMutableRawBufferPointer(rebasing: mapped[length..<(length + bytes.count)]).copyMemory(from: UnsafeRawBufferPointer(bytes))
                length += bytes.count
            } else {
                write(UnsafeRawBufferPointer(bytes))
            }
        }
    }

    /// Maps the file anew, doubled until it holds `needed` bytes; when it
    /// cannot be mapped, steps are written from then on; when its room cannot
    /// be written, the journal fails.
    private func grow(toHold needed: Int) {
        guard let old = mapped else { return }
        var capacity = old.count * 2
        while capacity < needed { capacity *= 2 }
        unmap()
        switch Self.map(descriptor, capacity: capacity, newlinesFrom: old.count) {
        case .mapped(let pages): mapped = pages
        case .cannotWrite(let code): fail(code)
        case .cannotMap: fallBackToWriting()
        }
    }

    /// Notes why writing failed, removes the file, and stops.
    private func fail(_ code: Int32) {
        guard failure == nil else { return }
        failure = SafeFileError(path: path, reason: .system("cannot be written", code))
        unmap()
        close(descriptor)
        descriptor = -1
        unlink(path)
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
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return fail(written < 0 ? errno : ENOSPC) }
            rest = UnsafeRawBufferPointer(rebasing: rest[written...])
        }
    }

    /// What `map` made of the file.
    private enum Mapping {
        case mapped(UnsafeMutableRawBufferPointer)
        /// `mmap` refused it (a file system without shared mappings): write steps instead.
        case cannotMap
        /// Its room could not be written (`errno`): the disk is full, or the file cannot be written at all.
        case cannotWrite(Int32)
    }

    /// Makes the file `capacity` bytes long, the bytes from `start` on
    /// newlines, and maps it. The newlines are written (not only the length
    /// set), so the disk has room for every byte before any is stored through
    /// the mapping: a full disk is a failed write here, not a fault later.
    private static func map(_ descriptor: Int32, capacity: Int, newlinesFrom start: Int) -> Mapping {
        let newlines = [UInt8](repeating: 0x0A, count: capacity - start)
        let failed: Int32? = newlines.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let count = pwrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset, off_t(start + offset))
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return count < 0 ? errno : ENOSPC }
                offset += count
            }
            return nil
        }
        if let failed { return .cannotWrite(failed) }
        guard let address = mmap(nil, capacity, PROT_READ | PROT_WRITE, MAP_SHARED, descriptor, 0), address != MAP_FAILED
        else { return .cannotMap }
        return .mapped(UnsafeMutableRawBufferPointer(start: address, count: capacity))
    }
}

#if canImport(Glibc)
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
#endif
