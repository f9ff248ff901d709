import ViperRuntime

/// One subject of `expect` (`screen`, `top`, `state`, …), declared: its forms
/// (usage and meaning, for `help expect` and usage errors), what completion
/// offers after it, whether it checks the previous command's failure, and how
/// the words after it become an `Assertion`. A new kind of check is one more
/// declaration in `all`.
package struct AssertionSubject: Sendable {
    /// The word after `expect`.
    package let name: String
    /// Its forms, in `help expect` order.
    package let forms: [Assertion.Form]
    /// Whether it checks the failure of the line before (`expect error`): that
    /// failure then does not fail the script.
    package let checksPreviousFailure: Bool
    /// Candidates for the word at `position` after the subject (0: the first).
    let completion: @MainActor @Sendable (_ position: Int, _ context: CommandContext) -> [String]
    /// The assertion the words after the subject make, or a usage error.
    let parse: @Sendable (_ words: [Word]) throws(CommandFailure) -> Assertion

    init(
        name: String, forms: [(usage: String, meaning: String)], checksPreviousFailure: Bool = false,
        completion: @escaping @MainActor @Sendable (_ position: Int, _ context: CommandContext) -> [String] = { _, _ in [] },
        parse: @escaping @Sendable (_ words: [Word]) throws(CommandFailure) -> Assertion
    ) {
        self.name = name
        self.forms = forms.map { Assertion.Form(subject: name, usage: $0.usage, meaning: $0.meaning) }
        self.checksPreviousFailure = checksPreviousFailure
        self.completion = completion
        self.parse = parse
    }

    /// The subject called `name`, if there is one.
    package static func named(_ name: String) -> AssertionSubject? {
        all.first { $0.name == name }
    }

    /// Every subject, in `help expect` order.
    package static let all: [AssertionSubject] = [screen, top, depth, state, snapshot, error, calls]

    /// The words joined by single spaces: the text of `contains`, `error` and the like.
    private static func text(_ words: some Sequence<Word>) -> String {
        words.map(\.text).joined(separator: " ")
    }

    static let screen = AssertionSubject(
        name: "screen",
        forms: [("expect screen contains <text>", "the top screen contains text"),
                ("expect screen lacks <text>", "it does not"),
                ("expect screen matches <regex>", "a line of it matches the regular expression")],
        completion: { position, _ in position == 0 ? Assertion.screenChecks : [] }
    ) { words throws(CommandFailure) in
        guard words.count >= 2 else { throw Assertion.usage(of: "screen") }
        let checked = text(words.dropFirst())
        switch words[0].text {
        case "contains": return .screenContains(checked)
        case "lacks": return .screenLacks(checked)
        case "matches": return .screenMatches(checked)
        default:
            throw .error("expect screen: unknown check '\(displayed(words[0].text))'; use contains, lacks or matches")
        }
    }

    static let top = AssertionSubject(
        name: "top", forms: [("expect top <Module>", "the top module is Module")],
        completion: { position, context in position == 0 ? context.session.registry.names : [] }
    ) { words throws(CommandFailure) in
        guard words.count == 1 else { throw Assertion.usage(of: "top") }
        return .top(words[0].text)
    }

    static let depth = AssertionSubject(
        name: "depth", forms: [("expect depth <n>", "the stack holds n frames (not embedded ones)")]
    ) { words throws(CommandFailure) in
        guard words.count == 1 else { throw Assertion.usage(of: "depth") }
        guard let depth = Int(words[0].text), depth >= 0 else {
            throw .error("expect depth: expected a whole number, got '\(displayed(words[0].text))'")
        }
        return .depth(depth)
    }

    static let state = AssertionSubject(
        name: "state", forms: [("expect state <path> <op> <value>", "op: ==, != or contains; value: JSON or a word")],
        completion: { position, context in
            switch position {
            case 0:
                guard case .object(let members)? = context.session.top?.moduleState() else { return [] }
                return Array(members.keys)
            case 1: return StateOperator.allCases.map(\.rawValue)
            default: return []
            }
        }
    ) { words throws(CommandFailure) in
        guard words.count >= 3 else { throw Assertion.usage(of: "state") }
        guard let op = StateOperator(rawValue: words[1].text) else {
            throw .error("expect state: unknown operator '\(displayed(words[1].text))'; use ==, != or contains")
        }
        let valueWords = Array(words.dropFirst(2))
        return .state(
            path: words[0].text, op: op, expected: StateOperator.expectedValue(of: valueWords),
            expectedText: text(valueWords))
    }

    static let snapshot = AssertionSubject(
        name: "snapshot", forms: [("expect snapshot <name>", "equals __snapshots__/<script>/<name>.txt")]
    ) { words throws(CommandFailure) in
        guard words.count == 1 else { throw Assertion.usage(of: "snapshot") }
        return .snapshot(words[0].text)
    }

    static let error = AssertionSubject(
        name: "error", forms: [("expect error <text>", "the previous command failed with such an error")],
        checksPreviousFailure: true
    ) { words in
        .error(text(words))
    }

    static let calls = AssertionSubject(
        name: "calls", forms: [("expect calls <endpoint> <op> <n>", "the calls so far; op: ==, !=, >=, <=")],
        completion: { position, context in
            switch position {
            case 0: return context.services.endpoints.names
            case 1: return CallCountOperator.allCases.map(\.rawValue)
            default: return []
            }
        }
    ) { words throws(CommandFailure) in
        guard words.count == 3 else { throw Assertion.usage(of: "calls") }
        guard let op = CallCountOperator(rawValue: words[1].text) else {
            throw .error("expect calls: unknown operator '\(displayed(words[1].text))'; use ==, !=, >= or <=", column: words[1].column)
        }
        guard let count = Int(words[2].text), count >= 0 else {
            throw .error("expect calls: expected a whole number of calls, got '\(displayed(words[2].text))'", column: words[2].column)
        }
        return .calls(endpoint: words[0].text, op: op, count: count, endpointColumn: words[0].column)
    }
}
