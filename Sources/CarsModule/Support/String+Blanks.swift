extension String {
    /// Whether `character` is a blank: white space that is not a control
    /// character (a space, a no-break space; not a tab or a newline).
    static func isBlank(_ character: Character) -> Bool {
        character.isWhitespace && !TerminalEscaping.containsControlCharacters(String(character))
    }

    /// The text without blanks at either end (control characters are kept, so
    /// validation still sees them).
    var trimmingBlanks: String {
        guard let first = firstIndex(where: { !Self.isBlank($0) }),
            let last = lastIndex(where: { !Self.isBlank($0) })
        else { return "" }
        return String(self[first...last])
    }
}
