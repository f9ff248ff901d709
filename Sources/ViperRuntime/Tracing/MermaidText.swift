/// Makes names and text safe to place in Mermaid 11 diagrams.
///
/// Mermaid's sequence grammar ends message and alias text at `#` (a comment)
/// and `;` (a statement separator), reads `%%` as a comment, and hands `<`, `>`
/// and `&` to HTML. Before parsing, Mermaid turns every `#<digits>;` into a
/// placeholder and renders it as that character, so text is written with those
/// characters as entity codes (`#35;` for `#`). Ids are kept to
/// `[A-Za-z_][A-Za-z0-9_]*`, which both diagram kinds accept.
public enum MermaidText {
    /// Characters written as `#<code>;`; control characters become spaces.
    static let escapedCharacters: Set<Character> = ["#", ";", "%", "<", ">", "&", "\"", "{", "}"]
    /// The same characters as UTF-8 bytes, for the fast check that most text needs no change.
    static let escapedBytes: Set<UInt8> = Set(escapedCharacters.map { $0.asciiValue! })

    /// `text` with every risky character as an entity code and every line break or control character as a space.
    public static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 >= 0x80 || escapedBytes.contains($0) }) else {
            return text
        }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            if escapedCharacters.contains(character) {
                result += "#\(character.unicodeScalars.first!.value);"
            } else if character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                result += " "
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// `name` as an id: every character outside `[A-Za-z0-9_]` becomes `_`, and
    /// an id that would start with a digit or be the keyword `end` gets a leading `_`.
    public static func identifier(_ name: String) -> String {
        var id = String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") ? $0 : "_" })
        if id.isEmpty || id.first!.isNumber || id.lowercased() == "end" { id = "_" + id }
        return id
    }
}
