/// Where the parts of a JSON document that is an array of objects begin, so
/// that a problem with an element's meaning (a duplicate id, a missing field)
/// can be reported at a line and column like a syntax error.
///
/// It reads a document that `JSONParser` has already accepted; on anything
/// else it stops early and knows fewer positions, never crashes.
struct JSONSourceMap {
    /// One element of the top-level array.
    struct Element {
        /// Byte offset of the element's first character.
        var offset: Int
        /// For an object element: byte offsets of each member's name and value.
        var members: [String: (name: Int, value: Int)] = [:]
    }

    /// Byte offset of the document's first non-blank character.
    private(set) var rootOffset = 0
    /// The elements of the top-level array, in order; empty when the root is not an array.
    private(set) var elements: [Element] = []

    private let bytes: [UInt8]
    private var offset = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
        skipBlanks()
        rootOffset = offset
        guard peek() == UInt8(ascii: "[") else { return }
        offset += 1
        scanElements()
    }

    /// Line and column (from 1) of a byte offset; columns count characters, as `JSONParser` does.
    func position(ofOffset target: Int) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        let end = min(max(0, target), bytes.count)
        for index in 0..<end where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        return (line, String(decoding: bytes[lineStart..<end], as: UTF8.self).count + 1)
    }

    // MARK: - Scanning

    private mutating func scanElements() {
        while true {
            skipBlanks()
            guard let byte = peek(), byte != UInt8(ascii: "]") else { return }
            var element = Element(offset: offset)
            if byte == UInt8(ascii: "{") {
                offset += 1
                guard scanMembers(into: &element) else { elements.append(element); return }
            } else {
                guard skipValue() else { elements.append(element); return }
            }
            elements.append(element)
            skipBlanks()
            guard peek() == UInt8(ascii: ",") else { return }
            offset += 1
        }
    }

    /// Reads an object's members after its `{`; false when the text is not as expected.
    private mutating func scanMembers(into element: inout Element) -> Bool {
        while true {
            skipBlanks()
            guard let byte = peek() else { return false }
            if byte == UInt8(ascii: "}") { offset += 1; return true }
            if byte == UInt8(ascii: ",") { offset += 1; continue }
            guard byte == UInt8(ascii: "\"") else { return false }
            let nameStart = offset
            guard skipString() else { return false }
            let name = (try? JSONParser.parse(bytes: Array(bytes[nameStart..<offset])))?.stringValue
            skipBlanks()
            guard peek() == UInt8(ascii: ":") else { return false }
            offset += 1
            skipBlanks()
            let valueStart = offset
            guard skipValue() else { return false }
            if let name, element.members[name] == nil { element.members[name] = (nameStart, valueStart) }
        }
    }

    /// Skips one value of any kind; false at the end of the text.
    private mutating func skipValue() -> Bool {
        guard let byte = peek() else { return false }
        switch byte {
        case UInt8(ascii: "\""):
            return skipString()
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            while let next = peek() {
                switch next {
                case UInt8(ascii: "\""):
                    guard skipString() else { return false }
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
                default: break
                }
                offset += 1
                if depth == 0 { return true }
            }
            return false
        default:
            while let next = peek(), !Self.endsScalar(next) { offset += 1 }
            return true
        }
    }

    /// Skips a string literal from its opening quote; false when it does not end.
    private mutating func skipString() -> Bool {
        offset += 1
        while let byte = peek() {
            offset += 1
            if byte == UInt8(ascii: "\\") {
                offset += 1
            } else if byte == UInt8(ascii: "\"") {
                return true
            }
        }
        return false
    }

    private static func endsScalar(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}")
            || byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    private func peek() -> UInt8? {
        offset < bytes.count ? bytes[offset] : nil
    }

    private mutating func skipBlanks() {
        while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { offset += 1 }
    }
}
