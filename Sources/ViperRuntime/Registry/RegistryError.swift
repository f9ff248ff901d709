/// A registration the registry refuses, or a lookup it cannot answer.
public enum RegistryError: Error, Equatable, CustomStringConvertible {
    case duplicateModule(String)
    case invalidModuleName(String)
    case moduleNameIsCommand(String)
    case actionNameIsCommand(module: String, action: String)
    case duplicateAction(module: String, action: String)
    case invalidAction(module: String, action: String, reason: String)
    case unknownModule(String, suggestions: [String])
    case unknownParameter(module: String, parameter: String, accepted: [String])
    case missingParameter(module: String, parameter: String)

    public var description: String {
        switch self {
        case .duplicateModule(let name):
            return "a module named \(name) is already registered"
        case .invalidModuleName(let name):
            return "'\(name)' is not a valid module name (letters and digits, starting with a letter)"
        case .moduleNameIsCommand(let name):
            return "module name \(name) is reserved"
        case .actionNameIsCommand(let module, let action):
            return "\(module) declares action '\(action)', which is a reserved name"
        case .duplicateAction(let module, let action):
            return "\(module) declares action '\(action)' twice"
        case .invalidAction(let module, let action, let reason):
            return "\(module) action '\(action)': \(reason)"
        case .unknownModule(let name, let suggestions):
            let hint = suggestions.isEmpty ? "" : "; did you mean \(suggestions.joined(separator: " or "))?"
            return "unknown module '\(TerminalEscaping.displayed(name))'\(hint)"
        case .unknownParameter(let module, let parameter, let accepted):
            let list = accepted.isEmpty ? "it takes none" : "it takes \(accepted.joined(separator: ", "))"
            return "\(module) has no parameter '\(TerminalEscaping.displayed(parameter))'; \(list)"
        case .missingParameter(let module, let parameter):
            return "\(module) needs \(parameter)=<value>"
        }
    }
}
