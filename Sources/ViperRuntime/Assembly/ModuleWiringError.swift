/// A module that could not be connected or configured the way its caller asked.
public enum ModuleWiringError: Error, Equatable, CustomStringConvertible {
    /// The opened module's presenter does not conform to the ModuleInput the caller expects.
    case inputMismatch(module: String, expected: String, found: String)
    /// The module's presenter rejects the output given for chaining.
    case outputMismatch(module: String, expected: String, found: String)
    /// The module reports nothing, so it cannot take an output.
    case outputNotAccepted(module: String, output: String)
    /// A parameter value the module cannot use.
    case invalidParameter(name: String, reason: String)

    public var description: String {
        switch self {
        case .inputMismatch(let module, let expected, let found):
            return "\(module)'s module input is \(found), not \(expected)"
        case .outputMismatch(let module, let expected, let found):
            return "\(module) needs an output conforming to \(expected); \(found) does not"
        case .outputNotAccepted(let module, let output):
            return "\(module) has no module output, so \(output) cannot be chained to it"
        case .invalidParameter(let name, let reason):
            return "parameter \(name): \(reason)"
        }
    }
}
