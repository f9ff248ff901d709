#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The UTF-8 bytes `JSONTextEncoder` writes, turned into a `String` once at
/// the end: a 100,000-deep dump writes millions of small pieces, so an append
/// is a bounds check and a copy into memory the buffer owns (no uniqueness
/// check, no generic sequence machinery), and growing is a `realloc`, which
/// for large buffers moves no bytes.
struct JSONByteBuffer: ~Copyable {
    private var start: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int

    init(capacity: Int = 256) {
        self.capacity = max(16, capacity)
        start = Self.allocate(self.capacity)
    }

    deinit {
        free(start)
    }

    /// The text written so far.
    var text: String {
        String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    }

    mutating func append(byte: UInt8) {
        if count == capacity { grow(toHold: 1) }
        start[count] = byte
        count += 1
    }

    mutating func append(contentsOf other: UnsafeBufferPointer<UInt8>) {
        guard let source = other.baseAddress, !other.isEmpty else { return }
        if count + other.count > capacity { grow(toHold: other.count) }
        (start + count).update(from: source, count: other.count)
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
        if count + 1 + spaces > capacity { grow(toHold: 1 + spaces) }
        start[count] = UInt8(ascii: "\n")
        (start + count + 1).initialize(repeating: UInt8(ascii: " "), count: spaces)
        count += 1 + spaces
    }

    /// The decimal digits of `number`, with a leading `-` when negative.
    mutating func append(integer number: Int) {
        if number >= 0 && number < 10 {
            append(byte: UInt8(ascii: "0") + UInt8(number))
        } else {
            append(text: String(number))
        }
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
