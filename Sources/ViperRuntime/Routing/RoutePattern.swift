/// A deep-link pattern a module registers: `/`-separated segments, each a
/// literal (`cars`, `new`) or a named parameter (`:carId`).
///
/// Parsing rejects an empty pattern, empty segments (`cars//x`, a leading or
/// trailing `/`), a parameter without a name or with a name that is not an
/// identifier, literals with characters other than ASCII letters, digits, `-`,
/// `_` and `.`, and a parameter name used twice.
public struct RoutePattern: Sendable, Hashable, CustomStringConvertible {
    /// One segment of a pattern.
    public enum Segment: Sendable, Hashable {
        case literal(String)
        case parameter(String)
    }

    public let segments: [Segment]

    /// Parses `text`, or throws what is wrong with it and at which segment.
    public init(parsing text: String) throws(RoutePatternError) {
        guard !text.isEmpty else { throw .emptyPattern }
        var segments: [Segment] = []
        var names = Set<String>()
        for (offset, part) in text.split(separator: "/", omittingEmptySubsequences: false).enumerated() {
            let position = offset + 1
            guard !part.isEmpty else { throw .emptySegment(pattern: text, position: position) }
            if part.first == ":" {
                let name = String(part.dropFirst())
                guard Self.isIdentifier(name) else { throw .badParameterName(pattern: text, name: name, position: position) }
                guard names.insert(name).inserted else { throw .duplicateParameter(pattern: text, name: name) }
                segments.append(.parameter(name))
            } else {
                guard part.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) }) else {
                    throw .badLiteral(pattern: text, segment: String(part), position: position)
                }
                segments.append(.literal(String(part)))
            }
        }
        self.segments = segments
    }

    /// The parameter names, in order.
    public var parameterNames: [String] {
        segments.compactMap { if case .parameter(let name) = $0 { return name } else { return nil } }
    }

    /// The pattern with parameter names blanked: two patterns with the same shape match the same paths.
    var shape: [String?] {
        segments.map { if case .literal(let text) = $0 { return text } else { return nil } }
    }

    /// `cars/:carId`.
    public var description: String {
        segments.map {
            switch $0 {
            case .literal(let text): return text
            case .parameter(let name): return ":" + name
            }
        }.joined(separator: "/")
    }

    private static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.first, first.isASCII, first.isLetter || first == "_" else { return false }
        return name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    }
}
