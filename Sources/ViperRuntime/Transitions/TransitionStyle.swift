/// How a frame came onto the stack; shown by `stack` and in dumps.
public enum TransitionStyle: String, Sendable, Hashable {
    /// The first module of the stack, opened by the session.
    case root
    /// Opened on top of the caller, as in a navigation stack.
    case push
    /// Opened modally on top of the caller.
    case present
    /// Placed in a named slot of a container; not a level of the stack.
    case embed
}

/// How a router asks for a module to be shown on top of the stack.
public enum PresentationStyle: Sendable, Hashable {
    case push
    case present

    var transitionStyle: TransitionStyle {
        switch self {
        case .push: return .push
        case .present: return .present
        }
    }

    var navigationStyle: ModuleNavigation.Style {
        switch self {
        case .push: return .push
        case .present: return .present
        }
    }
}
