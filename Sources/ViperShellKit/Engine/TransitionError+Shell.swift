import ViperRuntime

// MARK: - The shell's wording of runtime errors

extension TransitionError {
    /// The message the shell prints: the runtime's, plus what to type where the
    /// shell has a word for it (an empty stack needs `open`).
    var shellMessage: String {
        switch self {
        case .emptyStack:
            return "no module is open; use 'open <Module>' first"
        default:
            return description
        }
    }
}
