import ViperRuntime

/// GitHub Actions workflow commands for failures (`--format github`):
/// `::error file=<f>,line=<n>::<message>`, escaped as the workflow-command
/// documentation says, so a message can never end the command early, and
/// with control characters, C1 codes and bidi overrides written `\u{..}`.
///
/// The runner reads any output line that starts with `::` after leading
/// blanks as a command (`::stop-commands::` turns off every later
/// annotation), so every other line of the output goes through
/// `neutralized(_:)`: only the shell's own annotations start with `::`.
public enum GitHubAnnotation {
    /// The longest file name an annotation repeats whole (as in `PASS`/`FAIL` lines).
    static let fileNameLimit = 200

    /// The `::error` line for `failure` (no `line=` for a failure of the file as a whole).
    public static func error(for failure: ShellFailure) -> String {
        var properties = "file=" + escapeProperty(TerminalEscaping.displayed(failure.location.file, limit: fileNameLimit))
        if failure.location.line > 0 { properties += ",line=\(failure.location.line)" }
        if let column = failure.location.column { properties += ",col=\(column)" }
        return "::error \(properties)::" + escapeData(failure.message)
    }

    /// `text` (lines ending in line feeds) with every line that would start
    /// with `::` after leading blanks (as the runner trims them) written with
    /// a backslash before it: `  ::stop-commands::tok` becomes `  \::stop-commands::tok`.
    public static func neutralized(_ text: String) -> String {
        guard text.contains("::") else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
            let blanks = line.prefix { $0.isWhitespace }
            guard line.dropFirst(blanks.count).hasPrefix("::") else { return line }
            return blanks + "\\" + line.dropFirst(blanks.count)
        }.joined(separator: "\n")
    }

    /// The message part: `%` → `%25`, CR → `%0D`, LF → `%0A`, any other
    /// control character or bidi override as `\u{..}`.
    public static func escapeData(_ text: String) -> String {
        var result = ""
        for character in text.unicodeScalars {
            switch character {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            default:
                if TerminalEscaping.isUnsafe(character) {
                    result += "\\u{" + String(character.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(character)
                }
            }
        }
        return result
    }

    /// A property value: as data, and also `:` → `%3A`, `,` → `%2C`.
    public static func escapeProperty(_ text: String) -> String {
        var result = ""
        for character in escapeData(text).unicodeScalars {
            switch character {
            case ":": result += "%3A"
            case ",": result += "%2C"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }
}
