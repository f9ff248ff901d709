import ViperRuntime

/// Makes the parser's messages safe to print: a command line can carry any
/// bytes (`--width $'1\e[2J'`) and any length (a 120 KB value), and the
/// parser repeats values as given.
enum CommandLineMessage {
    /// The longest line left whole; a longer one has its long quoted values shortened.
    static let lineLimit = 200

    /// `message` with every control character and bidirectional override
    /// escaped (line breaks kept), and, in lines longer than `lineLimit`,
    /// each `'…'` value longer than `TerminalEscaping.displayLimit` cut to
    /// that many characters and its length (see `TerminalEscaping.displayed`),
    /// and any line still longer than `maximumLineLength` cut the same way.
    static func safe(_ message: String) -> String {
        message.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in shortened(TerminalEscaping.escape(String(line))) }
            .joined(separator: "\n")
    }

    private static func shortened(_ line: String) -> String {
        guard line.count > lineLimit else { return line }
        let parts = line.split(separator: "'", omittingEmptySubsequences: false)
        let quotedValuesShortened = parts.enumerated().map { index, part in
            index.isMultiple(of: 2) ? String(part) : TerminalEscaping.displayed(String(part))
        }.joined(separator: "'")
        // A value holding quotes itself is not one quoted part: cut the line as a whole then.
        return TerminalEscaping.displayed(quotedValuesShortened, limit: maximumLineLength)
    }

    /// The longest a line of a message gets, whatever it repeats.
    static let maximumLineLength = 1_000
}
