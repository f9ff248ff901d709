import ViperRuntime

// MARK: - Writing words back

extension Tokenizer {
    /// Whether `text` is not one bare word of the command language (it holds
    /// a blank, a quote, a backslash, `#`, or a character a terminal must not
    /// get raw), so it must be written quoted.
    package static func needsQuotes(_ text: String) -> Bool {
        text.unicodeScalars.contains(where: needsQuotes)
    }

    /// `word` written so that `words(of:)` reads it back unchanged: bare when
    /// it can be, otherwise as `doubleQuoted(_:)`. `alwaysQuoted` forces
    /// quotes (an `expect state` value that must stay a string).
    package static func quoted(_ word: String, alwaysQuoted: Bool = false) -> String {
        guard alwaysQuoted || word.isEmpty || needsQuotes(word) else { return word }
        return doubleQuoted(word)
    }

    /// `text` in double quotes with `\"`, `\\`, `\n` and `\t` escapes, which
    /// `words(of:)` reads back as `text`; left open (no closing quote) when
    /// more is typed after it (completion). Other control characters (ESC,
    /// BEL, C1 codes, bidi overrides) go inside the quotes as they are: the
    /// language has no escape for them, but reads them back from a quoted word.
    package static func doubleQuoted(_ text: String, closed: Bool = true) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return closed ? result + "\"" : result
    }

    /// Whether a bare word holding `scalar` would read back differently (or hide it).
    private static func needsQuotes(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case " ", "\t", "\"", "'", "#", "\\": return true
        default: return TerminalEscaping.isUnsafe(scalar)
        }
    }
}
