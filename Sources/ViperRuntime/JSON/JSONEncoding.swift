/// Writes `JSONValue`s as text, the same bytes for the same value every time.
///
/// The pretty form is the state dump's format: keys sorted, two-space
/// indentation, `"key" : value`, empty containers as `[]` and `{}`. The compact
/// form is one line, used in messages (`expected "Ford", found 3`).
public struct JSONTextEncoder: Sendable {
    /// Whether to write one value per line with indentation.
    public var pretty: Bool

    public init(pretty: Bool = true) {
        self.pretty = pretty
    }

    /// The text of `value`.
    public func encode(_ value: JSONValue) -> String {
        encode(value, terminator: "")
    }

    /// The text of `value` followed by `terminator`, written into one buffer
    /// (a dump ends with a newline without copying its megabytes again).
    func encode(_ value: JSONValue, terminator: StaticString) -> String {
        var output = JSONByteBuffer()
        write(value, indent: 0, into: &output)
        output.append(terminator)
        return output.text
    }

    /// Writes the text of `value` followed by `terminator` to `sink` in chunks
    /// of about 64 KiB, reusing one chunk of memory: the whole text never
    /// exists at once (a deep dump is 40 MiB). The first error `sink` throws
    /// stops the writing and is thrown; the chunks before it were passed on.
    public func write<Failure: Error>(
        _ value: JSONValue, terminator: StaticString = "",
        to sink: (UnsafeBufferPointer<UInt8>) throws(Failure) -> Void
    ) throws(Failure) {
        try streaming(to: sink) { output in
            write(value, indent: 0, into: &output)
            output.append(terminator)
        }
    }

    /// Writes an object whose members are `leading` (all named before `key`)
    /// and then an array named `key` whose `count` elements are written one at
    /// a time by `writeElement` (given the element's position and indentation),
    /// so the array never exists whole (the dump's stack of 100,000 frames);
    /// then `terminator`. Same bytes as encoding the object.
    func write<Failure: Error>(
        _ leading: JSONObject, thenArrayNamed key: StaticString, count: Int,
        writeElement: (_ position: Int, _ indent: Int, _ output: inout JSONByteBuffer) -> Void,
        terminator: StaticString, to sink: (UnsafeBufferPointer<UInt8>) throws(Failure) -> Void
    ) throws(Failure) {
        try streaming(to: sink) { output in
            write(leading, thenArrayNamed: key, count: count, writeElement: writeElement, into: &output)
            output.append(terminator)
        }
    }

    /// The same bytes collected into a `String`.
    func encode(
        _ leading: JSONObject, thenArrayNamed key: StaticString, count: Int,
        writeElement: (_ position: Int, _ indent: Int, _ output: inout JSONByteBuffer) -> Void,
        terminator: StaticString
    ) -> String {
        var output = JSONByteBuffer()
        write(leading, thenArrayNamed: key, count: count, writeElement: writeElement, into: &output)
        output.append(terminator)
        return output.text
    }

    private func write(
        _ leading: JSONObject, thenArrayNamed key: StaticString, count: Int,
        writeElement: (_ position: Int, _ indent: Int, _ output: inout JSONByteBuffer) -> Void,
        into output: inout JSONByteBuffer
    ) {
        assert(leading.keys.allSatisfy { $0 < key.description }, "\(key) must sort after the leading members")
        var members = JSONMemberWriter(encoder: self, indent: 0)
        members.open(into: &output)
        for member in leading.members {
            members.name(escaping: member.key, into: &output)
            write(member.value, indent: members.memberIndent, into: &output)
        }
        members.name(key, into: &output)
        writeArray(count: count, indent: members.memberIndent, into: &output, writeElement: writeElement)
        members.close(into: &output)
    }

    /// Runs `body` on a buffer that passes its chunks to `sink`; after the
    /// first error of `sink` later chunks are dropped and the error is thrown.
    private func streaming<Failure: Error>(
        to sink: (UnsafeBufferPointer<UInt8>) throws(Failure) -> Void, _ body: (inout JSONByteBuffer) -> Void
    ) throws(Failure) {
        var failure: Failure?
        withoutActuallyEscaping(sink) { sink in
            var output = JSONByteBuffer(flushingTo: { chunk in
                guard failure == nil else { return }
                do throws(Failure) { try sink(chunk) } catch { failure = error }
            })
            body(&output)
            output.flush()
        }
        if let failure { throw failure }
    }

