/// GitHub Actions workflow commands for failures (`--format github`):
/// `::error file=<f>,line=<n>::<message>`, escaped as the workflow-command
/// documentation says, so a message can never end the command early.
public enum GitHubAnnotation {
    /// The `::error` line for `failure` (no `line=` for a failure of the file as a whole).
    public static func error(for failure: ShellFailure) -> String {
        var properties = "file=" + escapeProperty(failure.location.file)
        if failure.location.line > 0 { properties += ",line=\(failure.location.line)" }
        if let column = failure.location.column { properties += ",col=\(column)" }
        return "::error \(properties)::" + escapeData(failure.message)
    }

    /// The message part: `%` → `%25`, CR → `%0D`, LF → `%0A`.
    public static func escapeData(_ text: String) -> String {
        var result = ""
        for character in text.unicodeScalars {
            switch character {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            default: result.unicodeScalars.append(character)
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
