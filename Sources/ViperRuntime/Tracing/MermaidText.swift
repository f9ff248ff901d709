/// Makes names and text safe to place in Mermaid 11 diagrams, changing only
/// what Mermaid's grammar needs, so the source stays readable.
///
/// In a `sequenceDiagram` a message's, a note's and a participant alias's text
/// runs to the end of its line, except that `#` starts a comment and `;` ends
/// the statement there; `%%{` anywhere in a diagram starts a directive; and `<`
/// reaches the renderer's HTML, where `<br>` breaks the line. Mermaid turns
/// every `#<digits>;` into its character before parsing, so exactly those are
/// written as entity codes: `#` as `#35;`, `;` as `#59;`, `<` as `#60;`, and
/// the second of two `%` in a row as `#37;`. Everything else is written as it
/// is: quotes, braces, `>`, `&`, JSON (`call {"feed":"news"}`). Line breaks and
/// other control characters become spaces. Ids are kept to
/// `[A-Za-z_][A-Za-z0-9_]*`, which both diagram kinds accept.
public enum MermaidText {
    /// The bytes that may need a change, for the fast check that most text needs none.
    private static let specialBytes: Set<UInt8> = Set("#;<%\"".utf8)

    /// `text` for a sequence diagram's message, note or alias: `#`, `;`, `<`
    /// and `%%` as entity codes, line breaks and control characters as spaces.
    public static func escaped(_ text: String) -> String {
        escaped(text, quote: false)
    }

    /// `text` for a flowchart label written between double quotes
    /// (`A["label"]`): as `escaped`, and `"` as `#34;`.
    package static func quotedLabel(_ text: String) -> String {
        escaped(text, quote: true)
    }

    private static func escaped(_ text: String, quote: Bool) -> String {
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 >= 0x80 || specialBytes.contains($0) }) else {
            return text
        }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var previous: Character?
        for character in text {
            switch character {
            case "#": result += "#35;"
            case ";": result += "#59;"
            case "<": result += "#60;"
            case "%" where previous == "%": result += "#37;"
            case "\"" where quote: result += "#34;"
            default:
                if character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                    result += " "
                } else {
                    result.append(character)
                }
            }
            previous = character
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
