import ViperRuntime

// MARK: - Writing words back

extension Tokenizer {
    /// `word` written so that `words(of:)` reads it back unchanged: bare when
    /// it can be, otherwise in double quotes with `\"`, `\\`, `\n` and `\t`
    /// escapes. Other control characters (ESC, BEL, C1 codes, bidi overrides)
    /// go inside the quotes as they are: the language has no escape for them,
    /// but reads them back from a quoted word. `alwaysQuoted` forces quotes
    /// (an `expect state` value that must stay a string).
    public static func quoted(_ word: String, alwaysQuoted: Bool = false) -> String {
        guard alwaysQuoted || word.isEmpty || word.unicodeScalars.contains(where: needsQuotes) else { return word }
        var result = "\""
        for scalar in word.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// Whether a bare word holding `scalar` would read back differently (or hide it).
    private static func needsQuotes(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case " ", "\"", "'", "#", "\\": return true
        default: return TerminalEscaping.isUnsafe(scalar)
        }
    }
}
