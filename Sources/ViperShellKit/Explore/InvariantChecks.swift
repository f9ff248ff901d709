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
    /// (`tooLong(limit: 40)`), all the marks of `String(describing:)` on an
    /// error. Identifiers are ASCII: a type name in other letters is not caught.
    static func looksInternal(_ message: String) -> Bool {
        // One pass over the UTF-8 bytes: this runs on every failed step.
        let bytes = Array(message.utf8)
        for marker in internalMarkers where contains(bytes, marker) { return true }
        var index = 0
        while index < bytes.count {
            guard isLetter(bytes[index]) else {
                index += 1
                continue
            }
            var end = index
            while end < bytes.count && (isLetter(bytes[end]) || isDigit(bytes[end]) || bytes[end] == UInt8(ascii: "_") || bytes[end] == UInt8(ascii: ".")) {
                end += 1
            }
            if isTypeLike(bytes[index..<end]) { return true }
            // A labelled value right after an identifier: `tooLong(limit:`.
            if end < bytes.count && bytes[end] == UInt8(ascii: "(") {
                var label = end + 1
                while label < bytes.count && isLetter(bytes[label]) { label += 1 }
                if label > end + 1 && label < bytes.count && bytes[label] == UInt8(ascii: ":") { return true }
            }
            index = end
        }
        return false
    }

    private static let internalMarkers = ["Fatal", "internal", "Error(", "Optional("].map { Array($0.utf8) }
    private static let errorSuffix = Array("Error".utf8)

    /// `SomeError`, `SomeType.someCase` (ASCII identifiers).
    private static func isTypeLike(_ identifier: ArraySlice<UInt8>) -> Bool {
        guard let first = identifier.first, isUppercase(first) else { return false }
        let parts = identifier.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        if parts[0].count > errorSuffix.count && parts[0].suffix(errorSuffix.count).elementsEqual(errorSuffix) { return true }
        return parts.count == 2 && parts[1].first.map(isLowercase) == true
    }

    private static func contains(_ bytes: [UInt8], _ marker: [UInt8]) -> Bool {
        guard bytes.count >= marker.count else { return false }
        for start in 0...(bytes.count - marker.count) where bytes[start] == marker[0] {
            if bytes[start..<(start + marker.count)].elementsEqual(marker) { return true }
        }
        return false
    }

    private static func isUppercase(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) }
    private static func isLowercase(_ byte: UInt8) -> Bool { (0x61...0x7A).contains(byte) }
    private static func isLetter(_ byte: UInt8) -> Bool { isUppercase(byte) || isLowercase(byte) }
    private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

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
