/// Why a route pattern or a route table entry was refused at registration.
public enum RoutePatternError: Error, Equatable, CustomStringConvertible {
    case emptyPattern
    case emptySegment(pattern: String, position: Int)
    case badParameterName(pattern: String, name: String, position: Int)
    case badLiteral(pattern: String, segment: String, position: Int)
    case duplicateParameter(pattern: String, name: String)
    /// Two patterns match exactly the same paths (`cars/:carId` and `cars/:id`).
    case sameShape(pattern: String, existing: String, module: String)
    /// The entry maps a name that is not one of the pattern's parameters.
    case unknownParameter(pattern: String, name: String)

    public var description: String {
        switch self {
        case .emptyPattern:
            return "a route pattern cannot be empty"
        case .emptySegment(let pattern, let position):
            return "route pattern \"\(pattern)\": segment \(position) is empty"
        case .badParameterName(let pattern, let name, let position):
            return "route pattern \"\(pattern)\": segment \(position): \":\(name)\" is not a parameter name (letters, digits, _)"
        case .badLiteral(let pattern, let segment, let position):
            return "route pattern \"\(pattern)\": segment \(position) \"\(segment)\" may only use letters, digits, -, _ and ."
        case .duplicateParameter(let pattern, let name):
            return "route pattern \"\(pattern)\": parameter :\(name) appears twice"
        case .sameShape(let pattern, let existing, let module):
            return "route pattern \"\(pattern)\" matches the same paths as \"\(existing)\" of \(module)"
        case .unknownParameter(let pattern, let name):
            return "route pattern \"\(pattern)\" has no parameter :\(name)"
        }
    }
}
