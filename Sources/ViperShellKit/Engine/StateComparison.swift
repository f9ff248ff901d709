import ViperRuntime

/// The comparison of `expect state <path> <op> <value>`.
public enum StateOperator: String, CaseIterable, Sendable {
    case equal = "=="
    case notEqual = "!="
    case contains

    /// Whether `actual` compares with `expected` (`JSONValue` equality, where
    /// `3` and `3.0` are the same number); `expectedText` is the value as
    /// written, used as a substring when a string is searched.
    public func holds(actual: JSONValue, expected: JSONValue, expectedText: String) -> Bool? {
        switch self {
        case .equal: return actual == expected
        case .notEqual: return actual != expected
        case .contains:
            switch actual {
            case .string(let text):
                return text.contains(expected.stringValue ?? expectedText)
            case .array(let elements):
                return elements.contains(expected)
            default:
                return nil
            }
        }
    }

    /// The value of `expect state`'s last words: one double-quoted word is a
    /// string; otherwise a JSON literal when the words parse as one, else the
    /// words as a string.
    public static func expectedValue(of words: [Word]) -> JSONValue {
        let text = words.map(\.text).joined(separator: " ")
        if words.count == 1 && words[0].isDoubleQuoted { return .string(text) }
        if let value = try? JSONParser.parse(text) { return value }
        return .string(text)
    }
}

/// A JSON value for a one-line message, shortened when long.
func briefJSON(_ value: JSONValue, limit: Int = 200) -> String {
    displayed(value.description, limit: limit)
}
