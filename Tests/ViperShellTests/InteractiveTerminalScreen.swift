/// A minimal model of what a terminal shows, enough to read back what libedit
/// drew: printable text, CR, LF, backspace, and the CSI sequences libedit uses
/// with TERM=xterm (cursor moves, erase in line/display, insert/delete chars).
/// Other escape sequences are consumed and ignored.
struct InteractiveTerminalScreen {
    private(set) var lines: [[Character]] = [[]]
    private(set) var row = 0
    private(set) var column = 0
    private var pending: [UInt8] = []

    /// The text of the line the cursor is on, without trailing blanks.
    var currentLine: String { text(ofRow: row) }

    /// Every line, without trailing blanks.
    var allLines: [String] { lines.indices.map(text(ofRow:)) }

    /// Feeds bytes the program wrote.
    mutating func feed(_ bytes: [UInt8]) {
        pending += bytes
        var index = 0
        while index < pending.count {
            let byte = pending[index]
            if byte == 0x1B {
                guard let consumed = escapeSequence(at: index) else { break } // incomplete: wait
                index += consumed
                continue
            }
            if byte < 0x80 {
                control(byte)
                index += 1
                continue
            }
            let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
            guard index + length <= pending.count else { break }
            put(Character(String(decoding: pending[index..<index + length], as: UTF8.self)))
            index += length
        }
        pending.removeFirst(index)
    }

    private func text(ofRow row: Int) -> String {
        var characters = lines[row]
        while characters.last == " " { characters.removeLast() }
        return String(characters)
    }

    private mutating func control(_ byte: UInt8) {
        switch byte {
        case 0x0D: column = 0
        case 0x0A: moveTo(row: row + 1)
        case 0x08: column = max(0, column - 1)
        case 0x07: break
        case 0x20...0x7E: put(Character(Unicode.Scalar(byte)))
        default: break
        }
    }

    private mutating func put(_ character: Character) {
        while lines[row].count < column { lines[row].append(" ") }
        if column < lines[row].count {
            lines[row][column] = character
        } else {
            lines[row].append(character)
        }
        column += 1
    }

    private mutating func moveTo(row newRow: Int) {
        row = max(0, newRow)
        while lines.count <= row { lines.append([]) }
    }

    /// Handles the sequence starting at `start`; returns its length, or nil if incomplete.
    private mutating func escapeSequence(at start: Int) -> Int? {
        guard start + 1 < pending.count else { return nil }
        let kind = pending[start + 1]
        guard kind == UInt8(ascii: "[") else {
            // ESC followed by one character (ESC =, ESC >, ESC 7, ...) or ESC ( B.
            if kind == UInt8(ascii: "(") || kind == UInt8(ascii: ")") {
                return start + 2 < pending.count ? 3 : nil
            }
            return 2
        }
        var end = start + 2
        while end < pending.count && !(0x40...0x7E).contains(pending[end]) { end += 1 }
        guard end < pending.count else { return nil }
        let parameters = String(decoding: pending[(start + 2)..<end], as: UTF8.self)
        let numbers = parameters.split(separator: ";").map { Int($0.filter(\.isNumber)) ?? 0 }
        let count = max(1, numbers.first ?? 1)
        switch pending[end] {
        case UInt8(ascii: "G"): column = count - 1
        case UInt8(ascii: "C"): column += count
        case UInt8(ascii: "D"): column = max(0, column - count)
        case UInt8(ascii: "A"): moveTo(row: row - count)
        case UInt8(ascii: "B"): moveTo(row: row + count)
        case UInt8(ascii: "H"):
            moveTo(row: (numbers.first ?? 1) - 1)
            column = max(0, (numbers.count > 1 ? numbers[1] : 1) - 1)
        case UInt8(ascii: "K"):
            if lines[row].count > column { lines[row].removeSubrange(column...) }
        case UInt8(ascii: "J"):
            if lines[row].count > column { lines[row].removeSubrange(column...) }
            lines.removeSubrange((row + 1)...)
        case UInt8(ascii: "P"):
            let upper = min(lines[row].count, column + count)
            if column < upper { lines[row].removeSubrange(column..<upper) }
        case UInt8(ascii: "@"):
            if column < lines[row].count {
                lines[row].insert(contentsOf: Array(repeating: " ", count: count), at: column)
            }
        default: break // colours and modes
        }
        return end - start + 1
    }
}

/// `text` without ANSI escape sequences (CSI sequences and two-character escapes).
func strippingANSI(_ text: String) -> String {
    var result = ""
    var scalars = Array(text.unicodeScalars)[...]
    while let scalar = scalars.popFirst() {
        guard scalar == "\u{1B}" else {
            result.unicodeScalars.append(scalar)
            continue
        }
        guard let next = scalars.popFirst() else { break }
        if next == "[" {
            while let byte = scalars.popFirst(), !(0x40...0x7E).contains(byte.value) {}
        }
    }
    return result
}
