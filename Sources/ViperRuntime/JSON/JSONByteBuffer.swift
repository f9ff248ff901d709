#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The UTF-8 bytes `JSONTextEncoder` writes: a 100,000-deep dump writes
/// millions of small pieces, so an append is a bounds check and a copy into
/// memory the buffer owns (no uniqueness check, no generic sequence machinery).
///
/// Two modes. Collecting (`init(capacity:)`) keeps everything and grows with
/// `realloc`; `text` turns it into a `String` once at the end. Flushing
/// (`init(chunkSize:flushingTo:)`) hands each full chunk to a sink and reuses
/// the same memory: a 40 MiB dump written to a file touches one chunk of
/// memory instead of 40 MiB of fresh pages (plus a 40 MiB `String` copy).
struct JSONByteBuffer: ~Copyable {
    private var start: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int
    /// Where full chunks go in flushing mode; nil when collecting.
    private let sink: ((UnsafeBufferPointer<UInt8>) -> Void)?

    init(capacity: Int = 256) {
        self.capacity = max(16, capacity)
        start = Self.allocate(self.capacity)
        sink = nil
    }

    /// A buffer that passes its bytes to `sink` in chunks of about `chunkSize`
    /// (a piece larger than a chunk is passed on whole); call `flush()` at the end.
    init(chunkSize: Int = 64 * 1024, flushingTo sink: @escaping (UnsafeBufferPointer<UInt8>) -> Void) {
        capacity = max(16, chunkSize)
        start = Self.allocate(capacity)
        self.sink = sink
    }

    deinit {
        free(start)
    }

    /// The text written so far.
    var text: String {
        String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    }

    /// Hands what is buffered to the sink (flushing mode; collecting keeps it).
    mutating func flush() {
        guard let sink, count > 0 else { return }
        sink(UnsafeBufferPointer(start: start, count: count))
        count = 0
    }

    mutating func append(byte: UInt8) {
        if count == capacity { makeRoom(for: 1) }
        start[count] = byte
        count += 1
    }

    mutating func append(contentsOf other: UnsafeBufferPointer<UInt8>) {
        guard let source = other.baseAddress, !other.isEmpty else { return }
        guard count + other.count <= capacity else { return appendOverflowing(other) }
        (start + count).update(from: source, count: other.count)
        count += other.count
    }

    /// `append(contentsOf:)` when `other` does not fit: out of line, so the
    /// common append stays small enough to inline.
    @inline(never)
    private mutating func appendOverflowing(_ other: UnsafeBufferPointer<UInt8>) {
        if let sink, other.count > capacity {
            flush()
            sink(other)
            return
        }
        makeRoom(for: other.count)
        (start + count).update(from: other.baseAddress!, count: other.count)
        count += other.count
    }

    mutating func append(_ text: StaticString) {
        append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    mutating func append(text: String) {
        var text = text
        text.withUTF8 { append(contentsOf: $0) }
    }

    /// A line break and `2 * indent` spaces.
    mutating func appendNewline(indent: Int) {
        let spaces = 2 * indent
        if count + 1 + spaces > capacity { makeRoom(for: 1 + spaces) }
        start[count] = UInt8(ascii: "\n")
        (start + count + 1).initialize(repeating: UInt8(ascii: " "), count: spaces)
        count += 1 + spaces
    }

    /// The decimal digits of `number`, with a leading `-` when negative,
    /// written in place (a dump writes an index for each of its frames).
    mutating func append(integer number: Int) {
        if number >= 0 && number < 10 { return append(byte: UInt8(ascii: "0") + UInt8(number)) }
        // Int.min has 19 digits and a sign: 20 bytes hold any Int.
        if count + 20 > capacity { makeRoom(for: 20) }
        if number < 0 {
            start[count] = UInt8(ascii: "-")
            count += 1
        }
        var magnitude = number.magnitude
        var digits = 0
        repeat {
            digits += 1
            magnitude /= 10
        } while magnitude > 0
        magnitude = number.magnitude
        var position = count + digits
        repeat {
            position -= 1
            start[position] = UInt8(ascii: "0") + UInt8(magnitude % 10)
            magnitude /= 10
        } while magnitude > 0
        count += digits
    }

    /// `\uXXXX` with four upper-case hex digits.
    mutating func appendUnicodeEscape(_ value: UInt32) {
        let digits: StaticString = "0123456789ABCDEF"
        append(byte: UInt8(ascii: "\\"))
        append(byte: UInt8(ascii: "u"))
        for shift in stride(from: 12, through: 0, by: -4) {
            append(byte: digits.utf8Start[Int((value >> UInt32(shift)) & 0xF)])
        }
    }

    /// Flushes when flushing (growing only for a piece larger than a chunk), else grows.
    @inline(never)
    private mutating func makeRoom(for additional: Int) {
        if sink != nil {
            flush()
            if additional <= capacity { return }
        }
        grow(toHold: additional)
    }

    private mutating func grow(toHold additional: Int) {
        capacity = max(2 * capacity, count + additional)
        guard let moved = realloc(start, capacity) else { fatalError("out of memory for \(capacity) bytes of JSON") }
        start = moved.assumingMemoryBound(to: UInt8.self)
    }

    private static func allocate(_ capacity: Int) -> UnsafeMutablePointer<UInt8> {
        guard let memory = malloc(capacity) else { fatalError("out of memory for \(capacity) bytes of JSON") }
        return memory.assumingMemoryBound(to: UInt8.self)
    }
}
