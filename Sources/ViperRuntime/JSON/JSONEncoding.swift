/// Writes `JSONValue`s as text, the same bytes for the same value every time.
///
/// The pretty form is the dump format of SPEC §6: keys sorted, two-space
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
        var output = ""
        write(value, indent: 0, into: &output)
        return output
    }

    private func write(_ value: JSONValue, indent: Int, into output: inout String) {
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .integer(let number): output += String(number)
        case .double(let number): output += Self.text(of: number)
        case .string(let text): Self.writeQuoted(text, into: &output)
        case .array(let elements):
            guard !elements.isEmpty else { output += "[]"; return }
            output += "["
            for (offset, element) in elements.enumerated() {
                if offset > 0 { output += "," }
                newline(indent + 1, into: &output)
                write(element, indent: indent + 1, into: &output)
            }
            newline(indent, into: &output)
            output += "]"
        case .object(let members):
            guard !members.isEmpty else { output += "{}"; return }
            output += "{"
            for (offset, key) in members.keys.sorted().enumerated() {
                if offset > 0 { output += "," }
                newline(indent + 1, into: &output)
                Self.writeQuoted(key, into: &output)
                output += pretty ? " : " : ":"
                write(members[key]!, indent: indent + 1, into: &output)
            }
            newline(indent, into: &output)
            output += "}"
        }
    }

    private func newline(_ indent: Int, into output: inout String) {
        guard pretty else { return }
        output += "\n"
        output += String(repeating: "  ", count: indent)
    }

    private static func text(of number: Double) -> String {
        guard number.isFinite else { return "null" }
        if number.rounded() == number && abs(number) < 1e15 { return String(Int(number)) }
        return String(number)
    }

    /// Writes `text` as a JSON string literal: quotes, backslashes and every
    /// control character and bidi override escaped (`\u202E`), so a dump
    /// never carries raw terminal codes or text that reorders itself.
    static func writeQuoted(_ text: String, into output: inout String) {
        output += "\""
        let needsEscaping = text.utf8.contains { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 }
        guard needsEscaping else {
            output += text
            output += "\""
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\t": output += "\\t"
            case "\r": output += "\\r"
            default:
                if TerminalEscaping.isUnsafe(scalar) {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }
}

extension JSONValue: CustomStringConvertible {
    /// The compact JSON text of the value.
    public var description: String {
        JSONTextEncoder(pretty: false).encode(self)
    }
}
