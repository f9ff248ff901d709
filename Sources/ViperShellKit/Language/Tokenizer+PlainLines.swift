// MARK: - Plain lines

extension Tokenizer {
    /// Appends the words of a plain line to `words` and returns true, or
    /// returns false (appending nothing) when the line needs the full scanner.
    ///
    /// A plain line is ASCII without quotes (`select 3`, `back`, `wait 1s  #
    /// a comment`): almost every line of a scenario. Its words are the runs of
    /// bytes between blanks (space, tab, carriage return) up to a `#`, exactly
    /// as the scanner reads them, and a byte's column is its offset, so each
    /// word is made from its bytes at once instead of scalar by scalar. A
    /// quote or a byte over 0x7F anywhere, comment included (which must be
    /// checked as UTF-8 and counted in scalars) sends the line to the scanner.
    static func appendPlainWords(_ bytes: UnsafeBufferPointer<UInt8>, to words: inout [Word]) -> Bool {
        // Plain comparisons in plain loops: this runs for every line of every
        // scenario, also in debug builds (under `swift test`), where pattern
        // matching and closures are not optimized away.
        var end = bytes.count
        var wordCount = 0
        var inWord = false
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if isBlank(byte) {
                inWord = false
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte >= 0x80 {
                return false
            } else if byte == UInt8(ascii: "#") {
                // The scanner checks a comment is UTF-8 too.
                var rest = index + 1
                while rest < bytes.count {
                    if bytes[rest] >= 0x80 { return false }
                    rest += 1
                }
                end = index
                break
            } else {
                if !inWord { wordCount += 1 }
                inWord = true
            }
            index += 1
        }
        guard wordCount > 0 else { return true }
        words.reserveCapacity(words.count + wordCount)
        var start = -1
        for index in 0...end {
            let isBlank = index == end || Self.isBlank(bytes[index])
            if isBlank, start >= 0 {
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                words.append(Word(text, column: start + 1))
                start = -1
            } else if !isBlank, start < 0 {
                start = index
            }
        }
        return true
    }
}
