/// Who sends or receives a traced message: the shell driving the session, or
/// one VIPER layer of one open module (`CarsList#1 View`), or code the trace
/// does not see (a shared service, a callback armed while not tracing).
public enum TraceParticipant: Sendable, Hashable, CustomStringConvertible {
    /// The user, through the shell (actions, `open`, `back`).
    case shell
    /// Code that is not a traced component: a shared service calling back,
    /// or work whose origin the trace did not see. Drawn as `Untraced`
    /// rather than guessed as some component.
    case untraced
    /// One layer of one module instance.
    case component(FrameID, ComponentRole)
    /// A declared service endpoint (`cars.fetchAll`): calls into it and its answers.
    case service(String)

    /// The frame involved, if any.
    public var frame: FrameID? {
        if case .component(let frame, _) = self { return frame }
        return nil
    }

    /// `Shell` or `CarsList#1 View`.
    public var description: String {
        switch self {
        case .shell: return "Shell"
        case .untraced: return "Untraced"
        case .component(let frame, let role): return "\(frame) \(role.rawValue)"
        case .service(let endpoint): return endpoint
        }
    }
}
