/// One recorded step of a session's message flow, stamped with the virtual time.
///
/// `source` → `target` is the direction of the message; events that concern a
/// single participant (a close, a timer, changed state) have only a target.
public struct TraceEvent: Sendable, Hashable {
    /// What kind of step this was.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// The user performed a view action (`select 2`).
        case action
        /// A module was opened by push, present or as the root.
        case open
        /// A module was placed in a container's slot.
        case embed
        /// A module left the stack or its slot.
        case close
        /// A module was configured through its ModuleInput before it appeared.
        case configure
        /// One module's presenter reported to another's (a ModuleOutput delivery).
        case output
        /// A call across two layers of one module (view → presenter, …).
        case hop
        /// Scheduled work (a timer, a debounce, a simulated service) ran.
        case timer
        /// Top-level keys of a module's state changed during a command.
        case state
        /// A task module code started: its start, a sleep on the session's
        /// clock and the wake, its cancellation and its end.
        case task
    }

    /// Virtual time in milliseconds since the session started.
    public var time: Int64
    public var kind: Kind
    public var source: TraceParticipant?
    public var target: TraceParticipant
    /// What happened, in a few words: a method (`didSelectRow(_:)`), an action
    /// with its arguments, a style, or changed state keys.
    public var message: String

    public init(time: Int64, kind: Kind, source: TraceParticipant?, target: TraceParticipant, message: String) {
        self.time = time
        self.kind = kind
        self.source = source
        self.target = target
        self.message = message
    }

    /// The frame ids involved, source first, without repeats.
    public var frames: [FrameID] {
        var result: [FrameID] = []
        for frame in [source?.frame, target.frame].compactMap({ $0 }) where !result.contains(frame) {
            result.append(frame)
        }
        return result
    }
}
