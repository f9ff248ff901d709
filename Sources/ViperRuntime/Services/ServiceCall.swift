/// One call a module made through a declared endpoint, for `calls`: when,
/// from which frame, with what input, and how it ended.
package struct ServiceCall: Sendable, Equatable {
    /// How a call ended, or that it has not.
    package enum Outcome: Sendable, Equatable, CustomStringConvertible {
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

        package var description: String {
            switch self {
            case .pending: return "pending"
            case .hanging: return "hanging (stubbed)"
            case .returned(let stubbed): return stubbed ? "returned (stubbed)" : "returned"
            case .failed(let message, let stubbed): return (stubbed ? "failed (stubbed): " : "failed: ") + message
            case .cancelled: return "cancelled"
            }
        }

        /// Whether the call has not answered yet.
        package var isWaiting: Bool { self == .pending || self == .hanging }
    }

    /// The virtual time of the call, in milliseconds.
    package var time: Int64
    package var endpoint: String
    /// The frame whose module made the call; nil for code outside modules.
    package var frame: FrameID?
    /// The input, as JSON (`null` for none).
    package var input: JSONValue
    package var outcome: Outcome
}
