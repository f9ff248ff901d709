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
        output.reserveCapacity(screen.lines.count + 4)
        appendBody(of: screen, underline: "=", into: &output)
        for child in screen.embedded {
            output.append("")
            appendBody(of: child.screen, underline: "-", into: &output)
        }
        if !screen.actions.isEmpty {
            output.append("")
            let usages = screen.actions.map(\.usage)
            let names = usages.map { styled(TerminalEscaping.escape($0), .action) }
            output.append(contentsOf: wrap(prefix: "Actions: ", items: names, plainItems: usages))
        }
        return output.map(Self.droppingTrailingBlanks)
    }

    private static func droppingTrailingBlanks(_ line: String) -> String {
        // A last character that is a blank ends in a blank byte: most lines are done after one byte.
        guard line.utf8.last == UInt8(ascii: " ") else { return line }
        let bytes = line.utf8
        let kept = bytes.lastIndex(where: { $0 != UInt8(ascii: " ") })
        // Blanks after printable ASCII (or alone) are whole characters: cut the bytes.
        if kept.map({ TerminalEscaping.isPrintableASCII(bytes[$0]) }) ?? true {
            return String(line[..<(kept.map { bytes.index(after: $0) } ?? bytes.startIndex)])
        }
        guard line.last == " " else { return line }
        return String(line.dropLast(line.reversed().prefix(while: { $0 == " " }).count))
    }

    /// The number of characters of `text`: its byte count when every byte is
    /// printable ASCII (one character each), which is most screen text.
    private static func characterCount(_ text: String) -> Int {
        TerminalEscaping.isPrintableASCII(text) ? text.utf8.count : text.count
    }

    // MARK: - Parts

    private func appendBody(of screen: Screen, underline: Character, into output: inout [String]) {
        let title = TerminalEscaping.escape(screen.title)
        appendWrapped(title, continuationIndent: 0, style: .title, into: &output)
        output.append(String(repeating: underline, count: min(width, max(1, Self.characterCount(title)))))
        var numberWidth = 1
        var labelWidth = 0
        for case .row(let number, _) in screen.lines { numberWidth = max(numberWidth, String(number).count) }
        for case .field(let label, _) in screen.lines {
            labelWidth = max(labelWidth, Self.characterCount(TerminalEscaping.escape(label)))
        }
        for line in screen.lines {
            switch line {
            case .row(let number, let text):
                let prefix = String(repeating: " ", count: numberWidth - String(number).count) + "\(number). "
                appendWrapped(TerminalEscaping.escape(text), firstPrefix: prefix, into: &output)
            case .field(let label, let value):
                let escapedLabel = TerminalEscaping.escape(label)
                let prefix = escapedLabel + ":" + String(repeating: " ", count: labelWidth - Self.characterCount(escapedLabel) + 1)
                appendWrapped(TerminalEscaping.escape(value), firstPrefix: prefix, into: &output)
            case .text(let text):
                appendWrapped(TerminalEscaping.escape(text), continuationIndent: 0, into: &output)
            case .message(let text, let severity):
                switch severity {
                case .info:
                    appendWrapped(TerminalEscaping.escape(text), continuationIndent: 0, into: &output)
                case .error:
                    appendWrapped(TerminalEscaping.escape(text), firstPrefix: "! ", style: .error, into: &output)
                }
            case .blank:
                output.append("")
            }
        }
    }

    /// Appends the lines of `wrap(text, firstPrefix:continuationIndent:)` to
    /// `output`, styled; text that fits on one line makes no array of its own.
    private func appendWrapped(
        _ text: String, firstPrefix: String = "", continuationIndent: Int? = nil, style: Style? = nil,
        into output: inout [String]
    ) {
        if fitsOnOneLine(firstPrefix, text) {
            output.append(styled(firstPrefix + text, style))
        } else {
            for line in wrap(text, firstPrefix: firstPrefix, continuationIndent: continuationIndent) {
                output.append(styled(line, style))
            }
        }
    }

    /// Whether `prefix` and `text` fit on one line as they are: at most one
    /// character per UTF-8 byte, so checking bytes is enough.
    private func fitsOnOneLine(_ prefix: String, _ text: String) -> Bool {
        prefix.utf8.count + text.utf8.count <= width
    }

    /// Wraps `text` at blanks so no line is wider than the width; a word
    /// longer than a line is cut. The first line starts with `firstPrefix`;
    /// continuation lines are indented by `continuationIndent` (by default,
    /// the prefix's width). Linear in the text: each word's characters are
    /// counted once, and a long word is cut piece by piece from where the last
    /// piece ended (counting what was left of it for every piece made a 1 MiB
    /// word cost seconds).
    private func wrap(_ text: String, firstPrefix: String, continuationIndent: Int? = nil) -> [String] {
        if fitsOnOneLine(firstPrefix, text) { return [firstPrefix + text] }
        let indent = String(repeating: " ", count: min(continuationIndent ?? firstPrefix.count, width / 2))
        var lines: [String] = []
        var current = firstPrefix
        var currentCount = firstPrefix.count
        var lineHasWord = false
        for piece in text.split(separator: " ", omittingEmptySubsequences: false) {
            var word = Substring(piece)
            var wordCount = word.count
            let needed = (lineHasWord ? 1 : 0) + wordCount
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
            while currentCount + wordCount > width {
                let room = max(1, width - currentCount)
                let cut = word.index(word.startIndex, offsetBy: room)
                current += word[..<cut]
                word = word[cut...]
                wordCount -= room
                lines.append(current)
                current = indent
                currentCount = indent.count
            }
            current += word
            currentCount += wordCount
            lineHasWord = true
        }
        lines.append(current)
        return lines
    }

    /// `prefix` and the items, separated by `, `, as many on a line as fit
    /// with the comma that follows them. When an item cannot fit on a line of
    /// its own (a narrow width), the plain items are wrapped as words and cut.
    private func wrap(prefix: String, items: [String], plainItems: [String]) -> [String] {
        // Bytes bound characters: when all of it and one more fit, it is one line with no item cut.
        let oneLineBytes = prefix.utf8.count + plainItems.reduce(2 * (plainItems.count - 1)) { $0 + $1.utf8.count }
        if oneLineBytes + 1 <= width { return [prefix + items.joined(separator: ", ")] }
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

    private func styled(_ text: String, _ style: Style?) -> String {
        guard let style, color, !text.isEmpty else { return text }
        return style.code + text + "\u{1B}[0m"
    }
}
