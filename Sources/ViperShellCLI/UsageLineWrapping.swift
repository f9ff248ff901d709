#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Fits the parser's usage lines (`USAGE: viper-shell explore [<module> ...]
/// [--steps <n>] ...` in `--help`, `Usage: ...` under an error) to the
/// width the parser wraps the rest of its help at: it wraps every other line
/// but prints a usage line whole, 139 columns for `explore`. A long usage
/// line breaks between its words, never inside a `[...]` or `<...>` group,
/// and continues indented under the command.
enum UsageLineWrapping {
    /// `message` with each usage line wider than `width` wrapped.
    static func wrapped(_ message: String, width: Int) -> String {
        message.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let text = String(line)
            guard text.count > width, text.hasPrefix("USAGE: ") || text.hasPrefix("Usage: ") else { return text }
            return wrap(text, width: width)
        }.joined(separator: "\n")
    }

    /// The width the parser uses: `COLUMNS` when it is a number, else the
    /// terminal's width on standard output, else 80.
    static var helpWidth: Int {
        if let columns = getenv("COLUMNS").flatMap({ Int(String(cString: $0)) }), columns > 0 { return columns }
        return TerminalInfo.outputIsTerminal ? TerminalInfo.width() : TerminalInfo.defaultWidth
    }

    private static func wrap(_ line: String, width: Int) -> String {
        let groups = self.groups(of: line)
        // Later lines start two blanks in from where the command's name began.
        let indent = String(repeating: " ", count: 9)
        var lines: [String] = []
        var current = ""
        for group in groups {
            if current.isEmpty {
                current = group
            } else if current.count + 1 + group.count > width {
                lines.append(current)
                current = indent + group
            } else {
                current += " " + group
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines.joined(separator: "\n")
    }

    /// The words of `line`, a `[...]` or `<...>` group with blanks inside it counted as one.
    private static func groups(of line: String) -> [String] {
        var groups: [String] = []
        var current = ""
        var depth = 0
        for character in line {
            switch character {
            case "[", "<": depth += 1
            case "]", ">": depth = max(0, depth - 1)
            default: break
            }
            if character == " " && depth == 0 {
                if !current.isEmpty { groups.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { groups.append(current) }
        return groups
    }
}
