/// Word wrapping for the shell's listings (`help`, `modules`, `describe`), so
/// they fit the `width` setting: text is broken at blanks, and the lines it
/// continues on are indented under where it began (a hanging indent). A word
/// longer than a whole line is cut where the line ends, so no line is ever
/// wider than `width` (unless the indent alone is). Widths count
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
        // What a continuation line holds after its indent.
        let room = max(1, width - indent)
        var lines: [String] = []
        var line = lead
        // The characters of `line`, kept as it grows: counting the line for every word made a wide listing quadratic.
        var lineCount = leadCount
        var lineHasWord = false
        func startLine() {
            // A line keeps no trailing blanks (a lead whose word went to the next line, blanks that ran to the end).
            lines.append(String(line.reversed().drop { $0 == " " }.reversed()))
            line = margin
            lineCount = indent
            lineHasWord = false
        }
        let words = keepingBracketsWhole
            ? bracketGroups(of: text).flatMap { $0.count > room ? $0.split(separator: " ") : [$0] }
            : text.split(separator: " ", omittingEmptySubsequences: false)
        for word in words {
            // Between two words, each empty word is one more blank that was written ("Make:  Tesla").
            if word.isEmpty {
                if lineHasWord && lineCount < width {
                    line += " "
                    lineCount += 1
                }
                continue
            }
            var rest = word
            while !rest.isEmpty {
                let gap = lineHasWord ? 1 : 0
                if lineCount + gap + rest.count <= width {
                    line += (lineHasWord ? " " : "") + rest
                    lineCount += gap + rest.count
                    lineHasWord = true
                    break
                }
                // The next line has more room: the word goes there, whole if it fits.
                if lineHasWord || (lineCount > indent && (rest.count <= room || lineCount >= width)) {
                    startLine()
                    continue
                }
                // Wider than a whole line: the line takes what fits of it, the rest goes on.
                let fits = max(1, width - lineCount)
                line += rest.prefix(fits)
                lineCount += fits
                lineHasWord = true
                rest = rest.dropFirst(fits)
                if !rest.isEmpty { startLine() }
            }
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
    /// `maximumTermWidth` characters, and narrow enough that the texts'
    /// longest word fits beside it; a longer term stands on its own lines
    /// (wrapped like a usage, continued two blanks further in), its text on
    /// the next lines.
    static func columns(
        _ rows: [(term: String, text: String)], width: Int, indent: Int = 2, minimumTermWidth: Int = 0, maximumTermWidth: Int
    ) -> [String] {
        let longestWord = rows.lazy.flatMap { $0.text.split(separator: " ") }.map(\.count).max() ?? 0
        let limit = max(0, min(maximumTermWidth, width - indent - 2 - longestWord))
        let column = min(limit, max(minimumTermWidth, rows.map(\.term.count).filter { $0 <= limit }.max() ?? 0))
        let leading = String(repeating: " ", count: indent)
        let textIndent = indent + column + 2
        var lines: [String] = []
        for row in rows {
            if row.term.count > column {
                lines += hanging(leading, row.term, width: width, indent: indent + 2, keepingBracketsWhole: true)
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
