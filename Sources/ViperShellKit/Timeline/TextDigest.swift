/// A 64-bit digest of texts (FNV-1a, each text after its length), for
/// telling apart what was not kept whole: the steps past a timeline's budget,
/// a final dump past its limit. The same texts give the same digest in every
/// process, so the runs of `run --repeat` compare across workers.
package struct TextDigest: Sendable, Hashable {
    package private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

    package init() {}

    /// The digest of `value`'s hex form (`hex`), or nil when `hex` is not one.
    package init?(hex: String) {
        guard let value = UInt64(hex, radix: 16) else { return nil }
        self.value = value
    }

    /// Mixes in `text`: its length, then its bytes.
    package mutating func add(_ text: String) {
        mix(UInt64(text.utf8.count))
        for byte in text.utf8 { mixByte(byte) }
    }

    /// Mixes in a number, a byte at a time.
    package mutating func mix(_ number: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { mixByte(UInt8(truncatingIfNeeded: number >> UInt64(shift))) }
    }

    private mutating func mixByte(_ byte: UInt8) {
        value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }

    /// Sixteen hex digits, for the worker wire.
    package var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
