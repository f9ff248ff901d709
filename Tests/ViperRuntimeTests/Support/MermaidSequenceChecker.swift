/// Checks a `sequenceDiagram` against the subset of Mermaid 11's grammar that
/// `TraceMermaidFormat` writes, and returns one problem per bad line.
///
/// The subset: a first line `sequenceDiagram`; then four-space indented
/// `participant ID as TEXT`, `ID->>ID: TEXT` and `Note over ID: TEXT` lines.
/// IDs match `[A-Za-z_][A-Za-z0-9_]*`, are declared once and before use, and
/// are not `end`. TEXT is non-empty and has no character Mermaid's lexer treats
/// specially there (its sequence grammar ends TEXT at `#`, `;` and newline;
/// `%%{` starts a directive; `<` reaches HTML, where `<br>` breaks the line),
/// except inside an entity code `#digits;`, which Mermaid decodes before
/// parsing. Quotes, braces, `>` and `&` are plain text there.
enum MermaidSequenceChecker {
    static func problems(in diagram: String) -> [String] {
        var lines = diagram.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.first == "sequenceDiagram" else { return ["line 1 is not sequenceDiagram"] }
        guard lines.last == "" else { return ["the diagram does not end with a newline"] }
        lines.removeLast()
        var declared = Set<String>()
        var problems: [String] = []
        for (offset, line) in lines.enumerated().dropFirst() {
            let number = offset + 1
            guard line.hasPrefix("    ") else { problems.append("line \(number): not indented"); continue }
            let body = String(line.dropFirst(4))
            if body.hasPrefix("participant ") {
                let parts = body.dropFirst("participant ".count).split(separator: " ", maxSplits: 2).map(String.init)
                guard parts.count == 3, parts[1] == "as", isIdentifier(parts[0]), isText(parts[2]) else {
                    problems.append("line \(number): bad participant"); continue
                }
                if !declared.insert(parts[0]).inserted { problems.append("line \(number): \(parts[0]) declared twice") }
            } else if body.hasPrefix("Note over ") {
                let rest = body.dropFirst("Note over ".count)
                guard let colon = rest.firstIndex(of: ":"), declared.contains(String(rest[..<colon])),
                    rest[rest.index(after: colon)...].hasPrefix(" "), isText(String(rest[rest.index(colon, offsetBy: 2)...]))
                else { problems.append("line \(number): bad note"); continue }
            } else if let arrow = body.range(of: "->>"), let colon = body.range(of: ": ") {
                let source = String(body[..<arrow.lowerBound])
                let target = String(body[arrow.upperBound..<colon.lowerBound])
                guard declared.contains(source), declared.contains(target), isText(String(body[colon.upperBound...])) else {
                    problems.append("line \(number): bad message"); continue
                }
            } else {
                problems.append("line \(number): not in the subset")
            }
        }
        return problems
    }

    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.first, first.isASCII, first.isLetter || first == "_", text != "end" else { return false }
        return text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    }

    static func isText(_ text: String) -> Bool {
        guard !text.isEmpty, !text.contains("%%") else { return false }
        var rest = Substring(text)
        while let character = rest.first {
            if character == "#" {
                let code = rest.dropFirst().prefix { $0.isASCII && $0.isNumber }
                guard !code.isEmpty, rest.dropFirst(1 + code.count).first == ";" else { return false }
                rest = rest.dropFirst(code.count + 2)
                continue
            }
            if ";<\n\r".contains(character) { return false }
            if character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) { return false }
            rest = rest.dropFirst()
        }
        return true
    }
}
