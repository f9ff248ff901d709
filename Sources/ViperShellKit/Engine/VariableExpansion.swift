/// Replaces `${name}` in the words of a command with the script variables
/// (`let`, `run --var`), except where any part of a reference was written in single quotes.
enum VariableExpansion {
    /// `words` with every `${name}` outside single quotes replaced; an
    /// unknown name is an error naming it, at the word's column.
    static func expand(_ words: [Word], variables: [String: String]) throws(CommandFailure) -> [Word] {
        var expanded = words
        for index in words.indices where mentionsVariable(words[index].text) {
            expanded[index].text = try expand(words[index], variables: variables)
            expanded[index].singleQuotedRanges = []
        }
        return expanded
    }

    /// Whether `text` holds `${`, by its UTF-8 bytes: every word of every
    /// command is asked, and `String.contains(_:)` with a string argument goes
    /// through generic searching that cost a tenth of a navigation command.
    private static func mentionsVariable(_ text: String) -> Bool {
        var previousWasDollar = false
        for byte in text.utf8 {
            if previousWasDollar && byte == UInt8(ascii: "{") { return true }
            previousWasDollar = byte == UInt8(ascii: "$")
        }
        return false
    }

    private static func expand(_ word: Word, variables: [String: String]) throws(CommandFailure) -> String {
        let scalars = Array(word.text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        // A reference is expanded only when no part of it, `$`, braces or name, was single-quoted.
        func isLiteral(_ position: Int) -> Bool { word.singleQuotedRanges.contains { $0.contains(position) } }
        while index < scalars.count {
            guard scalars[index] == "$", index + 1 < scalars.count, scalars[index + 1] == "{",
                let close = scalars[(index + 2)...].firstIndex(of: "}"),
                !(index...close).contains(where: isLiteral)
            else {
                result.append(scalars[index])
                index += 1
                continue
            }
            var name = String.UnicodeScalarView()
            name.append(contentsOf: scalars[(index + 2)..<close])
            guard let value = variables[String(name)] else {
                let known = variables.keys.sorted()
                let list = known.isEmpty ? "none is set" : "set: \(known.joined(separator: ", "))"
                throw .error("unknown variable '\(displayed(String(name)))' (\(list); set one with 'let <name> = <value>')", column: word.column)
            }
            result.append(contentsOf: value.unicodeScalars)
            index = close + 1
        }
        return String(result)
    }

    /// `name=value` (`run --var`) split at its first `=`, or nil when the
    /// name before it is not a variable name.
    static func assignment(_ text: String) -> (name: String, value: String)? {
        guard let equals = text.firstIndex(of: "=") else { return nil }
        let name = String(text[..<equals])
        guard isValidName(name) else { return nil }
        return (name, String(text[text.index(after: equals)...]))
    }

    /// Whether `name` can be a variable's name: letters, digits and `_`, not starting with a digit.
    static func isValidName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) }
    }
}
