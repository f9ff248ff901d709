#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The first error met writing to stdout (SPEC §16): a failed write is a
/// failure of the whole run, but a reader that closed its pipe (`EPIPE`, with
/// SIGPIPE ignored) only stops the output, quietly.
///
/// `StandardOutput` records errors as it writes; the executable asks
/// `finish()` once before it exits.
public enum StandardOutputFailure {
    nonisolated(unsafe) private static var firstErrorNumber: Int32 = 0

    /// Remembers `errorNumber` when it is the first error.
    static func record(_ errorNumber: Int32) {
        if firstErrorNumber == 0 { firstErrorNumber = errorNumber == 0 ? EIO : errorNumber }
    }

    /// Writes `text` to file descriptor 1 at once (after what `print` buffered),
    /// recording a failure. After the first failure nothing more is written.
    static func write(_ text: String) {
        guard firstErrorNumber == 0 else { return }
        if fflush(nil) != 0 { record(errno); return }
        if !FileDescriptorWriter.writeAll(text, to: STDOUT_FILENO) { record(errno) }
    }

    /// Writes the chunks `produce` hands over to file descriptor 1 as they
    /// come, as `write(_:)` does for a whole text.
    static func write(chunksOf produce: ((UnsafeBufferPointer<UInt8>) -> Void) -> Void) {
        guard firstErrorNumber == 0 else { return }
        if fflush(nil) != 0 { record(errno); return }
        produce { chunk in
            guard firstErrorNumber == 0 else { return }
            if !FileDescriptorWriter.writeAll(chunk, to: STDOUT_FILENO) { record(errno) }
        }
    }

    /// Flushes what `print` buffered and returns the first error's number, or
    /// 0 when every write to stdout succeeded.
    public static func finish() -> Int32 {
        if fflush(nil) != 0 { record(errno) }
        return firstErrorNumber
    }

    /// The one line to print on stderr for error `errorNumber`, or nil for a
    /// closed pipe, which stops output quietly.
    public static func message(for errorNumber: Int32) -> String? {
        guard errorNumber != 0, errorNumber != EPIPE else { return nil }
        return "cannot write to standard output: \(String(cString: strerror(errorNumber)))"
    }
}
