/// The UTF-8 bytes `JSONTextEncoder` writes, turned into a `String` once at
/// the end: appending bytes costs a copy, where appending to a `String`
/// re-checks its storage for every piece (a 100,000-deep dump writes
/// millions of pieces).
struct JSONByteBuffer {
    private(set) var bytes: [UInt8] = []

    /// The text written so far.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    mutating func append(byte: UInt8) {
        bytes.append(byte)
    }

    mutating func append(repeating byte: UInt8, count: Int) {
        guard count > 0 else { return }
        bytes.append(contentsOf: repeatElement(byte, count: count))
    }

    mutating func append(contentsOf other: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: other)
    }

    mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// `\uXXXX` with four upper-case hex digits.
    mutating func appendUnicodeEscape(_ value: UInt32) {
        let digits: [UInt8] = Array("0123456789ABCDEF".utf8)
        bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u")])
        for shift in stride(from: 12, through: 0, by: -4) {
            bytes.append(digits[Int((value >> UInt32(shift)) & 0xF)])
        }
    }
}
