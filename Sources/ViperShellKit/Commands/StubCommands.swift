import ViperRuntime

// `stub`, `stubs` and `calls`: script what the session's endpoints answer,
// and see what modules called.

extension ShellCommandDefinition {
    /// `stub <endpoint> <rule> [times <n>]`, `stub clear [<endpoint>]`: adds or removes stub rules.
    public static let stub = ShellCommandDefinition(
        name: "stub", usage: "stub <endpoint>|* <rule>, stub clear",
        summary: "make an endpoint answer, fail, wait or hang instead of its service",
        help: [
            "The rule is one of:",
            .table([
                HelpRow("returns <json> [after <d>]", "answer with this value (the rest of the line, as JSON, checked against the endpoint's output type), at once or d after the call"),
                HelpRow("fails [<message>] [after <d>]", "throw the endpoint's failure with this message"),
                HelpRow("delay <d>", "the real answer arrives d after the call (if the service takes longer: when it answers)"),
                HelpRow("hangs", "never answer, until the calling task is cancelled"),
                HelpRow("yields <json> at <t>, ..., then finishes|fails [<message>]|stays open", "a stream's values, each t after the call"),
            ]),
            .paragraph("'*' for the endpoint makes a rule (fails, delay or hangs) for every endpoint."),
            .paragraph("times <n> at the end makes the rule answer the next n calls only. Rules stack: a call takes "
                + "the first one added that still applies to its endpoint; a call no rule answers goes to the real service."),
            "'stub clear' removes every rule, 'stub clear <endpoint>' that endpoint's. 'stubs' lists endpoints and rules.",
        ],
        arguments: 1...Int.max,
        completion: { arguments, _, context in StubCompletion.candidates(after: arguments, context: context) }
       ) { context, arguments in
        let endpoints = context.services.endpoints
        let request = try StubRequest.parse(
            arguments.words, line: context.interpreter.lineBeingRun, endpoints: endpoints, variables: context.variables)
        do throws(ServiceStubError) {
            switch request {
            case .add(let rule): try endpoints.add(rule)
            case .clear(let endpoint): try endpoints.clearRules(for: endpoint)
            }
        } catch {
            throw CommandFailure.error(TerminalEscaping.escape(error.description))
        }
        return .done
    }

    /// `stubs`: the declared endpoints and the active rules.
    public static let stubs = ShellCommandDefinition(
        name: "stubs", summary: "list the endpoints that can be stubbed and the active stub rules",
        details: ["Each endpoint with its input and output types and what it does, then the rules in the order "
                  + "calls use them (as 'stub' lines), and whether strict-calls is on."],
        recording: .notRecorded
    ) { context, _ in
        context.output.write(ServiceListing.stubs(of: context.services.endpoints))
        return .done
    }

    /// `calls [<endpoint>]`: the calls made through endpoints so far.
    public static let calls = ShellCommandDefinition(
        name: "calls", parameters: [ActionParameter("endpoint", optional: true)],
        summary: "list the calls modules made through endpoints, oldest first",
        details: ["One call a line: its virtual time, the endpoint, the module frame that called, the input as JSON, "
                  + "and how it ended (returned, failed: <message>, pending, hanging, cancelled; '(stubbed)' when a "
                  + "stub rule answered). With an endpoint, only its calls.",
                  "The log keeps the last \(ServiceEndpoints.defaultCallLogLimit) calls, their inputs at most "
                  + "\(ServiceEndpoints.callLogByteLimit >> 20) MiB together, and says how many older calls it dropped."],
        recording: .notRecorded,
        completion: { arguments, _, context in arguments.isEmpty ? context.services.endpoints.names : [] }
    ) { context, arguments in
        let endpoints = context.services.endpoints
        let endpoint = arguments.text("endpoint")
        if let word = arguments.words.first { try StubRequest.checkEndpoint(word, in: endpoints) }
        context.output.write(ServiceListing.calls(in: endpoints, of: endpoint))
        return .done
    }
}

/// What completion offers after `stub`: endpoint names and `clear` first,
/// then the rule words, then `times`.
enum StubCompletion {
    @MainActor
    static func candidates(after arguments: [String], context: CommandContext) -> [String] {
        let names = context.services.endpoints.names
        guard let first = arguments.first else { return [StubRequest.clearWord, StubRule.everyEndpoint] + names }
        if first == StubRequest.clearWord { return arguments.count == 1 ? [StubRule.everyEndpoint] + names : [] }
        guard arguments.count >= 2 else { return StubRequest.ruleWords }
        if arguments.last == StubRequest.timesWord || arguments.dropFirst(2).contains(StubRequest.timesWord) { return [] }
        switch arguments[1] {
        case "delay" where arguments.count == 2: return ["300ms", "1s", "2s"]
        case "returns" where arguments.count == 2, "yields": return []
        case "returns", "fails":
            return arguments.contains(StubRequest.afterWord) ? [StubRequest.timesWord] : [StubRequest.afterWord, StubRequest.timesWord]
        default: return [StubRequest.timesWord]
        }
    }
}
