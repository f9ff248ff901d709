/// A session's declared endpoints, the stub rules a script added for them,
/// and the calls modules made through them.
///
/// Rules apply in the order they were added: a call takes the first rule for
/// its endpoint that still applies (a `times` rule applies to that many
/// calls, then is gone); a call no rule answers goes to the real service,
/// or, with `strictCalls` on, fails and is reported as unexpected.
@MainActor
public final class ServiceEndpoints {
    /// The declarations, in the order features declared them.
    public private(set) var declarations: [EndpointDeclaration] = []
    private var index: [String: Int] = [:]
    /// The active rules, first added first (at most `ruleLimit`, their values at most `ruleByteLimit`).
    public private(set) var rules: [StubRule] = []
    /// The most rules a session holds at once: a script that adds rules in a loop is told so.
    package nonisolated static let ruleLimit = 1_000
    /// The most bytes the active rules' `returns` values hold together (as compact JSON): 16 MiB.
    package nonisolated static let ruleByteLimit = 16 << 20
    /// The bytes of the active rules' `returns` values, as compact JSON.
    package private(set) var ruleBytes = 0
    /// Whether a call that no rule answers fails the script (`set strict-calls on`).
    public var strictCalls = false

    /// The most recent calls, oldest first (at most `callLogLimit`, their
    /// inputs at most `callLogByteLimit`; see `droppedCalls`).
    public private(set) var calls: [ServiceCall] = []
    /// How many calls each endpoint received, however long the log is.
    public private(set) var callCounts: [String: Int] = [:]
    /// How many of the oldest calls the log no longer keeps.
    public private(set) var droppedCalls = 0
    /// How many calls the log keeps by default.
    public nonisolated static let defaultCallLogLimit = 10_000
    /// The calls `calls` keeps: a script that calls a service in a loop cannot grow the log without bound.
    public var callLogLimit = ServiceEndpoints.defaultCallLogLimit
    /// The most bytes the logged calls' inputs hold together (as compact
    /// JSON): 16 MiB. Older calls are dropped to keep within it, as they are
    /// past `callLogLimit`; an input over it alone is logged as a note of its size.
    package nonisolated static let callLogByteLimit = 16 << 20
    /// The bytes of the inputs of the calls the log keeps, as compact JSON.
    package private(set) var loggedInputBytes = 0
    /// The input bytes of each kept call, in the order of `calls` (from `firstCall`).
    private var inputSizes: [Int] = []
    /// Index in `calls` of the first entry (the log is trimmed in halves, not per call).
    private var firstCall = 0

    /// Calls made while `strictCalls` was on that no rule answered, not yet
    /// reported (the shell takes them after each command and fails the script).
    private var unexpected: [String] = []

    init() {}

    // MARK: - Declarations

    /// Declares `endpoint`; a second declaration of one name is refused.
    public func declare<Input, Output>(_ endpoint: ServiceEndpoint<Input, Output>) throws(ServiceStubError) {
        try declare(endpoint.declaration)
    }

    func declare(_ declaration: EndpointDeclaration) throws(ServiceStubError) {
        let name = declaration.name
        guard Self.isEndpointName(name) else { throw .invalidEndpointName(name) }
        guard index[name] == nil else { throw .duplicateEndpoint(name) }
        index[name] = declarations.count
        declarations.append(declaration)
    }