    /// Writes the text of `value` as it appears at `indent` (its nested lines one level deeper).
    func write(_ value: JSONValue, indent: Int, into output: inout JSONByteBuffer) {
        switch value {
        case .null: output.append("null")
        case .bool(let flag): output.append(flag ? "true" : "false")
        case .integer(let number): output.append(integer: number)
        case .double(let number): output.append(text: Self.text(of: number))
        case .string(let text): Self.writeQuoted(text, into: &output)
        case .array(let elements):
            writeArray(count: elements.count, indent: indent, into: &output) { position, indent, output in
                write(elements[position], indent: indent, into: &output)
            }
        case .object(let object):
            // Members are kept sorted by name: written as they are (an empty object as `{}`).
            var members = JSONMemberWriter(encoder: self, indent: indent)
            members.open(into: &output)
            for member in object.members {
                members.name(escaping: member.key, into: &output)
                write(member.value, indent: members.memberIndent, into: &output)
            }
            members.close(into: &output)
        }
    }

    /// An array at `indent` of `count` elements, each written by
    /// `writeElement` (given its position and its own indentation) only when
    /// its turn comes.
    func writeArray(
        count: Int, indent: Int, into output: inout JSONByteBuffer,
        writeElement: (_ position: Int, _ indent: Int, _ output: inout JSONByteBuffer) -> Void
    ) {
        guard count > 0 else { output.append("[]"); return }
        output.append(byte: UInt8(ascii: "["))
        for position in 0..<count {
            if position > 0 { output.append(byte: UInt8(ascii: ",")) }
            newline(indent + 1, into: &output)
            writeElement(position, indent + 1, &output)
        }
        newline(indent, into: &output)
        output.append(byte: UInt8(ascii: "]"))
    }

    func newline(_ indent: Int, into output: inout JSONByteBuffer) {
        guard pretty else { return }
        output.appendNewline(indent: indent)
    }

    private static func text(of number: Double) -> String {
        guard number.isFinite else { return "null" }
        if number.rounded() == number && abs(number) < 1e15 { return String(Int(number)) }
        return String(number)
    }

    /// Writes `text` as a JSON string literal: quotes, backslashes and every
    /// control character (C0, DEL and C1) and bidi override escaped (`\u202E`),
    /// so a dump never carries raw terminal codes or text that reorders itself.
    static func writeQuoted(_ text: String, into output: inout JSONByteBuffer) {
        output.append(byte: UInt8(ascii: "\""))
        writeEscaped(text, into: &output)
        output.append(byte: UInt8(ascii: "\""))
    }

    /// The inside of `writeQuoted(_:into:)`: `text` escaped, without the quotes
    /// (a string written from parts, like a dump's frame id `CarDetail#2`).
    static func writeEscaped(_ text: String, into output: inout JSONByteBuffer) {
        var text = text
        text.withUTF8 { bytes in
            guard bytes.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 }) else {
                output.append(contentsOf: bytes)
                return
            }
            var position = 0
            while position < bytes.count {
                let byte = bytes[position]
                position += 1
                switch byte {
                case UInt8(ascii: "\""): output.append("\\\"")
                case UInt8(ascii: "\\"): output.append("\\\\")
                case UInt8(ascii: "\n"): output.append("\\n")
                case UInt8(ascii: "\t"): output.append("\\t")
                case UInt8(ascii: "\r"): output.append("\\r")
                case 0..<0x20, 0x7F:
                    output.appendUnicodeEscape(UInt32(byte))
                case 0xC2, 0xE2:
                    // C1 controls (C2 80...9F) and bidi overrides (E2 80 AA... and E2 81 A6...):
                    // decode the scalar and ask TerminalEscaping, the one rule for unsafe text.
                    let length = byte == 0xC2 ? 2 : 3
                    if let scalar = Self.scalar(in: bytes, startingAt: position - 1, length: length),
                       TerminalEscaping.isUnsafe(scalar) {
                        output.appendUnicodeEscape(scalar.value)
                        position += length - 1
                    } else {
                        output.append(byte: byte)
                    }
                default:
                    output.append(byte: byte)
                }
            }
        }
    }

    /// The scalar a UTF-8 sequence of `length` (2 or 3) bytes encodes at
    /// `start`, or nil when the text ends first.
    private static func scalar(in bytes: UnsafeBufferPointer<UInt8>, startingAt start: Int, length: Int) -> Unicode.Scalar? {
        guard start + length <= bytes.count else { return nil }
        // One continuation byte at a time: the expression in one piece took 0.3 s to type-check.
        var value: UInt32 = UInt32(bytes[start] & (length == 2 ? 0x1F : 0x0F))
        for offset in 1..<length {
            value = value << 6 | UInt32(bytes[start + offset] & 0x3F)
        }
        return Unicode.Scalar(value)
    }
}

extension JSONValue: CustomStringConvertible {
    /// The compact JSON text of the value.
    public var description: String {
        JSONTextEncoder(pretty: false).encode(self)
    }
}
