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
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { systemWrite(1, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { record(errno); return }
            bytes = bytes.dropFirst(written)
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

#if canImport(Glibc)
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
#endif
