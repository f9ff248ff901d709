#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a worker tells the parent that its answers are worth reading: one
/// byte written back on its request socket (its standard input).
///
/// A worker writes every answer as soon as it has it (so a crash loses
/// none), but the parent does not wake up for each: it waits on the
/// doorbells, and reads a worker's answers when that worker rings. Waking up
/// costs the parent far more than reading (on a loaded or virtual machine a
/// sleep or a poll that returns is tens of microseconds of kernel time), and
/// the parent shares the cores with the workers.
///
/// A worker rings once it has answered as many scenarios since the last ring
/// as it still holds (so at half of a batch, when the parent refills it, and
/// always when it holds none), or when the answers since the last ring reach
/// `bytesBetweenRings` (so unread answers never fill the socket). Before
/// ringing it picks up requests the parent already sent, so a refill that
/// has arrived does not cause a ring of its own. On a pipe (a worker run by
/// hand) the byte cannot be written, and nothing changes.
struct ScenarioWorkerDoorbell {
    /// The worker's end of its request socket.
    let descriptor: Int32
    private(set) var answersSinceRing = 0
    private(set) var bytesSinceRing = 0

    /// How many answer bytes a worker writes at most between two rings. An
    /// answer longer than this is written in two parts with a ring between
    /// them, so the parent is already reading when the rest comes.
    static let bytesBetweenRings = 16 * 1024

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Whether a ring is due with `held` requests waiting to run.
    static func isDue(answersSinceRing: Int, bytesSinceRing: Int, held: Int) -> Bool {
        answersSinceRing >= held || bytesSinceRing >= bytesBetweenRings
    }

    /// Whether a ring is due now that `held` requests are waiting.
    func isDue(held: Int) -> Bool {
        Self.isDue(answersSinceRing: answersSinceRing, bytesSinceRing: bytesSinceRing, held: held)
    }

    /// Counts an answer of `byteCount` bytes just written.
    mutating func answered(byteCount: Int) {
        answersSinceRing += 1
        bytesSinceRing += byteCount
    }

    /// Rings (errors ignored: a parent that is gone is noticed when the next answer cannot be written).
    mutating func ring() {
        _ = FileDescriptorWriter.writeAll("!", to: descriptor, isSocket: true)
        answersSinceRing = 0
        bytesSinceRing = 0
    }
}
