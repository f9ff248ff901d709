/// Replaces `${name}` in the words of a command with the script variables
/// (`let`, `run --var`), except where any part of a reference was written in single quotes.
enum VariableExpansion {
    /// The longest value a variable holds, in UTF-8 bytes: 1 MiB.
    static let valueLimit = 1 << 20
    /// The longest a command line grows to once its variables are replaced
    /// (all its words together), in UTF-8 bytes: 1 MiB.
    static let expandedLineLimit = 1 << 20
    /// The most bytes every variable's name and value hold together: 16 MiB.
    static let totalLimit = 16 << 20
    /// The most variables a script holds at once.
    static let countLimit = 10_000

    /// `words` with every `${name}` outside single quotes replaced; an
    /// unknown name is an error naming it, at the word's column. A line that
    /// would grow past `expandedLineLimit` is an error, found as soon as the
    /// limit is passed (the cost is linear in the line's length, never in
    /// what it would have grown to).
    static func expand(_ words: [Word], variables: [String: String]) throws(CommandFailure) -> [Word] {
        guard words.contains(where: { mentionsVariable($0.text) }) else { return words }
        var expanded = words
        var budget = expandedLineLimit
        for index in words.indices {
            if mentionsVariable(words[index].text) {
                expanded[index].text = try expand(words[index], variables: variables, budget: &budget)
                expanded[index].singleQuotedRanges = []
            } else {
                budget -= words[index].text.utf8.count
            }
            if budget < 0 { throw lineTooLong(column: words[index].column) }
        }
        return expanded
    }

    /// The error for a value over `valueLimit` (`let`, `run --var`).
    static func valueTooLong(_ name: String, bytes: Int) -> CommandFailure {
        .error("let: the value of '\(displayed(name))' is \(bytes) bytes, over the limit of \(valueLimit) bytes (1 MiB) for a variable")
    }

    /// The error for a new variable past `countLimit`.
    static func tooManyVariables(_ name: String) -> CommandFailure {
        .error("let: \(countLimit) variables are set, the most a script holds; \(displayed(name)) is left as it was (reuse a name)")
    }

    /// The error for a value that would take the variables past `totalLimit` (`bytes` together).
    static func overTotal(_ name: String, bytes: Int) -> CommandFailure {
        .error("let: the variables would hold \(bytes) bytes together, over their budget of \(totalLimit) bytes "
            + "(\(totalLimit >> 20) MiB); \(displayed(name)) is left as it was")
    }

    private static func lineTooLong(column: Int) -> CommandFailure {
        .error("the line grows past \(expandedLineLimit) bytes (1 MiB, the limit for a line once its ${...} are replaced)", column: column)
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

    /// One word expanded; `budget` is what is left of `expandedLineLimit`
    /// for the line, and goes below 0 (ending the expansion) when it runs out.
    private static func expand(_ word: Word, variables: [String: String], budget: inout Int) throws(CommandFailure) -> String {
        let scalars = Array(word.text.unicodeScalars)
        let literalRanges = word.singleQuotedRanges.sorted { $0.lowerBound < $1.lowerBound }
        var nextLiteral = 0
        // Once no `}` follows, none follows any later `${` either: not searched again;
        // a `}` found stays the first one after every `${` before it, so it is reused.
        var closesLeft = true
        var knownClose: Int?
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            while nextLiteral < literalRanges.count && literalRanges[nextLiteral].upperBound <= index { nextLiteral += 1 }
            let isLiteral = nextLiteral < literalRanges.count && literalRanges[nextLiteral].contains(index)
            var close: Int?
            if !isLiteral, closesLeft, scalars[index] == "$", index + 1 < scalars.count, scalars[index + 1] == "{" {
                if let known = knownClose, known >= index + 2 {
                    close = known
                } else {
                    close = scalars[(index + 2)...].firstIndex(of: "}")
                    knownClose = close
                    closesLeft = close != nil
                }
            }
            // A reference is expanded only when no part of it, braces or name, was single-quoted.
            let quotedPart = close.map { nextLiteral < literalRanges.count && literalRanges[nextLiteral].lowerBound <= $0 } ?? false
            guard let close, !quotedPart else {
                budget -= UTF8.width(scalars[index])
                if budget < 0 { return "" }
                result.append(scalars[index])
                index += 1
                continue
            }
            var name = String.UnicodeScalarView()
            name.append(contentsOf: scalars[(index + 2)..<close])
            guard let value = variables[String(name)] else {
                let known = variables.keys.sorted()
                let list = known.isEmpty ? "none is set" : "set: \(known.joined(separator: ", "))"
                throw .error("unknown variable '\(displayed(String(name)))' (\(displayed(list, limit: 400)); set one with 'let <name> = <value>')", column: word.column)
            }
            budget -= value.utf8.count
            if budget < 0 { return "" }
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
