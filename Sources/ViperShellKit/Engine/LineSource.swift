#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Lines of a script or of a batch on stdin, as raw bytes without their line
/// terminator (a trailing carriage return is dropped too). Bytes, not strings,
/// so that input that is not UTF-8 becomes a reported error, not a crash or a
/// silent replacement.
@MainActor
public protocol LineSource {
    mutating func nextLine() -> [UInt8]?
}

/// Lines of a text or file already in memory.
public struct BufferLineSource: LineSource {
    private let bytes: [UInt8]
    private var offset = 0

    public init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    public init(text: String) {
        self.init(bytes: Array(text.utf8))
    }

    public mutating func nextLine() -> [UInt8]? {
        guard offset < bytes.count else { return nil }
        var end = offset
        while end < bytes.count && bytes[end] != 0x0A { end += 1 }
        var line = Array(bytes[offset..<end])
        offset = end + 1
        if line.last == 0x0D { line.removeLast() }
        return line
    }
}

/// Lines read one at a time from a file descriptor (stdin for a batch), so
/// a batch starts at once and a pipe can feed it slowly.
public struct StreamLineSource: LineSource {
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private var start = 0
    private var atEnd = false

    /// Reads from `descriptor` (default: 0, stdin).
    public init(descriptor: Int32 = 0) {
        self.descriptor = descriptor
    }

    public mutating func nextLine() -> [UInt8]? {
        var searchFrom = start
        while true {
            if let newline = buffer[searchFrom...].firstIndex(of: 0x0A) {
                var line = Array(buffer[start..<newline])
                start = newline + 1
                if line.last == 0x0D { line.removeLast() }
                return line
            }
            if atEnd {
                guard start < buffer.count else { return nil }
                var line = Array(buffer[start...])
                start = buffer.count
                if line.last == 0x0D { line.removeLast() }
                return line
            }
            if start > 0 {
                buffer.removeFirst(start)
                start = 0
            }
            searchFrom = buffer.count
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count <= 0 {
                if count < 0 && errno == EINTR { continue }
                atEnd = true
            } else {
                buffer.append(contentsOf: chunk[..<count])
            }
        }
    }
}
