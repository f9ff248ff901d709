/// One part of what `help <command>` prints after the command's usage and
/// summary. Nothing in it is wrapped by hand: `help` fits it to the shell's
/// width, a paragraph broken at blanks and a table with each explanation
/// wrapped under its own column, so it stays aligned however narrow the shell.
package enum HelpBlock: Sendable, ExpressibleByStringLiteral {
    /// Text that starts on a line of its own and is wrapped at blanks.
    case paragraph(String)
    /// Terms (`set echo on|off`, `returns <json>`) with their explanations,
    /// the terms two blanks in, the explanations in one column after them.
    case table([HelpRow])

    package init(stringLiteral text: String) {
        self = .paragraph(text)
    }

    /// The widest a table's explanations may be squeezed to before a term
    /// stands on a line of its own with its explanation under it.
    static let narrowestExplanation = 20

    /// The block unwrapped: a paragraph's text, a table's rows as `term  meaning`.
    var plainLines: [String] {
        switch self {
        case .paragraph(let text): return [text]
        case .table(let rows): return rows.map { "\($0.term)  \($0.text)" }
        }
    }

    /// The block's lines at `width` columns.
    func lines(width: Int) -> [String] {
        switch self {
        case .paragraph(let text):
            return TextWrapping.hanging("", text, width: width, indent: 0)
        case .table(let rows):
            return TextWrapping.columns(
                rows.map { ($0.term, $0.text) }, width: width, indent: 2,
                maximumTermWidth: max(10, width - 4 - Self.narrowestExplanation))
        }
    }
}

/// A row of a `HelpBlock.table`: a term and what it means.
package struct HelpRow: Sendable {
    package var term: String
    package var text: String

    package init(_ term: String, _ text: String) {
        self.term = term
        self.text = text
    }
}
