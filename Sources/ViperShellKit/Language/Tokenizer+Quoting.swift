// MARK: - Writing words

extension Tokenizer {
    /// Whether `text` is not one bare word of the command language (it holds
    /// a blank, a quote, a backslash or `#`), so it must be written quoted.
    package static func needsQuotes(_ text: String) -> Bool {
        text.contains { $0 == " " || $0 == "\t" || $0 == "\"" || $0 == "'" || $0 == "\\" || $0 == "#" }
    }

    /// `text` as a double-quoted word (`\` and `"` escaped) that `words(of:)`
    /// reads back as `text`; left open (no closing quote) when more is typed after it.
    package static func quoted(_ text: String, closed: Bool = true) -> String {
        var spelled = "\""
        for character in text {
            if character == "\\" || character == "\"" { spelled.append("\\") }
            spelled.append(character)
        }
        return closed ? spelled + "\"" : spelled
    }
}
