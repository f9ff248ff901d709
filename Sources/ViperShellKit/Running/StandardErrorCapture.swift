#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Keeps what a scenario's own code writes to standard output and standard
/// error while a worker runs it (a module's `print`, a library's warning),
/// so that the parent prints it with that scenario's result instead of mixed,
/// as it comes, with the other workers' (`run --jobs N`).
///
/// Both descriptors point at one unlinked temporary file while the scenario
/// runs; afterwards they point back at the worker's standard error and the
/// file's text (at most `limit` bytes, then a line counting the rest) goes
/// into the result.
struct StandardErrorCapture {
    /// The most bytes kept of one scenario's writes.
    static let limit = 1 << 20

    /// The temporary file, already unlinked.
    private let file: Int32
    /// The worker's own standard error, put back after each scenario.
    private let original: Int32

    /// A capture, or nil when no temporary file can be made (writes then go straight to standard error).
    init?() {
        let folder = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        var template = Array((folder + "/viper-shell-worker-XXXXXX").utf8CString)
        let file = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard file >= 0 else { return nil }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        let original = dup(STDERR_FILENO)
        guard original >= 0 else {
            close(file)
            return nil
        }
        self.file = file
        self.original = original
    }

    /// From now on the scenario's writes go to the file, which starts empty.
    func begin() {
        fflush(nil)
        _ = ftruncate(file, 0)
        _ = lseek(file, 0, SEEK_SET)
        _ = dup2(file, STDOUT_FILENO)
        _ = dup2(file, STDERR_FILENO)
    }

    /// Writes go to the worker's standard error again; returns what the scenario wrote.
    func end() -> String {
        fflush(nil)
        _ = dup2(original, STDOUT_FILENO)
        _ = dup2(original, STDERR_FILENO)
        let size = Int(lseek(file, 0, SEEK_END))
        guard size > 0 else { return "" }
        var bytes = [UInt8](repeating: 0, count: min(size, Self.limit))
        let read = bytes.withUnsafeMutableBytes { pread(file, $0.baseAddress, $0.count, 0) }
        var text = String(decoding: bytes.prefix(max(0, read)), as: UTF8.self)
        if size > Self.limit {
            text += (text.hasSuffix("\n") ? "" : "\n") + "(\(size - Self.limit) more bytes were written and not kept)\n"
        }
        return text
    }
}
