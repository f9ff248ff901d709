import ViperRuntime

/// What one `stub` line asks for, read from its words and checked against the
/// session's endpoints before anything changes: a rule to add, or the rules
/// to clear. Every mistake is one error naming the endpoint and the word,
/// at its column.
///
///     stub contacts.list returns [{"name": "Ada", "phone": "1"}] after 2s times 2
///     stub contacts.list fails "offline" after 500ms
///     stub contacts.fetch delay 2s
///     stub contacts.fetch hangs
///     stub * fails "the network is down"
///     stub inbox.updates yields {"subject": "Hi"} at 200ms, {"subject": "Re: Hi"} at 400ms, then finishes
///     stub clear [contacts.list | *]
@MainActor
enum StubRequest: Equatable {
    case add(StubRule)
    /// Every rule (nil), or those of one endpoint (`*`: the rules for every endpoint).
    case clear(endpoint: String?)

    /// The words that may follow the endpoint, in `help` order.
    static let ruleWords = ["returns", "fails", "delay", "hangs", "yields"]
    /// The word before a rule's count of calls.
    static let timesWord = "times"
    /// The word before the time a `returns` or `fails` rule answers at.
    static let afterWord = "after"
    /// The first word of `stub clear [<endpoint>]`.
    static let clearWord = "clear"
    /// The ends a `yields` rule may have, after `then`.
    static let streamEnds = ["finishes", "fails", "stays open"]
    /// The message of `stub <endpoint> fails` written without one.
    static let defaultFailureMessage = ServiceStubDefaults.failureMessage

    static let usage =
        "stub <endpoint>|* returns <json> [after <d>] | fails [<message>] [after <d>] | delay <d> | hangs"
        + " | yields <json> at <t>, ..., then finishes|fails [<message>]|stays open [times <n>], stub clear [<endpoint>|*]"

    /// The rules, as the error for an unknown one lists them.
    private static let ruleList = "returns <json>, fails [<message>], delay <duration>, hangs or yields <json> at <time>, ... ('help stub' explains each)"

    /// Reads `words` (the arguments of `stub`); `line` is the whole line as
    /// typed, when known, so that a JSON value is read from its own text
    /// (quotes and blanks as written) rather than from the words the
    /// tokenizer made of it.
    static func parse(
        _ words: [Word], line: String?, endpoints: ServiceEndpoints, variables: [String: String]
    ) throws(CommandFailure) -> StubRequest {
        guard let first = words.first else { throw .error("stub: missing the endpoint (usage: \(usage))") }
        if first.text == clearWord && isBare(first) {
            guard words.count <= 2 else {
                throw .error(
                    "stub clear takes at most one endpoint, got \(words.count - 1) words (usage: stub clear [<endpoint>|*])",
                    column: words[2].column)
            }
            guard words.count == 2 else { return .clear(endpoint: nil) }
            if words[1].text != StubRule.everyEndpoint { try checkEndpoint(words[1], in: endpoints) }
            return .clear(endpoint: words[1].text)
        }
        let endpoint = first.text
        let everyEndpoint = endpoint == StubRule.everyEndpoint
        if !everyEndpoint { try checkEndpoint(first, in: endpoints) }
        guard words.count >= 2 else {
            throw .error("stub \(displayed(endpoint)): missing the rule: \(ruleList)")
        }
        let ruleWord = words[1].text
        guard ruleWords.contains(ruleWord) else {
            let suggestions = Suggestions.closest(to: ruleWord, among: ruleWords)
            let hint = suggestions.isEmpty ? "" : " (did you mean \(suggestions.joined(separator: " or "))?)"
            throw .error(
                "stub \(displayed(endpoint)): unknown rule '\(displayed(ruleWord))'\(hint); use \(ruleList)",
                column: words[1].column)
        }
        let rule = "stub \(displayed(endpoint)) \(ruleWord)"
        let (withoutTimes, times, timesColumn) = try splitTimes(Array(words.dropFirst(2)), rule: rule)
        var body = withoutTimes
        var after: VirtualDuration?
        var afterColumn: Int?
        if ruleWord == "returns" || ruleWord == "fails" {
            (body, after, afterColumn) = try splitAfter(withoutTimes, rule: rule)
        } else if let word = withoutTimes.first(where: { $0.text == afterWord && isBare($0) }), ruleWord != "yields" {
            throw .error(
                "\(rule): 'after' applies to returns and fails (delay <duration> says when the real answer arrives)",
                column: word.column)
        }
        let behaviour: StubBehaviour
        switch ruleWord {
        case "returns":
            behaviour = .returns(
                try jsonValue(body, endingBefore: afterColumn ?? timesColumn, endpoint: endpoint, line: line, variables: variables))
        case "fails":
            let message = body.map(\.text).joined(separator: " ")
            behaviour = .fails(message.isEmpty ? defaultFailureMessage : message)
        case "delay":
            guard body.count == 1 else {
                throw .error(
                    body.isEmpty
                        ? "\(rule): missing the duration (like 300ms, 2s or 1m)"
                        : "\(rule) takes one duration, got \(body.count) words",
                    column: body.count > 1 ? body[1].column : nil)
            }
            behaviour = .delay(try duration(body[0], rule: rule))
        case "yields":
            behaviour = .yields(
                try StubStreamScriptParser.parse(
                    body, endingBefore: timesColumn, endpoint: endpoint, line: line, variables: variables))
        default:  // hangs
            guard body.isEmpty else {
                throw .error("\(rule) takes nothing but 'times <n>', got '\(displayed(body[0].text))'", column: body[0].column)
            }
            behaviour = .hangs
        }
        return .add(StubRule(endpoint: endpoint, behaviour: behaviour, after: after, times: times))
    }

