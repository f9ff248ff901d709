#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the shell writes: normal output and error reports.
///
/// Texts are written as given; callers end lines with "\n".
@MainActor
public protocol ShellOutput: AnyObject {
    func write(_ text: String)
    func writeError(_ text: String)
    /// Pushes buffered output out (before the next prompt); the default does nothing.
    func flush()
    /// Writes the UTF-8 text `produce` hands over chunk by chunk, for output
    /// too large to hold whole (a deep dump); the default joins the chunks
    /// and calls `write`.
    func writeChunks(_ produce: ((UnsafeBufferPointer<UInt8>) -> Void) -> Void)
}

// MARK: - Defaults

extension ShellOutput {
    public func flush() {}

    public func writeChunks(_ produce: ((UnsafeBufferPointer<UInt8>) -> Void) -> Void) {
        var bytes: [UInt8] = []
        produce { bytes.append(contentsOf: $0) }
        write(String(decoding: bytes, as: UTF8.self))
    }
}

/// Writes to the process's stdout and stderr (stdout is flushed before an
/// error so the two stay in order on a shared terminal).
///
/// It remembers the first error met writing to stdout: a failed write is a
/// failure of the whole run, but a reader that closed its pipe (`EPIPE`, with
/// SIGPIPE ignored) only stops the output, quietly. After the first failure
/// nothing more is written to stdout; whoever owns the output asks `finish()`
/// once at the end (the CLI passes one instance to everything it runs).
@MainActor
public final class StandardOutput: ShellOutput {
    private var firstErrorNumber: Int32 = 0

    public init() {}

    public func write(_ text: String) {
        guard firstErrorNumber == 0 else { return }
        if fflush(nil) != 0 { record(errno); return }
        if !FileDescriptorWriter.writeAll(text, to: STDOUT_FILENO) { record(errno) }
    }

    public func writeError(_ text: String) {
        Self.writeError(text)
    }

    /// Writes each chunk to stdout as it comes: the whole text is never held.
    public func writeChunks(_ produce: ((UnsafeBufferPointer<UInt8>) -> Void) -> Void) {
        guard firstErrorNumber == 0 else { return }
        if fflush(nil) != 0 { record(errno); return }
        produce { chunk in
            guard firstErrorNumber == 0 else { return }
            if !FileDescriptorWriter.writeAll(chunk, to: STDOUT_FILENO) { record(errno) }
        }
    }

    /// Flushes stdout (before reading the next interactive line).
    public func flush() {
        if fflush(nil) != 0 { record(errno) }
    }

    /// Flushes what `print` buffered and returns the first error's number, or
    /// 0 when every write to stdout succeeded.
    public func finish() -> Int32 {
        if fflush(nil) != 0 { record(errno) }
        return firstErrorNumber
    }

    /// The one line to print on stderr for error `errorNumber`, or nil for a
    /// closed pipe, which stops output quietly.
    public nonisolated static func message(for errorNumber: Int32) -> String? {
        guard errorNumber != 0, errorNumber != EPIPE else { return nil }
        return "cannot write to standard output: \(String(cString: strerror(errorNumber)))"
    }

    /// Remembers `errorNumber` when it is the first error.
    private func record(_ errorNumber: Int32) {
        if firstErrorNumber == 0 { firstErrorNumber = errorNumber == 0 ? EIO : errorNumber }
    }

    /// Writes `text` to stderr at once, after flushing stdout.
    public nonisolated static func writeError(_ text: String) {
        fflush(nil)
        _ = FileDescriptorWriter.writeAll(text, to: STDERR_FILENO)
    }
}

/// Keeps everything written, for scenarios and tests.
@MainActor
public final class CapturedOutput: ShellOutput {
    public private(set) var text = ""
    public private(set) var errorText = ""
    /// The most bytes kept of each of `text` and `errorText`, when bounded:
    /// past it a line says the rest was not kept, and the rest is dropped.
    private let limit: Int?
    /// What the line past the limit says.
    private let overLimitNote: String

    /// Everything written, or with `limit`, at most that many bytes of each
    /// stream and then `overLimitNote` (a scenario's output, see `ScenarioOptions.outputLimit`).
    package init(limit: Int?, overLimitNote: String = "") {
        self.limit = limit
        self.overLimitNote = overLimitNote
    }

    /// Everything written, kept.
    public convenience init() {
        self.init(limit: nil)
    }

    public func write(_ text: String) {
        Self.append(text, to: &self.text, limit: limit, note: overLimitNote)
    }

    public func writeError(_ text: String) {
        Self.append(text, to: &errorText, limit: limit, note: overLimitNote)
    }

    private static func append(_ text: String, to kept: inout String, limit: Int?, note: String) {
        guard let limit else { return kept += text }
        let room = limit - kept.utf8.count
        guard room > 0 else { return }
        if text.utf8.count <= room {
            kept += text
        } else {
            kept += String(decoding: text.utf8.prefix(room), as: UTF8.self)
            kept += (kept.hasSuffix("\n") ? "" : "\n") + note
        }
    }
}
