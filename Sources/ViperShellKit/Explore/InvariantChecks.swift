import ViperRuntime

/// The checks explore makes on what one step produced: a failed command's
/// message and the top screen's lines.
enum InvariantChecks {
    /// What is wrong with a failed command's message, or nil when it is one
    /// clear, escaped line. Messages from `TransitionError`, `ViewActionError`
    /// and argument checks are fine; a message that dumps a Swift error is not.
    static func messageViolation(_ message: String) -> InvariantKind? {
        if message.isEmpty || message.unicodeScalars.contains(where: TerminalEscaping.isUnsafe) { return .unescapedMessage }
        return looksInternal(message) ? .internalError : nil
    }

    /// Whether `message` shows the program's insides: `Fatal`, `internal`,
    /// `Error(` or `Optional(`, a type name ending in `Error`, a qualified
    /// case (`CarValidationError.tooLong`), or a case with labelled values
    /// (`tooLong(limit: 40)`), all the marks of `String(describing:)` on an error.
    static func looksInternal(_ message: String) -> Bool {
        for marker in ["Fatal", "internal", "Error(", "Optional("] where message.contains(marker) { return true }
        let characters = Array(message)
        var index = 0
        while index < characters.count {
            guard characters[index].isLetter else {
                index += 1
                continue
            }
            var end = index
            while end < characters.count && (characters[end].isLetter || characters[end].isNumber || characters[end] == "_" || characters[end] == ".") {
                end += 1
            }
            let identifier = String(characters[index..<end])
            if isTypeLike(identifier) { return true }
            // A labelled value right after an identifier: `tooLong(limit:`.
            if end < characters.count && characters[end] == "(" {
                var label = end + 1
                while label < characters.count && characters[label].isLetter { label += 1 }
                if label > end + 1 && label < characters.count && characters[label] == ":" { return true }
            }
            index = end
        }
        return false
    }

    /// `SomeError`, `SomeType.someCase`.
    private static func isTypeLike(_ identifier: String) -> Bool {
        guard identifier.first?.isUppercase == true else { return false }
        let parts = identifier.split(separator: ".", omittingEmptySubsequences: false)
        if parts[0].hasSuffix("Error") && parts[0].count > "Error".count { return true }
        return parts.count == 2 && parts[1].first?.isLowercase == true
    }

    /// The first screen line that breaks an invariant, and which: a raw
    /// control character, or more Characters than `width` (a wide glyph such
    /// as an emoji counts as one Character, though a terminal gives it two cells).
    static func screenViolation(_ lines: [String], width: Int) -> (InvariantKind, String)? {
        for line in lines {
            if line.unicodeScalars.contains(where: TerminalEscaping.isUnsafe) { return (.rawControl, line) }
            if line.utf8.count > width && line.count > width { return (.tooWide, line) }
        }
        return nil
    }

    /// FNV-1a over the lines: the same text gives the same hash in every process.
    static func hash(_ lines: [String]) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for line in lines {
            for byte in line.utf8 {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
            }
            hash = (hash ^ 0x0A) &* 0x100_0000_01B3
        }
        return hash
    }
}
