/// What a `TransitionStack` reports to its `observer`: a module opened (and
/// from which), or an action performed. Coverage (`run --coverage`) is
/// counted from these.
public enum TransitionEvent: Sendable, Hashable {
    /// `module` opened with `style`; `caller` is the module that opened it
    /// (the top of the stack, or the container for `.embed`), nil for a root.
    case opened(module: String, caller: String?, style: TransitionStyle)
    /// The action `action`, declared by `module`, was performed without error.
    case performed(action: String, module: String)
}
