/// Word wrapping for the shell's listings (`help`, `modules`, `describe`), so
/// they fit the `width` setting: text is broken at blanks, and the lines it
/// continues on are indented under where it began (a hanging indent). A
/// word longer than the room left stands alone on its line. Widths count
/// characters, as `padded(to:)` does.
enum TextWrapping {
    /// `lead` followed by `text`, broken into lines of at most `width`
    /// characters; continuation lines start with `indent` blanks. With
    /// `keepingBracketsWhole`, `text` (a usage) breaks only at blanks outside
    /// `[...]` and `<...>` where each such piece fits on a line by itself.
    static func hanging(_ lead: String, _ text: String, width: Int, indent: Int, keepingBracketsWhole: Bool = false) -> [String] {
        // What fits is left exactly as it was written.
        let leadCount = lead.count
        guard leadCount + text.count > width else { return [lead + text] }
        let margin = String(repeating: " ", count: indent)
        var lines: [String] = []
        var line = lead
        // The characters of `line`, kept as it grows: counting the line for every word made a wide listing quadratic.
        var lineCount = leadCount
        var lineHasWord = false
        let words = keepingBracketsWhole
            ? bracketGroups(of: text).flatMap { $0.count > width - indent ? $0.split(separator: " ") : [$0] }
            : text.split(separator: " ", omittingEmptySubsequences: true)
        for word in words {
            let wordCount = word.count
            if lineHasWord && lineCount + 1 + wordCount > width {
                lines.append(line)
                line = margin + word
                lineCount = indent + wordCount
            } else {
                line += (lineHasWord ? " " : "") + word
                lineCount += (lineHasWord ? 1 : 0) + wordCount
            }
            lineHasWord = true
        }
        lines.append(line)
        return lines
    }

    /// `text` cut at the blanks outside brackets (`[times <n>]`, `<start site>`), blanks dropped.
    private static func bracketGroups(of text: String) -> [Substring] {
        var groups: [Substring] = []
        var depth = 0
        var start = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            switch text[index] {
            case "[", "<": depth += 1
            case "]", ">": depth = max(0, depth - 1)
            case " " where depth == 0:
                if start < index { groups.append(text[start..<index]) }
                start = text.index(after: index)
            default: break
            }
            index = text.index(after: index)
        }
        if start < text.endIndex { groups.append(text[start...]) }
        return groups
    }

    /// Rows of a two-column listing, each `indent` blanks, its term padded
    /// to the terms' column, two blanks, then its text wrapped under the
    /// text's column. The column is as wide as the widest term of at most
    /// `maximumTermWidth` characters; a longer term stands on its own line,
    /// its text on the next lines.
    static func columns(
        _ rows: [(term: String, text: String)], width: Int, indent: Int = 2, minimumTermWidth: Int = 0, maximumTermWidth: Int
    ) -> [String] {
        let column = max(minimumTermWidth, rows.map(\.term.count).filter { $0 <= maximumTermWidth }.max() ?? 0)
        let leading = String(repeating: " ", count: indent)
        let textIndent = indent + column + 2
        var lines: [String] = []
        for row in rows {
            if row.term.count > column {
                lines.append(leading + row.term)
                lines += hanging(String(repeating: " ", count: textIndent), row.text, width: width, indent: textIndent)
            } else {
                lines += hanging(leading + row.term.padded(to: column) + "  ", row.text, width: width, indent: textIndent)
            }
        }
        return lines
    }

    /// The widest term a listing at `width` keeps in its column: three
    /// eighths of the width (30 at 80 columns).
    static func termColumnLimit(forWidth width: Int) -> Int {
        max(10, width * 3 / 8)
    }
}
