/// Why a path does not resolve; each case names the segment and its 1-based position.
public enum RouteError: Error, Equatable, CustomStringConvertible {
    /// Nothing is registered at this segment; `expected` lists the literals that would be.
    case unknownSegment(path: String, segment: String, position: Int, expected: [String])
    /// The path stops where a pattern needs the parameter `name`.
    case missingParameter(path: String, name: String, position: Int)
    /// The path stops before any pattern ends; `expected` lists what could follow.
    case incompletePath(path: String, position: Int, expected: [String])
    /// The segment cannot be the value of parameter `name`.
    case malformedParameter(path: String, name: String, value: String, position: Int, reason: String)

    public var description: String {
        switch escaped {
        case .unknownSegment(let path, let segment, let position, let expected):
            let hint = expected.isEmpty ? "" : " (expected \(expected.joined(separator: ", ")))"
            return "route \(path): unknown path segment \"\(segment)\" at position \(position)\(hint)"
        case .missingParameter(let path, let name, let position):
            return "route \(path): missing parameter :\(name) at position \(position)"
        case .incompletePath(let path, let position, let expected):
            return "route \(path): the path needs a segment at position \(position) (\(expected.joined(separator: ", ")))"
        case .malformedParameter(let path, let name, let value, let position, let reason):
            return "route \(path): parameter :\(name) at position \(position) cannot be \"\(value)\": \(reason)"
        }
    }

    /// The same error with the user's text made safe to print: escaped, and
    /// shortened (a path to 200 characters, a segment or value to 80), so a
    /// 100,000-character path gives one short line.
    private var escaped: RouteError {
        let e = { (text: String) in TerminalEscaping.displayed(text) }
        let shownPath = { (text: String) in TerminalEscaping.displayed(text, limit: 200) }
        switch self {
        case .unknownSegment(let path, let segment, let position, let expected):
            return .unknownSegment(path: shownPath(path), segment: e(segment), position: position, expected: expected)
        case .missingParameter(let path, let name, let position):
            return .missingParameter(path: shownPath(path), name: name, position: position)
        case .incompletePath(let path, let position, let expected):
            return .incompletePath(path: shownPath(path), position: position, expected: expected)
        case .malformedParameter(let path, let name, let value, let position, let reason):
            return .malformedParameter(path: shownPath(path), name: name, value: e(value), position: position, reason: reason)
        }
    }
}
