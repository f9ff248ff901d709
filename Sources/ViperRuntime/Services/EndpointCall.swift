/// One call through an endpoint, typed, as a Swift test reads it
/// (`ServiceEndpoints.calls(of:)`): when, from which frame, with which input,
/// and how it ended with which answer.
public struct EndpointCall<Input: Sendable, Output: Sendable>: Sendable {
    /// How the call ended, or that it has not.
    public enum Outcome: Sendable {
        /// Still waiting for its answer.
        case pending
        /// Waiting on a `hangs` rule, until its task is cancelled.
        case hanging
        /// It answered `Output`; `stubbed` when a rule gave it.
        case returned(Output, stubbed: Bool)
        /// It threw an error with this description; `stubbed` when a rule made it fail.
        case failed(String, stubbed: Bool)
        /// Its task was cancelled while it waited.
        case cancelled
    }

    /// The virtual time of the call.
    public var time: VirtualDuration
    /// The frame whose module made the call; nil for code outside modules.
    public var frame: FrameID?
    /// What the caller passed.
    public var input: Input
    /// How the call ended, or that it is still waiting.
    public var outcome: Outcome

    /// The answer, when the call returned one.
    public var output: Output? {
        if case .returned(let output, _) = outcome { return output }
        return nil
    }

    /// The failure's message, when the call threw.
    public var failure: String? {
        if case .failed(let message, _) = outcome { return message }
        return nil
    }
}

extension EndpointCall.Outcome: Equatable where Output: Equatable {}
extension EndpointCall: Equatable where Input: Equatable, Output: Equatable {}

/// One subscription to a stream endpoint, typed (`ServiceEndpoints.calls(of:)`):
/// when, from which frame, with which input, the values it delivered and how it ended.
public struct StreamEndpointCall<Input: Sendable, Element: Sendable>: Sendable {
    /// How the stream ended, or that it is still open.
    public enum Outcome: Sendable, Equatable {
        /// It may deliver more values; `stubbed` when a rule feeds it.
        case open(stubbed: Bool)
        /// It finished; `stubbed` when a rule fed it.
        case finished(stubbed: Bool)
        /// It failed with an error with this description.
        case failed(String, stubbed: Bool)
        /// Its reader stopped reading before it ended.
        case cancelled
    }

    /// The virtual time of the subscription.
    public var time: VirtualDuration
    /// The frame whose module subscribed; nil for code outside modules.
    public var frame: FrameID?
    /// What the subscriber passed.
    public var input: Input
    /// The values delivered so far and when, oldest first (the last thousand).
    public var deliveries: [(element: Element, time: VirtualDuration)]
    /// How the stream ended, or that it is still open.
    public var outcome: Outcome

    /// The values delivered so far, oldest first.
    public var elements: [Element] { deliveries.map(\.element) }
}

// MARK: - Reading the log typed

extension ServiceEndpoints {
    /// The calls of `endpoint` so far, oldest first, with their inputs and
    /// answers as the caller passed and received them (as far as the log keeps them).
    public func calls<Input, Output>(of endpoint: ServiceEndpoint<Input, Output>) -> [EndpointCall<Input, Output>] {
        calls(of: endpoint.name).compactMap { call in
            guard let input = call.typedInput as? Input else { return nil }
            let outcome: EndpointCall<Input, Output>.Outcome
            switch call.outcome {
            case .pending, .open: outcome = .pending
            case .hanging: outcome = .hanging
            case .returned(let stubbed):
                guard let output = call.typedOutput as? Output else { return nil }
                outcome = .returned(output, stubbed: stubbed)
            case .failed(let message, let stubbed): outcome = .failed(message, stubbed: stubbed)
            case .cancelled, .finished: outcome = .cancelled
            }
            return EndpointCall(time: .milliseconds(call.time), frame: call.frame, input: input, outcome: outcome)
        }
    }

    /// The subscriptions to the stream endpoint `endpoint` so far, oldest
    /// first, with the values each delivered, typed.
    public func calls<Input, Element>(of endpoint: ServiceStreamEndpoint<Input, Element>) -> [StreamEndpointCall<Input, Element>] {
        calls(of: endpoint.name).compactMap { call in
            guard let input = call.typedInput as? Input else { return nil }
            let outcome: StreamEndpointCall<Input, Element>.Outcome
            switch call.outcome {
            case .open(let stubbed): outcome = .open(stubbed: stubbed)
            case .pending, .hanging: outcome = .open(stubbed: call.outcome == .hanging)
            case .finished(let stubbed), .returned(let stubbed): outcome = .finished(stubbed: stubbed)
            case .failed(let message, let stubbed): outcome = .failed(message, stubbed: stubbed)
            case .cancelled: outcome = .cancelled
            }
            let deliveries = call.deliveries.compactMap { delivery in
                (delivery.typedValue as? Element).map { (element: $0, time: VirtualDuration.milliseconds(delivery.time)) }
            }
            return StreamEndpointCall(time: .milliseconds(call.time), frame: call.frame, input: input, deliveries: deliveries, outcome: outcome)
        }
    }
}
