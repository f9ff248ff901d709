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
@MainActor
public final class StandardOutput: ShellOutput {
    public init() {}

    public func write(_ text: String) {
        StandardOutputFailure.write(text)
    }

    public func writeError(_ text: String) {
        Self.writeError(text)
    }

    /// Writes each chunk to stdout as it comes: the whole text is never held.
    public func writeChunks(_ produce: ((UnsafeBufferPointer<UInt8>) -> Void) -> Void) {
        StandardOutputFailure.write(chunksOf: produce)
    }

    /// Flushes stdout (before reading the next interactive line).
    public func flush() {
        if fflush(nil) != 0 { StandardOutputFailure.record(errno) }
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

    public init() {}

    public func write(_ text: String) {
        self.text += text
    }

    public func writeError(_ text: String) {
        errorText += text
    }
}
