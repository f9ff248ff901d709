import ViperRuntime

// MARK: - The shell's wording of runtime errors

extension TransitionError {
    /// The message the shell prints: the runtime's, in the shell's words
    /// (an unknown action may be a mistyped command; an empty stack needs `open`).
    var shellMessage: String {
        switch self {
        case .emptyStack:
            return "no module is open; use 'open <Module>' first"
        case .unknownAction(let module, let action, let available, let suggestions):
            let hint = suggestions.isEmpty ? "" : "; did you mean \(suggestions.joined(separator: " or "))?"
            let list = available.isEmpty ? "it has none" : "its actions are \(available.joined(separator: ", "))"
            return "unknown command or action '\(action)' for \(module) (\(list))\(hint)"
        default:
            return description
        }
    }
}
