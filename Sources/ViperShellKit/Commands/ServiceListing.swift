import ViperRuntime

/// How the shell words a session's endpoints, stub rules and calls, for
/// `stubs` and `calls`. Everything that came from a script (JSON inputs,
/// messages) is escaped before it reaches the terminal.
@MainActor
enum ServiceListing {
    /// `stubs`: the endpoints (name, input -> output, summary), then the rules in order.
    static func stubs(of endpoints: ServiceEndpoints) -> String {
        let declarations = endpoints.declarations
        guard !declarations.isEmpty else {
            return "No endpoints are declared: this shell's modules call no services through endpoints, so there is nothing to stub.\n"
        }
        var lines = ["Endpoints:"]
        let names = declarations.map(\.name)
        let types = declarations.map(\.signature)
        let nameWidth = names.map(\.count).max() ?? 0
        let typeWidth = types.map(\.count).max() ?? 0
        for (declaration, (name, type)) in zip(declarations, zip(names, types)) {
            lines.append("  " + name.padded(to: nameWidth) + "  " + type.padded(to: typeWidth) + "  " + declaration.summary)
        }
        let rules = endpoints.rules
        if rules.isEmpty {
            lines.append("No stub rules: every call goes to its service.")
        } else {
            lines.append("Rules, in the order calls use them:")
            lines += rules.map { "  stub \($0)" }
        }
        if endpoints.strictCalls {
            lines.append("strict-calls is on: a call no rule answers fails and fails the script.")
        }
        return lines.map { TerminalEscaping.escape($0) + "\n" }.joined()
    }

    /// `calls [<endpoint>]`: one call a line (time, endpoint, frame, input, outcome),
    /// after a line saying how many older ones the log dropped, if any.
    static func calls(in endpoints: ServiceEndpoints, of endpoint: String?) -> String {
        let calls = endpoints.calls(of: endpoint)
        let total = endpoint.map { endpoints.callCount(of: $0) } ?? (endpoints.droppedCalls + endpoints.calls(of: nil).count)
        let dropped = total - calls.count
        var lines: [String] = []
        if dropped > 0 {
            lines.append("(\(dropped) older call\(dropped == 1 ? "" : "s") dropped: the log keeps the last "
                + "\(ServiceEndpoints.defaultCallLogLimit) calls and at most \(ServiceEndpoints.callLogByteLimit >> 20) MiB of their inputs)")
        }
        guard !calls.isEmpty else {
            let what = endpoint.map { "no calls of \($0)" } ?? "no calls through endpoints"
            return (lines + ["(\(what) yet)"]).map { TerminalEscaping.escape($0) + "\n" }.joined()
        }
        let times = calls.map { "\($0.time)ms" }
        let frames = calls.map { $0.frame?.description ?? "(no module)" }
        let inputs = calls.map { TerminalEscaping.displayed(JSONTextEncoder(pretty: false).encode($0.input), limit: 200) }
        let timeWidth = times.map(\.count).max() ?? 0
        let endpointWidth = calls.map(\.endpoint.count).max() ?? 0
        let frameWidth = frames.map(\.count).max() ?? 0
        let inputWidth = inputs.map(\.count).max() ?? 0
        for (index, call) in zip(calls.indices, calls) {
            let position = index - calls.startIndex
            let time = String(repeating: " ", count: timeWidth - times[position].count) + times[position]
            lines.append(
                time + "  " + call.endpoint.padded(to: endpointWidth) + "  " + frames[position].padded(to: frameWidth) + "  "
                    + inputs[position].padded(to: inputWidth) + "  " + call.outcome.description)
            if call.isStream { lines += deliveries(of: call, indent: timeWidth + 2) }
        }
        return lines.map { TerminalEscaping.escape($0) + "\n" }.joined()
    }

    /// A stream's values under its call, one a line with its time:
    /// `    200ms  yielded {"subject":"Hi"}`.
    private static func deliveries(of call: ServiceCall, indent: Int) -> [String] {
        let pad = String(repeating: " ", count: indent)
        var lines: [String] = []
        if call.droppedDeliveries > 0 {
            lines.append(pad + "(\(call.droppedDeliveries) older values dropped: the log keeps the last \(ServiceCall.deliveryLimit) of a stream)")
        }
        let times = call.deliveries.map { "\($0.time)ms" }
        let width = times.map(\.count).max() ?? 0
        for (delivery, time) in zip(call.deliveries, times) {
            let value = TerminalEscaping.displayed(JSONTextEncoder(pretty: false).encode(delivery.value), limit: 200)
            lines.append(pad + String(repeating: " ", count: width - time.count) + time + "  yielded " + value)
        }
        return lines
    }
}
