#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Bytes read from a file descriptor in blocks and cut into lines (without
/// their newline): both ends of the worker protocol read this way.
///
/// The block is allocated once and reused; a `read` copies only the bytes
/// that arrived into the pending bytes, and lines are taken from the front
/// without shifting the rest each time. (A fresh zero-filled 64 KiB block for
/// every read was 60% of the parent's instructions in `run --jobs 2`.)
struct DescriptorLineBuffer {
    /// What one `read` gave.
    enum ReadOutcome: Equatable {
        /// Some bytes arrived.
        case bytes
        /// The input ended (or failed for good).
        case end
        /// Nothing this time (`EINTR`, `EAGAIN`): try again later.
        case nothing
    }

    let descriptor: Int32
    private var block: [UInt8] = []
    private var pending: [UInt8] = []
    /// How many bytes at the front of `pending` were already returned as lines.
    private var consumed = 0

    /// The size of one read.
    static let blockSize = 64 * 1024

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// How many complete lines are read and not yet taken.
    private(set) var completeLineCount = 0

    /// Whether bytes of a line whose end has not arrived yet are held (and no complete line).
    var holdsPartialLine: Bool { completeLineCount == 0 && consumed < pending.count }

    /// Reads once if something (or the end) is there to read, without waiting.
    mutating func readIfReady() -> ReadOutcome {
        var probe = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&probe, 1, 0) > 0 else { return .nothing }
        return read()
    }

    /// Reads once (blocking if the descriptor blocks) and keeps what arrived.
    mutating func read() -> ReadOutcome {
        if block.isEmpty { block = [UInt8](repeating: 0, count: Self.blockSize) }
        let count = block.withUnsafeMutableBytes { readBlock(descriptor, into: $0) }
        if count < 0 && (errno == EINTR || errno == EAGAIN) { return .nothing }
        guard count > 0 else { return .end }
        if consumed > 0 {
            pending.removeSubrange(..<consumed)
            consumed = 0
        }
        pending += block[..<count]
        completeLineCount += block[..<count].reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        return .bytes
    }

    /// The next complete line already read, or nil when none is. A line
    /// still arriving is not searched again for its end (a 10 MB answer read
    /// in 64 KiB blocks would be searched once per block: quadratic).
    mutating func nextLine() -> String? {
        guard completeLineCount > 0,
            let newline = pending[consumed...].firstIndex(of: UInt8(ascii: "\n"))
        else { return nil }
        let line = String(decoding: pending[consumed..<newline], as: UTF8.self)
        consumed = newline + 1
        completeLineCount -= 1
        return line
    }

    /// What was read after the last newline (a last line without one), emptied.
    mutating func takeRemainder() -> String? {
        defer {
            pending.removeAll()
            consumed = 0
            completeLineCount = 0
        }
        return consumed < pending.count ? String(decoding: pending[consumed...], as: UTF8.self) : nil
    }
}

/// `read(2)` into `buffer` (a free function: inside `DescriptorLineBuffer`, `read` is its own method).
private func readBlock(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
    read(descriptor, buffer.baseAddress, buffer.count)
}
