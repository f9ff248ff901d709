/// A router asked for a transition its module's registration does not declare.
public enum NavigationError: Error, Equatable, CustomStringConvertible {
    /// `module` tried to open or embed `other` in a way it did not declare.
    case undeclared(module: String, other: String)

    public var description: String {
        switch self {
        case .undeclared(let module, let other):
            return "\(module) does not declare \(other)"
        }
    }
}
