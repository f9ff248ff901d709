/// One call a module made through a declared endpoint, for `calls`: when,
/// from which frame, with what input, and how it ended.
public struct ServiceCall: Sendable, Equatable {
    /// How a call ended, or that it has not.
    public enum Outcome: Sendable, Equatable, CustomStringConvertible {
        /// Still waiting for its answer.
        case pending
        /// Waiting on a `hangs` rule (until its task is cancelled).
        case hanging
        /// It answered; `stubbed` when a rule gave the value.
        case returned(stubbed: Bool)
        /// It threw; `stubbed` when a rule made it fail.
        case failed(String, stubbed: Bool)
        /// Its task was cancelled while it waited.
        case cancelled

        public var description: String {
            switch self {
            case .pending: return "pending"
            case .hanging: return "hanging (stubbed)"
            case .returned(let stubbed): return stubbed ? "returned (stubbed)" : "returned"
            case .failed(let message, let stubbed): return (stubbed ? "failed (stubbed): " : "failed: ") + message
            case .cancelled: return "cancelled"
            }
        }

        /// Whether the call has not answered yet.
        public var isWaiting: Bool { self == .pending || self == .hanging }
    }

    /// The virtual time of the call, in milliseconds.
    public var time: Int64
    public var endpoint: String
    /// The frame whose module made the call; nil for code outside modules.
    public var frame: FrameID?
    /// The input, as JSON (`null` for none).
    public var input: JSONValue
    public var outcome: Outcome
}
