/// A strict JSON parser (RFC 8259) that says where a document goes wrong.
///
/// Data files and `expect state` values go through it, so a malformed file is
/// reported as `cars.json:3:14: expected ',' or '}'` rather than a generic
/// "could not read". Line and column count from 1; columns count characters.
/// `parseDocument(bytes:)` also keeps where each value begins (`JSONDocument`),
/// for errors about what a valid document means.
///
/// Hostile input: nesting deeper than `maximumDepth` is an error at the
/// bracket that goes too deep (the parser recurses, so this bounds its stack),
/// and a UTF-8 byte order mark at the very start is accepted and skipped
/// (editors on Windows write one; RFC 8259 §8.1 allows a parser to ignore it).
public struct JSONParser {
    /// Where and why a document is not valid JSON.
    public struct SyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
        package var line: Int
        package var column: Int
        package var message: String
        public var description: String { "\(line):\(column): \(message)" }
    }

    /// Deeper nesting than this is rejected instead of exhausting the stack.
    package static let maximumDepth = 512

    private let bytes: [UInt8]
    private var offset = 0

    private init(_ text: [UInt8]) {
        bytes = text
    }

    /// Parses a whole document; trailing non-blank text is an error.
    package static func parse(_ text: String) throws(SyntaxError) -> JSONValue {
        try parse(bytes: Array(text.utf8))
    }

    /// Parses a whole document given as UTF-8 bytes.
    package static func parse(bytes: [UInt8]) throws(SyntaxError) -> JSONValue {
        var ignoring = IgnoringObserver()
        return try parse(bytes: bytes, observer: &ignoring)
    }

    /// Parses a whole document and tells `observer` where each value and
    /// member name begins. Generic so that `parse(bytes:)`, whose observer
    /// does nothing, is specialized into a parser that records nothing.
    static func parse<Observer: JSONParseObserver>(
        bytes: [UInt8], observer: inout Observer
    ) throws(SyntaxError) -> JSONValue {
        var parser = JSONParser(bytes)
        if let invalid = Self.firstInvalidUTF8(in: bytes) {
            parser.offset = invalid
            throw parser.error("the file is not valid UTF-8")
        }
        if bytes.starts(with: byteOrderMark) { parser.offset = byteOrderMark.count }
        parser.skipBlanks()
        let value = try parser.parseValue(depth: 0, observer: &observer)
        parser.skipBlanks()
        guard parser.offset == bytes.count else {
            throw parser.error("unexpected text after the end of the document")
        }
        return value
    }

    /// The UTF-8 encoding of U+FEFF, which some editors put at the start of a file.
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// The offset of the first byte that is not part of a valid UTF-8 sequence, if any.
    static func firstInvalidUTF8(in bytes: [UInt8]) -> Int? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    // MARK: - Values

    private mutating func parseValue<Observer: JSONParseObserver>(
        depth: Int, observer: inout Observer
    ) throws(SyntaxError) -> JSONValue {
        guard depth < Self.maximumDepth else {
            throw error("arrays and objects nested deeper than \(Self.maximumDepth) levels")
        }
        guard let byte = peek() else { throw error("unexpected end of the document, expected a value") }
        observer.valueBegins(at: offset)
        switch byte {
        case UInt8(ascii: "{"): return try parseObject(depth: depth, observer: &observer)
        case UInt8(ascii: "["): return try parseArray(depth: depth, observer: &observer)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectWord("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw error("unexpected character \(describe(byte)), expected a value")
        }
    }

    private mutating func parseObject<Observer: JSONParseObserver>(
        depth: Int, observer: inout Observer
    ) throws(SyntaxError) -> JSONValue {
        offset += 1
        observer.containerBegins()
        var members: [String: JSONValue] = [:]
        skipBlanks()
        if peek() == UInt8(ascii: "}") { offset += 1; observer.containerEnds(); return .object(JSONObject(members)) }
        while true {
            skipBlanks()
            guard peek() == UInt8(ascii: "\"") else { throw error("expected a member name in double quotes") }
            let keyStart = offset
            let key = try parseString()
            if members[key] != nil {
                offset = keyStart
                throw error("duplicate member name \(TerminalEscaping.quote(key))")
            }
            skipBlanks()
            guard peek() == UInt8(ascii: ":") else { throw error("expected ':' after the member name") }
            offset += 1
            skipBlanks()
            observer.memberNameBegins(at: keyStart, name: key)
            members[key] = try parseValue(depth: depth + 1, observer: &observer)
            skipBlanks()
            switch peek() {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "}"): offset += 1; observer.containerEnds(); return .object(JSONObject(members))
            default: throw error("expected ',' or '}'")
            }
        }
    }

    private mutating func parseArray<Observer: JSONParseObserver>(
        depth: Int, observer: inout Observer
    ) throws(SyntaxError) -> JSONValue {
        offset += 1
        observer.containerBegins()
        var elements: [JSONValue] = []
        skipBlanks()
        if peek() == UInt8(ascii: "]") { offset += 1; observer.containerEnds(); return .array(elements) }
        while true {
            skipBlanks()
            elements.append(try parseValue(depth: depth + 1, observer: &observer))
            skipBlanks()
            switch peek() {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "]"): offset += 1; observer.containerEnds(); return .array(elements)
            default: throw error("expected ',' or ']'")
            }
        }
    }

    private mutating func parseString() throws(SyntaxError) -> String {
        offset += 1
        var scalars = String.UnicodeScalarView()
        var runStart = offset
        func flushRun(_ parser: JSONParser) {
            if runStart < parser.offset {
                scalars.append(contentsOf: String(decoding: parser.bytes[runStart..<parser.offset], as: UTF8.self).unicodeScalars)
            }
        }
        while true {
            guard let byte = peek() else { throw error("unterminated string") }
            switch byte {
            case UInt8(ascii: "\""):
                flushRun(self)
                offset += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                flushRun(self)
                offset += 1
                scalars.append(try parseEscape())
                runStart = offset
            case 0..<0x20:
                throw error("control character \(describe(byte)) inside a string; write it as an escape")
            default:
                offset += 1
            }
        }
    }

    private mutating func parseEscape() throws(SyntaxError) -> Unicode.Scalar {
        guard let byte = peek() else { throw error("unterminated escape") }
        offset += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let first = try parseHexQuad()
            if (0xD800...0xDBFF).contains(first) {
                guard peek() == UInt8(ascii: "\\"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "u") else {
                    throw error("a high surrogate escape must be followed by a low one")
                }
                offset += 2
                let second = try parseHexQuad()
                guard (0xDC00...0xDFFF).contains(second) else { throw error("invalid low surrogate escape") }
                let combined = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
                return Unicode.Scalar(combined)!
            }
            guard let scalar = Unicode.Scalar(first) else { throw error("lone surrogate escape") }
            return scalar
        default:
            offset -= 1
            throw error("invalid escape \\\(describe(byte))")
        }
    }

    private mutating func parseHexQuad() throws(SyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek(), let digit = Self.hexDigit(byte) else {
                throw error("expected four hexadecimal digits after \\u")
            }
            value = value * 16 + digit
            offset += 1
        }
        return value
    }

    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    private mutating func parseNumber() throws(SyntaxError) -> JSONValue {
        let start = offset
        var isInteger = true
        if peek() == UInt8(ascii: "-") { offset += 1 }
        guard let first = peek(), Self.isDigit(first) else { throw error("expected a digit") }
        if first == UInt8(ascii: "0") {
            offset += 1
            if let next = peek(), Self.isDigit(next) { throw error("a number may not start with 0") }
        } else {
            skipDigits()
        }
        if peek() == UInt8(ascii: ".") {
            isInteger = false
            offset += 1
            guard let next = peek(), Self.isDigit(next) else { throw error("expected a digit after '.'") }
            skipDigits()
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            isInteger = false
            offset += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { offset += 1 }
            guard let next = peek(), Self.isDigit(next) else { throw error("expected a digit in the exponent") }
            skipDigits()
        }
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        if isInteger, let integer = Int(text) { return .integer(integer) }
        guard let double = Double(text), double.isFinite else {
            offset = start
            throw error("number \(TerminalEscaping.displayed(text)) is out of range")
        }
        return .double(double)
    }

    // MARK: - Scanning

    private func peek() -> UInt8? {
        offset < bytes.count ? bytes[offset] : nil
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private mutating func skipDigits() {
        while let byte = peek(), Self.isDigit(byte) { offset += 1 }
    }

    private mutating func skipBlanks() {
        while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { offset += 1 }
    }

    private mutating func expectWord(_ word: String) throws(SyntaxError) {
        let start = offset
        for expected in word.utf8 {
            guard peek() == expected else {
                offset = start
                throw error("unexpected word, expected '\(word)'")
            }
            offset += 1
        }
    }

    private func describe(_ byte: UInt8) -> String {
        if byte >= 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "0x" + String(byte, radix: 16, uppercase: true)
    }

    /// The error at the current offset, with its line and column.
    private func error(_ message: String) -> SyntaxError {
        let position = Self.position(ofOffset: offset, in: bytes)
        return SyntaxError(line: position.line, column: position.column, message: message)
    }

    /// Line and column (from 1) of a byte offset in `bytes`; columns count
    /// characters. Shared by syntax errors and `JSONDocument` positions.
    static func position(ofOffset target: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1
        let end = min(max(0, target), bytes.count)
        var lineStart = bytes.starts(with: byteOrderMark) ? min(byteOrderMark.count, end) : 0
        for index in 0..<end where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        return (line, String(decoding: bytes[lineStart..<end], as: UTF8.self).count + 1)
    }
}

// MARK: - Observing

/// Told by `JSONParser` where each value and member name begins, in document
/// order: `valueBegins` for every value, then `containerBegins` right after it
/// when the value is an object or array, `memberNameBegins` before each member's
/// value, and `containerEnds` when an object or array closes.
protocol JSONParseObserver {
    mutating func valueBegins(at offset: Int)
    mutating func memberNameBegins(at offset: Int, name: String)
    mutating func containerBegins()
    mutating func containerEnds()
}

/// The observer of plain `parse`: records nothing, costs nothing once specialized.
struct IgnoringObserver: JSONParseObserver {
    @inline(__always) mutating func valueBegins(at offset: Int) {}
    @inline(__always) mutating func memberNameBegins(at offset: Int, name: String) {}
    @inline(__always) mutating func containerBegins() {}
    @inline(__always) mutating func containerEnds() {}
}
