import ViperRuntime

// `emit` and `navigation`: play a faked module's part, and see what modules
// asked to open and close.

extension ShellCommandDefinition {
    /// `emit <Module> <event> [<json>]`: the topmost fake of Module sends its output event.
    package static let emit = ShellCommandDefinition(
        name: "emit", usage: "emit <Module> <event> [<json>]",
        summary: "make a fake module send its output to the module that opened it",
        details: [
            "After 'open <Root> alone', a module the root opens is a fake frame. 'emit' makes the topmost fake of "
                + "<Module> send <event> through the output its opener gave it, as the module would (emit Editor "
                + "didSave {\"id\": \"e6\", ...}). The value, the rest of the line as JSON, decodes as the event's "
                + "type; an event without one takes none. The module's registration declares its events (its fake's "
                + "screen lists them); 'back' then closes the fake, as the module would.",
        ],
        arguments: 2...Int.max,
        completion: { arguments, _, context in
            switch arguments.count {
            case 0: return Array(Set(context.session.fakeFrames.map(\.moduleName))).sorted()
            case 1: return context.session.fakeFrames.last { $0.moduleName == arguments[0] }?.fake?.events.map(\.name) ?? []
            default: return []
            }
        }
    ) { context, arguments in
        let words = arguments.words
        let module = words[0].text
        let event = words[1].text
        var payload: JSONValue?
        if words.count > 2 {
            payload = try EmitPayload.parse(
                Array(words.dropFirst(2)), line: context.interpreter.lineBeingRun, event: event, variables: context.variables)
        }
        do {
            try context.session.emit(event, from: module, payload: payload)
        } catch let error as FakeModuleError {
            let column: Int? = switch error {
            case .noFake: words[0].column
            case .unknownEvent: words[1].column
            case .unexpectedPayload, .payloadDoesNotDecode: words.count > 2 ? words[2].column : nil
            default: nil
            }
            throw CommandFailure.error("emit: " + TerminalEscaping.escape(error.description), column: column)
        }
        return .screenMayHaveChanged
    }

    /// `navigation`: the requests modules made to open and close modules.
    package static let navigation = ShellCommandDefinition(
        name: "navigation", summary: "list the requests modules made to open, present, embed and close modules",
        details: [
            "One request a line, oldest first: its virtual time, the frame that asked, what (push, present, embed "
                + "in <slot>, close, close to root) and which module, the input as JSON, and the frame that answered "
                + "('(fake)' when a fake did) or why it failed. The log keeps the last \(NavigationLog.limit) requests.",
        ],
        recording: .notRecorded
    ) { context, _ in
        context.output.write(NavigationListing.text(of: context.session.navigation))
        return .done
    }
}

/// The value `emit` sends: the line's text from its first word to the end, as JSON.
@MainActor
enum EmitPayload {
    static func parse(_ words: [Word], line: String?, event: String, variables: [String: String]) throws(CommandFailure) -> JSONValue {
        let first = words[0]
        var text = line.map { StubRequest.rawText(of: $0, from: first.column, before: nil) } ?? words.map(\.text).joined(separator: " ")
        var expanded = line == nil
        if text.contains("${") {
            text = try VariableExpansion.expand([Word(text, column: first.column)], variables: variables)[0].text
            expanded = true
        }
        do {
            return try JSONParser.parse(text)
        } catch {
            // A value given as one quoted word reads as its text.
            if words.count == 1, !StubRequest.isBare(first), let value = try? JSONParser.parse(first.text) { return value }
            throw .error(
                "emit \(displayed(event)): the value is not JSON: \(error.message)",
                column: !expanded && error.line == 1 ? first.column + error.column - 1 : nil)
        }
    }
}

/// How `navigation` words the log: aligned columns, script text escaped.
@MainActor
enum NavigationListing {
    static func text(of log: NavigationLog) -> String {
        var lines: [String] = []
        if log.dropped > 0 {
            lines.append("(\(log.dropped) older request\(log.dropped == 1 ? "" : "s") dropped: the log keeps the last \(NavigationLog.limit))")
        }
        let requests = Array(log.requests)
        guard !requests.isEmpty else { return (lines + ["(no navigation requests yet)"]).map { $0 + "\n" }.joined() }
        let times = requests.map { "\($0.time.milliseconds)ms" }
        let froms = requests.map(\.from.description)
        let whats = requests.map { "\($0.kind) \($0.module)" }
        let inputs = requests.map { $0.kind.isOpen ? TerminalEscaping.displayed(JSONTextEncoder(pretty: false).encode($0.input), limit: 200) : "" }
        let timeWidth = times.map(\.count).max() ?? 0
        let fromWidth = froms.map(\.count).max() ?? 0
        let whatWidth = whats.map(\.count).max() ?? 0
        let inputWidth = inputs.map(\.count).max() ?? 0
        for (position, request) in requests.enumerated() {
            let result: String
            if let failure = request.failure {
                result = "failed: " + failure
            } else if request.kind.isOpen, let frame = request.frame {
                result = "→ \(frame)" + (request.isFake ? " (fake)" : "")
            } else {
                result = ""
            }
            let time = String(repeating: " ", count: timeWidth - times[position].count) + times[position]
            var line = time + "  " + froms[position].padded(to: fromWidth) + "  " + whats[position].padded(to: whatWidth) + "  "
                + inputs[position].padded(to: inputWidth) + "  " + result
            while line.hasSuffix(" ") { line.removeLast() }
            lines.append(line)
        }
        return lines.map { TerminalEscaping.escape($0) + "\n" }.joined()
    }
}
