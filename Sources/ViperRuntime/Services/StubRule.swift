/// What a stubbed endpoint does instead of its real call, as a script asked
/// with `stub <endpoint> …`.
public enum StubBehaviour: Sendable, Equatable, CustomStringConvertible {
    /// Answer with this value (checked against the endpoint's output when the rule is added).
    case returns(JSONValue)
    /// Throw the endpoint's failure, made from this message.
    case fails(String)
    /// Make the real call at once, and hold its answer until this long after
    /// the call; an answer that comes later than that arrives when it comes.
    case delay(VirtualDuration)
    /// Never answer; the calling task waits until it is cancelled.
    case hangs
    /// A stream endpoint's values at virtual times after the call, then its end.
    case yields(StubStreamScript)

    /// `returns [{"id":"c1"}]`, `fails "offline"`, `delay 2s`, `hangs`,
    /// `yields 1 at 200ms, then finishes`: the rule as a script writes it.
    public var description: String {
        switch self {
        case .returns(let value): return "returns \(JSONTextEncoder(pretty: false).encode(value))"
        case .fails(let message): return "fails \(JSONTextEncoder(pretty: false).encode(.string(message)))"
        case .delay(let duration): return "delay \(duration)"
        case .hangs: return "hangs"
        case .yields(let script): return "yields \(script)"
        }
    }

    /// The word a script starts the rule with (`returns`, `yields`, …).
    package var word: String {
        switch self {
        case .returns: return "returns"
        case .fails: return "fails"
        case .delay: return "delay"
        case .hangs: return "hangs"
        case .yields: return "yields"
        }
    }
}

/// What a stubbed stream endpoint delivers: values at virtual times after
/// the call (each from the call, not from the value before), then how it ends.
public struct StubStreamScript: Sendable, Equatable, CustomStringConvertible {
    /// One value and when it arrives, after the call.
    public struct Delivery: Sendable, Equatable {
        /// The value, as the JSON the element decodes from.
        public var value: JSONValue
        /// When it arrives: this long after the call.
        public var at: VirtualDuration

        /// `value` delivered `at` after the call.
        public init(value: JSONValue, at: VirtualDuration) {
            self.value = value
            self.at = at
        }
    }

    /// How the stream ends after its last value.
    public enum End: Sendable, Equatable, CustomStringConvertible {
        /// It finishes (the reader's loop ends).
        case finishes
        /// It throws the endpoint's failure with this message.
        case fails(String)
        /// It never ends: the reader keeps listening.
        case staysOpen

        public var description: String {
            switch self {
            case .finishes: return "finishes"
            case .fails(let message): return "fails \(JSONTextEncoder(pretty: false).encode(.string(message)))"
            case .staysOpen: return "stays open"
            }
        }
    }

    /// The values, each with its time after the call.
    public var deliveries: [Delivery]
    /// What happens after the last value.
    public var end: End
    /// When the end comes: the time of the last value (at the call when there is none).
    public var endsAt: VirtualDuration { deliveries.map(\.at).max() ?? .zero }

    /// A stream that delivers `deliveries`, then ends as `end` says.
    public init(deliveries: [Delivery], end: End) {
        self.deliveries = deliveries
        self.end = end
    }

    /// `{"id":1} at 200ms, {"id":2} at 400ms, then finishes`.
    public var description: String {
        let values = deliveries.map { "\(JSONTextEncoder(pretty: false).encode($0.value)) at \($0.at)" }
        return (values + ["then \(end)"]).joined(separator: ", ")
    }
}

/// One rule of an endpoint's stub (or of every endpoint's, `*`): a
/// behaviour, when its answer arrives, and for how many calls.
public struct StubRule: Sendable, Equatable, CustomStringConvertible {
    /// The endpoint's name, or `*` for a rule every endpoint's calls may take.
    public var endpoint: String
    public var behaviour: StubBehaviour
    /// For `returns` and `fails`: how long after the call the answer arrives
    /// (`returns [] after 2s`); nil for at once.
    package var after: VirtualDuration?
    /// How many more calls it answers; nil for every call.
    public var remaining: Int?

    /// The endpoint name of a rule for every endpoint.
    package static let everyEndpoint = "*"

    /// A rule whose answer comes at once.
    public init(endpoint: String, behaviour: StubBehaviour, times: Int? = nil) {
        self.init(endpoint: endpoint, behaviour: behaviour, after: nil, times: times)
    }

    /// A rule whose `returns` or `fails` answer arrives `after` the call (nil: at once).
    public init(endpoint: String, behaviour: StubBehaviour, after: VirtualDuration?, times: Int? = nil) {
        self.endpoint = endpoint
        self.behaviour = behaviour
        self.after = after
        self.remaining = times
    }

    /// Whether a call of `endpoint` may take this rule.
    package func applies(to endpoint: String) -> Bool {
        self.endpoint == endpoint || self.endpoint == Self.everyEndpoint
    }

    /// The bytes of its values as compact JSON (`returns`' value, a stream's
    /// values; 0 for the other behaviours): what it counts against
    /// `ServiceEndpoints.ruleByteLimit`.
    package var valueByteCount: Int {
        let encoder = JSONTextEncoder(pretty: false)
        switch behaviour {
        case .returns(let value): return encoder.encode(value).utf8.count
        case .yields(let script): return script.deliveries.reduce(0) { $0 + encoder.encode($1.value).utf8.count }
        case .fails, .delay, .hangs: return 0
        }
    }

    /// `cars.fetchAll fails "offline" after 2s times 2`: the arguments of the
    /// `stub` command that adds this rule again.
    public var description: String {
        "\(endpoint) \(behaviour)" + (after.map { " after \($0)" } ?? "") + (remaining.map { " times \($0)" } ?? "")
    }
}
