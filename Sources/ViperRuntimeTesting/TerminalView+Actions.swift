import ViperRuntime

/// Unit-testing a view's declared actions without a session: the same
/// argument checks and handlers the runtime runs.
extension TerminalView {
    /// The declaration of the action called `name`.
    public static func declaredAction(named name: String) throws(UndeclaredActionError) -> ViewAction {
        guard let action = actions.declarations.first(where: { $0.name == name }) else {
            throw UndeclaredActionError(view: String(describing: Self.self), action: name)
        }
        return action
    }

    /// Performs the action called `name` with `words`, as a user's `name words...` would:
    /// an action its availability rules out now throws
    /// `TransitionError.actionUnavailable` (`save is not available now: saving`)
    /// without calling the presenter, as the shell refuses it.
    public func performAction(_ name: String, _ words: [String] = []) throws {
        let action = try Self.declaredAction(named: name)
        if let reason = unavailableReason(for: action) {
            throw TransitionError.actionUnavailable(action: action.name, reason: reason)
        }
        try perform(action, words: words)
    }

    /// Completion values for the parameter at `position` of the action called `name`.
    public func suggestedValues(forAction name: String, parameterAt position: Int) throws -> [String] {
        try suggestedValues(forParameterAt: position, of: Self.declaredAction(named: name))
    }
}

/// A test named an action its view does not declare.
public struct UndeclaredActionError: Error, Equatable, CustomStringConvertible {
    public var view: String
    public var action: String
    public var description: String { "\(view) declares no action \(action)" }
}
