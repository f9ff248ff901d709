/// One call a module made through a declared endpoint, for `calls`: when,
/// from which frame, with what input, and how it ended; for a stream, the
/// values it delivered.
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
        /// Its task was cancelled while it waited (a stream: its reader stopped reading).
        case cancelled
        /// A stream still open: it may deliver more values; `stubbed` when a rule feeds it.
        case open(stubbed: Bool)
        /// A stream that finished; `stubbed` when a rule fed it.
        case finished(stubbed: Bool)

        public var description: String {
            switch self {
            case .pending: return "pending"
            case .hanging: return "hanging (stubbed)"
            case .returned(let stubbed): return stubbed ? "returned (stubbed)" : "returned"
            case .failed(let message, let stubbed): return (stubbed ? "failed (stubbed): " : "failed: ") + message
            case .cancelled: return "cancelled"
            case .open(let stubbed): return stubbed ? "open (stubbed)" : "open"
            case .finished(let stubbed): return stubbed ? "finished (stubbed)" : "finished"
            }
        }

        /// Whether the call has not answered yet (a stream that is open is answering, not waiting).
        public var isWaiting: Bool { self == .pending || self == .hanging }
    }

    /// One value a stream delivered to its reader.
    package struct Delivery: Sendable, Equatable {
        /// The virtual time it was delivered, in milliseconds.
        package var time: Int64
        /// The value, as JSON.
        package var value: JSONValue
        /// The value as the reader received it, for typed reading.
        package var typedValue: any Sendable

        package static func == (left: Delivery, right: Delivery) -> Bool {
            left.time == right.time && left.value == right.value
        }
    }

    /// The virtual time of the call, in milliseconds.
    public var time: Int64
    public var endpoint: String
    /// The frame whose module made the call; nil for code outside modules.
    public var frame: FrameID?
    /// The input, as JSON (`null` for none).
    public var input: JSONValue
    public var outcome: Outcome
    /// The input as the caller passed it, for typed reading (`ServiceEndpoints.calls(of:)`).
    package var typedInput: any Sendable
    /// The answer as the caller received it, once the call returned.
    package var typedOutput: (any Sendable)?
    /// Whether the endpoint is a stream.
    package var isStream = false
    /// A stream's values so far, oldest first (at most `deliveryLimit`; see `droppedDeliveries`).
    package var deliveries: [Delivery] = []
    /// How many of a stream's oldest values the log no longer keeps.
    package var droppedDeliveries = 0
    /// How many values of one stream the log keeps: a stream that never ends cannot grow it without bound.
    package static let deliveryLimit = 1_000

    package init(time: Int64, endpoint: String, frame: FrameID?, input: JSONValue, outcome: Outcome, typedInput: any Sendable) {
        self.time = time
        self.endpoint = endpoint
        self.frame = frame
        self.input = input
        self.outcome = outcome
        self.typedInput = typedInput
    }

    /// Logs one value a stream delivered, dropping the oldest past `deliveryLimit`.
    mutating func noteDelivery(_ delivery: Delivery) {
        if deliveries.count >= Self.deliveryLimit {
            let dropped = deliveries.count / 2
            deliveries.removeFirst(dropped)
            droppedDeliveries += dropped
        }
        deliveries.append(delivery)
    }

    /// The same call, the same line in `calls` (typed values aside).
    public static func == (left: ServiceCall, right: ServiceCall) -> Bool {
        left.time == right.time && left.endpoint == right.endpoint && left.frame == right.frame && left.input == right.input
            && left.outcome == right.outcome && left.deliveries == right.deliveries
            && left.droppedDeliveries == right.droppedDeliveries
    }
}
