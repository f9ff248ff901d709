/// What a stubbed endpoint does instead of (or before) its real call, as a
/// script asked with `stub <endpoint> …`.
public enum StubBehaviour: Sendable, Equatable, CustomStringConvertible {
    /// Answer with this value (checked against the endpoint's output when the rule is added).
    case returns(JSONValue)
    /// Throw the endpoint's failure, made from this message.
    case fails(String)
    /// Make the real call after this much virtual time.
    case delay(VirtualDuration)
    /// Never answer; the calling task waits until it is cancelled.
    case hangs

    /// `returns [{"id":"c1"}]`, `fails "offline"`, `delay 2s`, `hangs`: the
    /// rule as a script writes it.
    public var description: String {
        switch self {
        case .returns(let value): return "returns \(JSONTextEncoder(pretty: false).encode(value))"
        case .fails(let message): return "fails \(JSONTextEncoder(pretty: false).encode(.string(message)))"
        case .delay(let duration): return "delay \(duration)"
        case .hangs: return "hangs"
        }
    }
}

/// One rule of an endpoint's stub: a behaviour, for the next `times` calls
/// or for every call.
public struct StubRule: Sendable, Equatable, CustomStringConvertible {
    public var endpoint: String
    public var behaviour: StubBehaviour
    /// How many more calls it answers; nil for every call.
    public var remaining: Int?

    public init(endpoint: String, behaviour: StubBehaviour, times: Int? = nil) {
        self.endpoint = endpoint
        self.behaviour = behaviour
        self.remaining = times
    }

    /// `cars.fetchAll fails "offline" times 2`: the arguments of the `stub`
    /// command that adds this rule again.
    public var description: String {
        "\(endpoint) \(behaviour)" + (remaining.map { " times \($0)" } ?? "")
    }
}