    /// Not empty, and only ASCII letters, digits, `.`, `_` and `-`. Read as
    /// bytes: every session declares its endpoints, and a byte at or above
    /// 0x80 is never one of these.
    static func isEndpointName(_ name: String) -> Bool {
        // A plain loop: every session declares its endpoints, also in debug
        // builds (under `swift test`), where a closure per byte is not inlined.
        var bytes = 0
        for byte in name.utf8 {
            let letter = (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            guard letter || (byte >= 0x30 && byte <= 0x39) || byte == 0x2E || byte == 0x5F || byte == 0x2D else { return false }
            bytes += 1
        }
        return bytes > 0
    }

    /// The declared names, in declaration order.
    public var names: [String] { declarations.map(\.name) }

    /// The declaration named `name`, or a `.unknownEndpoint` error with suggestions.
    public func declaration(named name: String) throws(ServiceStubError) -> EndpointDeclaration {
        guard let position = index[name] else {
            throw .unknownEndpoint(name, suggestions: Suggestions.closest(to: name, among: names))
        }
        return declarations[position]
    }

    // MARK: - Rules

    /// Adds `rule` behind the existing ones, after checking it: its endpoint
    /// is declared (or is `*`, every endpoint), the rule fits the endpoint
    /// (`yields` a stream, `returns` one that answers once, no value for `*`),
    /// its values decode as the endpoint's output, and the rules stay within
    /// `ruleLimit` and `ruleByteLimit`.
    public func add(_ rule: StubRule) throws(ServiceStubError) {
        if let times = rule.remaining, times < 1 { throw .invalidTimes(times) }
        guard rules.count < Self.ruleLimit else { throw .tooManyRules(limit: Self.ruleLimit) }
        let bytes = rule.valueByteCount
        guard ruleBytes + bytes <= Self.ruleByteLimit else {
            throw .rulesTooLarge(bytes: ruleBytes + bytes, limit: Self.ruleByteLimit)
        }
        if rule.after != nil {
            switch rule.behaviour {
            case .returns, .fails: break
            default:
                throw .ruleDoesNotFit(
                    endpoint: rule.endpoint, rule: rule.behaviour.word,
                    reason: "'after' applies to returns and fails (delay <duration> says when the real answer arrives)")
            }
        }
        guard rule.endpoint != StubRule.everyEndpoint else {
            switch rule.behaviour {
            case .fails, .delay, .hangs: break
            case .returns, .yields:
                throw .ruleDoesNotFit(
                    endpoint: rule.endpoint, rule: rule.behaviour.word,
                    reason: "a value cannot suit every endpoint; stub one endpoint, or use fails, delay or hangs")
            }
            rules.append(rule)
            ruleBytes += bytes
            return
        }
        let declaration = try declaration(named: rule.endpoint)
        switch rule.behaviour {
        case .returns(let value):
            guard !declaration.isStream else {
                throw .ruleDoesNotFit(
                    endpoint: rule.endpoint, rule: "returns",
                    reason: "\(rule.endpoint) is a stream; say what it delivers with yields <json> at <time>, ..., then finishes")
            }
            do {
                try declaration.validateOutput(value)
            } catch {
                throw .valueDoesNotDecode(endpoint: rule.endpoint, path: error.path, message: error.message)
            }
        case .yields(let script):
            guard declaration.isStream else {
                throw .ruleDoesNotFit(
                    endpoint: rule.endpoint, rule: "yields",
                    reason: "\(rule.endpoint) answers once, not with a stream; use returns <json>")
            }
            for (position, delivery) in script.deliveries.enumerated() {
                do {
                    try declaration.validateOutput(delivery.value)
                } catch {
                    throw .streamValueDoesNotDecode(
                        endpoint: rule.endpoint, value: position + 1, path: error.path, message: error.message)
                }
            }
        case .fails, .delay, .hangs:
            break
        }
        rules.append(rule)
        ruleBytes += bytes
    }

    /// Removes every rule, or those of one endpoint (`*`: the rules for every endpoint).
    public func clearRules(for endpoint: String? = nil) throws(ServiceStubError) {
        guard let endpoint else {
            rules.removeAll()
            ruleBytes = 0
            return
        }
        if endpoint != StubRule.everyEndpoint { _ = try declaration(named: endpoint) }
        rules.removeAll { $0.endpoint == endpoint }
        ruleBytes = rules.reduce(0) { $0 + $1.valueByteCount }
    }

    /// Takes the rule that answers the next call of `endpoint` (its own or
    /// one for every endpoint, whichever was added first), counting one use.
    func takeRule(for endpoint: String) -> StubRule? {
        guard !rules.isEmpty, let position = rules.firstIndex(where: { $0.applies(to: endpoint) }) else { return nil }
        let rule = rules[position]
        if let remaining = rule.remaining {
            if remaining <= 1 {
                ruleBytes -= rule.valueByteCount
                rules.remove(at: position)
            } else {
                rules[position].remaining = remaining - 1
            }
        }
        return rule
    }

    // MARK: - Calls

    /// The calls of `endpoint` (or all), oldest first, as far as the log keeps them.
    public func calls(of endpoint: String?) -> ArraySlice<ServiceCall> {
        let kept = calls[firstCall...]
        guard let endpoint else { return kept }
        return ArraySlice(kept.filter { $0.endpoint == endpoint })
    }

    /// The number of calls of `endpoint` so far.
    public func callCount(of endpoint: String) -> Int { callCounts[endpoint, default: 0] }

    /// The calls still waiting for an answer (pending or hanging).
    public var waitingCalls: [ServiceCall] { calls[firstCall...].filter { $0.outcome.isWaiting } }

    /// Reports and forgets the unexpected calls since the last look: one
    /// message each (`unexpected call cars.fetchAll from CarsList#1 …`).
    public func takeUnexpectedCalls() -> [String] {
        defer { unexpected.removeAll() }
        return unexpected
    }

    func noteUnexpected(_ call: ServiceCall) {
        unexpected.append(
            "unexpected call \(call.endpoint) from \(call.frame?.description ?? "(no module)") "
                + "with input \(JSONTextEncoder(pretty: false).encode(call.input)) (strict-calls is on and no stub rule answers it)")
    }

    /// Logs a call and returns its position, for `finish`. The oldest calls
    /// go when the log would pass `callLogLimit` calls or `callLogByteLimit`
    /// bytes of inputs.
    func begin(_ call: ServiceCall) -> Int {
        callCounts[call.endpoint, default: 0] += 1
        var call = call
        var size = JSONTextEncoder(pretty: false).encode(call.input).utf8.count
        if size > Self.callLogByteLimit {
            call.input = .string("(an input of \(size) bytes, over the \(Self.callLogByteLimit >> 20) MiB the call log keeps)")
            size = JSONTextEncoder(pretty: false).encode(call.input).utf8.count
        }
        while calls.count - firstCall >= callLogLimit || (calls.count > firstCall && loggedInputBytes + size > Self.callLogByteLimit) {
            loggedInputBytes -= inputSizes[firstCall]
            firstCall += 1
            droppedCalls += 1
        }
        // The dropped entries are removed in one go once they are half the array, not one by one.
        if firstCall > 0 && firstCall >= calls.count / 2 {
            calls.removeFirst(firstCall)
            inputSizes.removeFirst(firstCall)
            firstCall = 0
        }
        calls.append(call)
        inputSizes.append(size)
        loggedInputBytes += size
        return droppedCalls + calls.count - firstCall - 1
    }

    /// Sets how the call at `ticket` ended, and what it answered (a no-op once the log dropped it).
    func finish(_ ticket: Int, _ outcome: ServiceCall.Outcome, output: (any Sendable)? = nil) {
        guard let position = position(of: ticket) else { return }
        calls[position].outcome = outcome
        if let output { calls[position].typedOutput = output }
    }

    /// Logs a value the stream of the call at `ticket` delivered.
    func noteDelivery(_ ticket: Int, _ delivery: ServiceCall.Delivery) {
        guard let position = position(of: ticket) else { return }
        calls[position].noteDelivery(delivery)
    }

    /// The call at `ticket`, while the log keeps it.
    func call(at ticket: Int) -> ServiceCall? {
        position(of: ticket).map { calls[$0] }
    }

    /// Where the call at `ticket` is in `calls`; nil once the log dropped it.
    private func position(of ticket: Int) -> Int? {
        let position = ticket - droppedCalls + firstCall
        guard position >= firstCall, position < calls.count else { return nil }
        return position
    }
}
