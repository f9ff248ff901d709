/// The part of the Mermaid 11 grammar the exports use (docs/debugging.md),
/// checked line by line: ids are `[A-Za-z_][A-Za-z0-9_]*` (no spaces, no `#`),
/// every text is free of what ends or redirects a Mermaid statement (`#`
/// outside an entity code `#<digits>;`, `;`, `%%`, `<`, control characters),
/// and flowchart labels are quoted, with no `"` inside. The real check is
/// Mermaid itself (`TraceDiagramRenderingTests`); this one says which line is wrong.
enum MermaidGrammar {
    /// The first line that breaks the grammar, with why, or nil when all conform.
    static func problem(in diagram: String) -> String? {
        var lines = diagram.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.last == "" else { return "the text does not end with a newline" }
        lines.removeLast()
        guard let header = lines.first else { return "empty" }
        let body = lines.dropFirst()
        switch header {
        case "sequenceDiagram": return body.lazy.compactMap(sequenceProblem).first
        case "flowchart LR": return body.lazy.compactMap(flowchartProblem).first
        default: return "unknown diagram kind: \(header)"
        }
    }

    private static func sequenceProblem(_ line: String) -> String? {
        guard line.hasPrefix("    ") else { return "not indented: \(line)" }
        let statement = String(line.dropFirst(4))
        if statement.hasPrefix("participant ") {
            let declaration = statement.dropFirst("participant ".count)
            guard let separator = declaration.range(of: " as "), isIdentifier(String(declaration[..<separator.lowerBound])),
                  isSafeText(String(declaration[separator.upperBound...]))
            else { return "bad participant: \(line)" }
            return nil
        }
        if statement.hasPrefix("Note over ") {
            let parts = statement.dropFirst("Note over ".count).split(separator: ":", maxSplits: 1).map(String.init)
            guard parts.count == 2, isIdentifier(parts[0]), isSafeText(parts[1]) else { return "bad note: \(line)" }
            return nil
        }
        guard let arrow = statement.range(of: "->>") else { return "not a statement: \(line)" }
        let rest = statement[arrow.upperBound...].split(separator: ":", maxSplits: 1).map(String.init)
        guard isIdentifier(String(statement[..<arrow.lowerBound])), rest.count == 2, isIdentifier(rest[0]), isSafeText(rest[1]) else {
            return "bad message: \(line)"
        }
        return nil
    }

    private static func flowchartProblem(_ line: String) -> String? {
        guard line.hasPrefix("    ") else { return "not indented: \(line)" }
        let statement = String(line.dropFirst(4))
        if let open = statement.firstIndex(of: "["), statement.hasSuffix("\"]") {
            let id = String(statement[..<open])
            let label = statement[statement.index(after: open)...].dropLast()
            guard isIdentifier(id), isQuoted(String(label)) else { return "bad node: \(line)" }
            return nil
        }
        let parts = statement.components(separatedBy: " -->|")
        guard parts.count == 2, isIdentifier(parts[0]) else { return "bad edge: \(line)" }
        let labelAndTarget = parts[1].components(separatedBy: "| ")
        guard labelAndTarget.count == 2, isQuoted(labelAndTarget[0]), isIdentifier(labelAndTarget[1]) else {
            return "bad edge: \(line)"
        }
        return nil
    }

    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.first, first.isASCII, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") } && text.lowercased() != "end"
    }

    private static func isQuoted(_ text: String) -> Bool {
        let inside = String(text.dropFirst().dropLast())
        return text.count >= 2 && text.first == "\"" && text.last == "\"" && !inside.contains("\"") && isSafeText(inside)
    }

    /// No raw statement-breaking character; `#` only as the start of an entity code.
    static func isSafeText(_ text: String) -> Bool {
        guard !text.contains("%%") else { return false }
        var rest = Substring(text)
        while let hash = rest.firstIndex(of: "#") {
            if rest[..<hash].contains(where: isUnsafe) { return false }
            let after = rest[rest.index(after: hash)...]
            let digits = after.prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty, after.dropFirst(digits.count).first == ";" else { return false }
            rest = after.dropFirst(digits.count + 1)
        }
        return !rest.contains(where: isUnsafe)
    }

    private static func isUnsafe(_ character: Character) -> Bool {
        ";<#".contains(character) || character.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }
}
