#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where one worker's standard error goes, so that what a scenario writes
/// there is printed with that scenario and never with another's: an unlinked
/// temporary file, appended to by the worker (its standard output points
/// there too) and read by the parent by offset.
///
/// The worker answers a scenario that wrote on stderr with the file's size
/// once it ended (`stderr_end`, see `ScenarioResultWire`), so the bytes of
/// that scenario are exactly those between the previous answer's size and
/// this one. What a worker wrote before it died or was killed is what lies
/// past the last answer. The parent hands each byte out once (`take(upTo:)`):
/// with the scenario's result, or while the scenario is the first of the list
/// not yet printed, as it comes (see `ScenarioWorkerPool`).
@MainActor
final class WorkerStandardError {
    /// The parent's descriptor of the file (close-on-exec; the worker gets its own as fd 2).
    let descriptor: Int32
    /// The offset up to which the bytes have been handed out.
    private var handedOut = 0

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// A new file in the temporary folder (`TMPDIR`, else `/tmp`), already
    /// unlinked, or nil when none can be made (the worker then writes to the
    /// parent's stderr directly, as one process would).
    static func make() -> WorkerStandardError? {
        let folder = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((folder + "/viper-shell-worker-stderr-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return nil }
        unlink(template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) })
        // Workers are started from the main thread only, so no other spawn can take the descriptor meanwhile.
        guard fcntl(descriptor, F_SETFD, FD_CLOEXEC) == 0, fcntl(descriptor, F_SETFL, O_APPEND) == 0 else {
            _ = closeDescriptor(descriptor)
            return nil
        }
        return WorkerStandardError(descriptor: descriptor)
    }

    /// How many bytes the worker has written so far.
    var size: Int {
        var status = stat()
        return fstat(descriptor, &status) == 0 ? Int(status.st_size) : handedOut
    }

    /// The bytes written before `end` and not handed out yet, as text (empty when none).
    func take(upTo end: Int) -> String {
        guard end > handedOut else { return "" }
        var bytes = [UInt8](repeating: 0, count: end - handedOut)
        var count = 0
        while count < bytes.count {
            let read = bytes.withUnsafeMutableBytes {
                pread(descriptor, $0.baseAddress! + count, $0.count - count, off_t(handedOut + count))
            }
            if read < 0 && errno == EINTR { continue }
            guard read > 0 else { break }
            count += read
        }
        handedOut = end
        return String(decoding: bytes[..<count], as: UTF8.self)
    }

    /// Every byte not handed out yet (a worker that ended: what its last scenario wrote).
    func takeRest() -> String {
        take(upTo: size)
    }

    /// Closes the parent's descriptor (the file goes with the last one).
    func close() {
        _ = closeDescriptor(descriptor)
    }
}

/// `close(2)`, under a name a type with a `close()` of its own can call.
private func closeDescriptor(_ descriptor: Int32) -> Int32 {
    close(descriptor)
}
