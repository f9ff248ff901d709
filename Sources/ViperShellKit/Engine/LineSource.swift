#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Lines of a script or of a batch on stdin, as raw bytes without their line
/// terminator (a trailing carriage return is dropped too). Bytes, not strings,
/// so that input that is not UTF-8 becomes a reported error, not a crash or a
/// silent replacement. A UTF-8 byte order mark at the very start (what some
/// editors put there) is skipped; anywhere else it is part of its line, and a
/// message repeating it shows it escaped (`\u{FEFF}`).
@MainActor
public protocol LineSource {
    mutating func nextLine() -> [UInt8]?
    /// The next line's bytes as `nextLine()` gives them, as a slice of
    /// storage the source already holds when it can: a script reads every
    /// line this way, without a new array per line.
    mutating func nextLineSlice() -> ArraySlice<UInt8>?
}

extension LineSource {
    /// `nextLine()`, as a slice of the whole array.
    public mutating func nextLineSlice() -> ArraySlice<UInt8>? {
        guard let line = nextLine() else { return nil }
        return line[...]
    }
}

/// Lines of a text or file already in memory.
///
/// A line longer than `Tokenizer.maximumLineLength` is given cut to one byte
/// over the limit, so the tokenizer refuses it without copying all of it.
public struct BufferLineSource: LineSource {
    private let bytes: [UInt8]
    private var offset = 0

    public init(bytes: [UInt8]) {
        self.bytes = bytes
        offset = ByteOrderMark.length(atStartOf: bytes[...])
    }

    public init(text: String) {
        self.init(bytes: Array(text.utf8))
    }

    public mutating func nextLine() -> [UInt8]? {
        guard let range = nextLineRange() else { return nil }
        return Array(bytes[range])
    }

    /// The next line as a slice of the buffer itself: no copy. (No `map`
    /// with a closure here: a closure formed in main-actor code is checked
    /// to run on the main actor each time it is called.)
    public mutating func nextLineSlice() -> ArraySlice<UInt8>? {
        guard let range = nextLineRange() else { return nil }
        return bytes[range]
    }

    /// Where the next line's bytes are in `bytes`, cut to the length limit.
    private mutating func nextLineRange() -> Range<Int>? {
        guard offset < bytes.count else { return nil }
        let end = bytes[offset...].firstIndex(of: 0x0A) ?? bytes.count
        let stop = end > offset && bytes[end - 1] == 0x0D ? end - 1 : end
        let range = offset..<min(stop, offset + Tokenizer.maximumLineLength + 1)
        offset = end + 1
        return range
    }
}

/// Lines read one at a time from a file descriptor (stdin for a batch), so
/// a batch starts at once and a pipe can feed it slowly.
///
/// Memory stays bounded whatever arrives (`< /dev/zero`, 100 MB without a
/// newline): it reads 64 KiB at a time, and as soon as a line passes
/// `Tokenizer.maximumLineLength` it gives that line cut to one byte over the
/// limit (so the tokenizer reports it once, with its line number, at once),
/// and the next call first discards the rest of it up to its newline.
public struct StreamLineSource: LineSource {
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private var start = 0
    private var atEnd = false
    private var skippingOverlongLine = false
    /// Whether the first bytes were looked at for a byte order mark.
    private var checkedByteOrderMark = false
    private let limit = Tokenizer.maximumLineLength

    /// The bytes held right now (for tests that check memory stays bounded).
    var bufferedByteCount: Int { buffer.count }

    /// Reads from `descriptor` (default: 0, stdin).
    public init(descriptor: Int32 = 0) {
        self.descriptor = descriptor
    }

    public mutating func nextLine() -> [UInt8]? {
        if skippingOverlongLine {
            discardRestOfLine()
            skippingOverlongLine = false
        }
        var searchFrom = start
        while true {
            // Decided as soon as the first bytes cannot be a mark: a slow pipe's short first line is not held back.
            if !checkedByteOrderMark && (atEnd || !ByteOrderMark.couldStart(with: buffer[start...])) {
                checkedByteOrderMark = true
                start += ByteOrderMark.length(atStartOf: buffer[start...])
                searchFrom = max(searchFrom, start)
            }
            if checkedByteOrderMark, let newline = buffer[searchFrom...].firstIndex(of: 0x0A) {
                return takeLine(upTo: newline, next: newline + 1)
            }
            if atEnd && checkedByteOrderMark {
                guard start < buffer.count else { return nil }
                return takeLine(upTo: buffer.count, next: buffer.count)
            }
            if checkedByteOrderMark && buffer.count - start > limit {
                let line = Array(buffer[start...(start + limit)])
                start += limit + 1
                skippingOverlongLine = true
                return line
            }
            compact()
            searchFrom = buffer.count
            readChunk()
        }
    }

    private mutating func takeLine(upTo end: Int, next: Int) -> [UInt8] {
        let stop = end > start && buffer[end - 1] == 0x0D ? end - 1 : end
        let line = Array(buffer[start..<min(stop, start + limit + 1)])
        start = next
        return line
    }

    /// Drops bytes up to and including the next newline (or the end of input), holding one chunk at a time.
    private mutating func discardRestOfLine() {
        while true {
            if let newline = buffer[start...].firstIndex(of: 0x0A) {
                start = newline + 1
                return
            }
            buffer.removeAll(keepingCapacity: true)
            start = 0
            if atEnd { return }
            readChunk()
        }
    }

    private mutating func compact() {
        if start > 0 {
            buffer.removeFirst(start)
            start = 0
        }
    }

    private mutating func readChunk() {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 {
                atEnd = true
            } else {
                buffer.append(contentsOf: chunk[..<count])
            }
            return
        }
    }
}

/// The UTF-8 byte order mark, EF BB BF: skipped at the very start of a script or of piped input.
enum ByteOrderMark {
    static let bytes: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// 3 when `bytes` starts with the mark, else 0.
    static func length(atStartOf bytes: ArraySlice<UInt8>) -> Int {
        bytes.starts(with: Self.bytes) ? Self.bytes.count : 0
    }

    /// Whether `bytes` are too few to tell: a proper beginning of the mark (none at all included).
    static func couldStart(with bytes: ArraySlice<UInt8>) -> Bool {
        bytes.count < Self.bytes.count && Self.bytes.starts(with: bytes)
    }
}
