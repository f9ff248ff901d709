#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ViperRuntime

/// The current walk's steps on disk, each written (and handed to the
/// kernel) before it runs, so that a module that traps and ends the process
/// still leaves the script that led to the trap: `<out>/crash-journal.vsh`.
/// A run that ends normally removes it.
final class StepJournal {
    /// The journal's file name inside the output folder.
    static let fileName = "crash-journal.vsh"

    let path: String
    private let descriptor: Int32

    /// Creates the journal at `path`. It must not exist yet: a journal left
    /// by an earlier run that crashed holds that crash's steps, and is never
    /// emptied or removed. Never blocks (a FIFO there is refused at once) nor
    /// writes through a link; the error names the path and the reason.
    init(path: String) throws(SafeFileError) {
        self.descriptor = try SafeFile.openForWriting(path, exclusive: true)
        let flags = fcntl(descriptor, F_GETFL)
        if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags | O_APPEND) }
        self.path = path
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
