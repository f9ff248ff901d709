/// Turns a `Screen` into lines of text for a terminal of a given width.
///
/// This is the only place screens become text. Every string from a screen is
/// escaped first (`TerminalEscaping`), then wrapped to the width, then
/// coloured when colour is on, so colour codes never count against the width
/// and data never carries its own codes through.
///
/// Layout:
///
///     Cars
///     ====
///     1. Toyota Corolla
///     Make:  Toyota
///     ! make is required
///
///     Actions: select <n>, create, search [text...], refresh
public struct ScreenRenderer: Sendable {
    /// The narrowest width the renderer lays out for.
    public static let minimumWidth = 20
    /// The width snapshots and scripts use unless told otherwise.
    public static let defaultWidth = 80

    public var width: Int
    public var color: Bool

    public init(width: Int = ScreenRenderer.defaultWidth, color: Bool = false) {
        self.width = max(Self.minimumWidth, width)
        self.color = color
    }

    /// The screen as text, lines joined by newlines, with no trailing newline.
    public func render(_ screen: Screen) -> String {
        renderLines(screen).joined(separator: "\n")
    }

    /// The screen as lines of text, none with trailing blanks.
    public func renderLines(_ screen: Screen) -> [String] {
        var output: [String] = []
        appendBody(of: screen, underline: "=", into: &output)
        for child in screen.embedded {
            output.append("")
            appendBody(of: child.screen, underline: "-", into: &output)
        }
        if !screen.actions.isEmpty {
            output.append("")
            let names = screen.actions.map { styled(TerminalEscaping.escape($0.usage), .action) }
            output.append(contentsOf: wrap(prefix: "Actions: ", items: names, plainItems: screen.actions.map(\.usage)))
        }
        return output.map(Self.droppingTrailingBlanks)
    }

    private static func droppingTrailingBlanks(_ line: String) -> String {
        guard line.last == " " else { return line }
        return String(line.dropLast(line.reversed().prefix(while: { $0 == " " }).count))
    }

    // MARK: - Parts

    private func appendBody(of screen: Screen, underline: Character, into output: inout [String]) {
        let title = TerminalEscaping.escape(screen.title)
        for line in wrap(title, indent: 0) { output.append(styled(line, .title)) }
        output.append(String(repeating: underline, count: min(width, max(1, title.count))))
        let numberWidth = screen.rows.map { String($0.number).count }.max() ?? 1
        let labelWidth = screen.fields.map { TerminalEscaping.escape($0.label).count }.max() ?? 0
        for line in screen.lines {
            switch line {
            case .row(let number, let text):
                let prefix = String(repeating: " ", count: numberWidth - String(number).count) + "\(number). "
                output.append(contentsOf: wrap(TerminalEscaping.escape(text), firstPrefix: prefix))
            case .field(let label, let value):
                let escapedLabel = TerminalEscaping.escape(label)
                let prefix = escapedLabel + ":" + String(repeating: " ", count: labelWidth - escapedLabel.count + 1)
                output.append(contentsOf: wrap(TerminalEscaping.escape(value), firstPrefix: prefix))
            case .text(let text):
                output.append(contentsOf: wrap(TerminalEscaping.escape(text), indent: 0))
            case .message(let text, let severity):
                switch severity {
                case .info:
                    output.append(contentsOf: wrap(TerminalEscaping.escape(text), indent: 0))
                case .error:
                    output.append(contentsOf: wrap(TerminalEscaping.escape(text), firstPrefix: "! ").map { styled($0, .error) })
                }
            case .blank:
                output.append("")
            }
        }
    }

    /// Wraps `text` at blanks so no line is wider than the width; a word
    /// longer than a line is cut. Continuation lines are indented by `indent`.
    private func wrap(_ text: String, indent: Int) -> [String] {
        wrap(text, firstPrefix: "", continuationIndent: indent)
    }

    private func wrap(_ text: String, firstPrefix: String, continuationIndent: Int? = nil) -> [String] {
        // At most one character per UTF-8 byte: text this short fits on one line as it is.
        if firstPrefix.utf8.count + text.utf8.count <= width { return [firstPrefix + text] }
        let indent = String(repeating: " ", count: min(continuationIndent ?? firstPrefix.count, width / 2))
        var lines: [String] = []
        var current = firstPrefix
        var currentCount = firstPrefix.count
        var lineHasWord = false
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            var word = Substring(word)
            let needed = (lineHasWord ? 1 : 0) + word.count
            if lineHasWord && currentCount + needed > width {
                lines.append(current)
                current = indent
                currentCount = indent.count
                lineHasWord = false
            }
            if lineHasWord {
                current += " "
                currentCount += 1
            }
            while currentCount + word.count > width {
                let room = max(1, width - currentCount)
                current += word.prefix(room)
                word = word.dropFirst(room)
                lines.append(current)
                current = indent
                currentCount = indent.count
            }
            current += word
            currentCount += word.count
            lineHasWord = true
        }
        lines.append(current)
        return lines
    }

    /// `prefix` and the items, separated by `, `, as many on a line as fit
    /// with the comma that follows them. When an item cannot fit on a line of
    /// its own (a narrow width), the plain items are wrapped as words and cut.
    private func wrap(prefix: String, items: [String], plainItems: [String]) -> [String] {
        if plainItems.contains(where: { prefix.count + $0.count + 1 > width }) {
            return wrap(plainItems.joined(separator: ", "), firstPrefix: prefix)
        }
        var lines: [String] = []
        var current = prefix
        var currentCount = prefix.count
        for (offset, (item, plain)) in zip(items, plainItems).enumerated() {
            let separator = offset == 0 ? "" : ", "
            let comma = offset == items.count - 1 ? 0 : 1
            if offset > 0 && currentCount + separator.count + plain.count + comma > width {
                lines.append(current + ",")
                current = String(repeating: " ", count: prefix.count)
                currentCount = prefix.count
                current += item
                currentCount += plain.count
            } else {
                current += separator + item
                currentCount += separator.count + plain.count
            }
        }
        lines.append(current)
        return lines
    }

    // MARK: - Colour

    private enum Style {
        case title, error, action
        var code: String {
            switch self {
            case .title: return "\u{1B}[1m"
            case .error: return "\u{1B}[31m"
            case .action: return "\u{1B}[36m"
            }
        }
    }

    private func styled(_ text: String, _ style: Style) -> String {
        color && !text.isEmpty ? style.code + text + "\u{1B}[0m" : text
    }
}
