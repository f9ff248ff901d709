/// A transition the stack cannot make.
public enum TransitionError: Error, Equatable, CustomStringConvertible {
    case cannotCloseRoot
    case emptyStack
    case unknownAction(module: String, action: String, available: [String], suggestions: [String])
    case frameClosed(String)
    /// The action is declared but cannot be used now, for `reason`.
    case actionUnavailable(action: String, reason: String)

    public var description: String {
        switch self {
        case .cannotCloseRoot:
            return "cannot close the root module"
        case .emptyStack:
            return "no module is open"
        case .unknownAction(let module, let action, let available, let suggestions):
            let hint = suggestions.isEmpty ? "" : "; did you mean \(suggestions.joined(separator: " or "))?"
            let list = available.isEmpty ? "it has none" : "its actions are \(available.joined(separator: ", "))"
            return "\(module) has no action '\(action)' (\(list))\(hint)"
        case .frameClosed(let id):
            return "\(id) is closed"
        case .actionUnavailable(let action, let reason):
            return "\(action) is not available now: \(reason)"
        }
    }
}
