#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The current walk's steps on disk, each written (and handed to the
/// kernel) before it runs, so that a module that traps and ends the process
/// still leaves the script that led to the trap: `<out>/crash-journal.vsh`.
/// A run that ends normally removes it.
final class StepJournal {
    /// The journal's file name inside the output folder.
    static let fileName = "crash-journal.vsh"

    let path: String
    private let descriptor: Int32

    /// Opens (and empties) the journal at `path`; nil when it cannot be written.
    init?(path: String) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_APPEND | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard descriptor >= 0 else { return nil }
        self.path = path
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// Starts a new walk: the file holds `header` lines as comments and nothing else.
    func begin(header: [String]) {
        _ = ftruncate(descriptor, 0)
        write(header.map { "# " + $0 + "\n" }.joined())
    }

    /// Adds one step, before it runs.
    func record(_ line: String) {
        write(line + "\n")
    }

    /// Removes the journal: the run ended without a crash.
    func discard() {
        unlink(path)
    }

    private func write(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }
}

#if canImport(Glibc)
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
#endif