    /// An unknown endpoint is an error at its word's column, with the closest declared names.
    static func checkEndpoint(_ word: Word, in endpoints: ServiceEndpoints) throws(CommandFailure) {
        guard endpoints.names.isEmpty else {
            do { _ = try endpoints.declaration(named: word.text) } catch {
                throw .error(TerminalEscaping.escape(error.description), column: word.column)
            }
            return
        }
        throw .error("unknown endpoint '\(displayed(word.text))': this shell declares no endpoints", column: word.column)
    }

    /// A word written with no quotes at all (`times` in quotes is text, not the keyword).
    static func isBare(_ word: Word) -> Bool {
        !word.isDoubleQuoted && word.singleQuotedRanges.isEmpty
    }

    /// A duration word (`300ms`, `2s`), or an error naming it at its column.
    static func duration(_ word: Word, rule: String) throws(CommandFailure) -> VirtualDuration {
        guard let duration = VirtualDuration(parsing: word.text) else {
            throw .error(
                "\(rule): bad duration '\(displayed(word.text))': use a number and a unit, like 300ms, 2s or 1m",
                column: word.column)
        }
        return duration
    }

    /// The rule's own words and its `times <n>` (with the column of `times`), when the line ends with one.
    private static func splitTimes(
        _ words: [Word], rule: String
    ) throws(CommandFailure) -> (body: [Word], times: Int?, timesColumn: Int?) {
        if let last = words.last, last.text == timesWord, isBare(last) {
            throw .error("\(rule): missing the number after 'times' (times <n>, n at least 1)", column: last.column)
        }
        guard words.count >= 2, words[words.count - 2].text == timesWord, isBare(words[words.count - 2]) else {
            return (words, nil, nil)
        }
        let count = words[words.count - 1]
        guard let times = Int(count.text), times >= 1 else {
            throw .error(
                "\(rule): times takes a whole number of at least 1, got '\(displayed(count.text))'", column: count.column)
        }
        return (Array(words.dropLast(2)), times, words[words.count - 2].column)
    }

    /// The rule's own words and its `after <d>` (with the column of `after`), when they end with one.
    private static func splitAfter(
        _ words: [Word], rule: String
    ) throws(CommandFailure) -> (body: [Word], after: VirtualDuration?, afterColumn: Int?) {
        if let last = words.last, last.text == afterWord, isBare(last) {
            throw .error("\(rule): missing the duration after 'after' (like 300ms, 2s or 1m)", column: last.column)
        }
        guard words.count >= 2, words[words.count - 2].text == afterWord, isBare(words[words.count - 2]) else {
            return (words, nil, nil)
        }
        let after = try duration(words[words.count - 1], rule: rule)
        return (Array(words.dropLast(2)), after, words[words.count - 2].column)
    }

    /// The value of `returns`: the line's text from the first word of the
    /// value to the end (or to `after` or `times`, at `endColumn`), read as
    /// JSON. A value written as one quoted word (`'[1, 2]'`) is read from
    /// that word. A syntax error names its column in the line.
    private static func jsonValue(
        _ body: [Word], endingBefore endColumn: Int?, endpoint: String, line: String?, variables: [String: String]
    ) throws(CommandFailure) -> JSONValue {
        guard let first = body.first else {
            throw .error("stub \(displayed(endpoint)) returns: missing the value, as JSON (returns [] or returns {\"id\": \"c1\"})")
        }
        let wordsText = body.map(\.text).joined(separator: " ")
        guard let line else { return try parseJSON(wordsText, endpoint: endpoint) }
        var raw = rawText(of: line, from: first.column, before: endColumn)
        var expandedVariables = false
        if raw.contains("${") {
            raw = try VariableExpansion.expand([Word(raw, column: first.column)], variables: variables)[0].text
            expandedVariables = true
        }
        do {
            return try JSONParser.parse(raw)
        } catch {
            // A value given as one quoted word reads as its text.
            if body.count == 1, !isBare(first), let value = try? JSONParser.parse(wordsText) { return value }
            let column = !expandedVariables && error.line == 1 ? first.column + error.column - 1 : nil
            let place = expandedVariables ? " (after replacing variables, line \(error.line) column \(error.column))" : ""
            throw .error("stub \(displayed(endpoint)) returns: the value is not JSON\(place): \(error.message)", column: column)
        }
    }

    private static func parseJSON(_ text: String, endpoint: String) throws(CommandFailure) -> JSONValue {
        do {
            return try JSONParser.parse(text)
        } catch {
            throw .error("stub \(displayed(endpoint)) returns: the value is not JSON: \(error.message)")
        }
    }

    /// The text of `line` from column `start` to just before column `end`
    /// (or the end of the line), in Unicode scalars from 1: the value as
    /// typed, up to a `#` comment outside JSON strings, blanks trimmed.
    static func rawText(of line: String, from start: Int, before end: Int?) -> String {
        let scalars = line.unicodeScalars.dropFirst(start - 1).prefix(end.map { max(0, $0 - start) } ?? Int.max)
        var text = String.UnicodeScalarView()
        var inString = false
        var escaped = false
        for scalar in scalars {
            if inString {
                if escaped { escaped = false } else if scalar == "\\" { escaped = true } else if scalar == "\"" { inString = false }
            } else if scalar == "\"" {
                inString = true
            } else if scalar == "#" {
                break
            }
            text.append(scalar)
        }
        return String(text).trimmingBlanks
    }
}
