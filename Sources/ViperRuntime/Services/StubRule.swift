/// What a stubbed endpoint does instead of (or before) its real call, as a
/// script asked with `stub <endpoint> …`.
package enum StubBehaviour: Sendable, Equatable, CustomStringConvertible {
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
    package var description: String {
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
package struct StubRule: Sendable, Equatable, CustomStringConvertible {
    package var endpoint: String
    package var behaviour: StubBehaviour
    /// How many more calls it answers; nil for every call.
    package var remaining: Int?

    package init(endpoint: String, behaviour: StubBehaviour, times: Int? = nil) {
        self.endpoint = endpoint
        self.behaviour = behaviour
        self.remaining = times
    }

    /// The bytes of its `returns` value as compact JSON (0 for the other
    /// behaviours): what it counts against `ServiceEndpoints.ruleByteLimit`.
    package var valueByteCount: Int {
        guard case .returns(let value) = behaviour else { return 0 }
        return JSONTextEncoder(pretty: false).encode(value).utf8.count
    }

    /// `cars.fetchAll fails "offline" times 2`: the arguments of the `stub`
    /// command that adds this rule again.
    package var description: String {
        "\(endpoint) \(behaviour)" + (remaining.map { " times \($0)" } ?? "")
    }
}
