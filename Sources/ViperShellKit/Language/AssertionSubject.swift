import ViperRuntime

/// One subject of `expect` (`screen`, `top`, `state`, …), declared: its forms
/// (usage and meaning, for `help expect` and usage errors), what completion
/// offers after it, whether it checks the previous command's failure, and how
/// the words after it become an `Assertion`. A new kind of check is one more
/// declaration in `all`.
public struct AssertionSubject: Sendable {
    /// The word after `expect`.
    public let name: String
    /// Its forms, in `help expect` order.
    public let forms: [Assertion.Form]
    /// Whether it checks the failure of the line before (`expect error`): that
    /// failure then does not fail the script.
    public let checksPreviousFailure: Bool
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
    public static func named(_ name: String) -> AssertionSubject? {
        all.first { $0.name == name }
    }

    /// Every subject, in `help expect` order.
    public static let all: [AssertionSubject] = [screen, top, depth, state, snapshot, error, calls, opened, closed, invariant, invariants, always]

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
            let close = Suggestions.closest(to: words[0].text, among: Assertion.screenChecks)
            let hint = close.isEmpty ? "use contains, lacks or matches" : "did you mean \(close.joined(separator: " or "))?"
            throw .error("expect screen: unknown check '\(displayed(words[0].text))'; \(hint)", column: words[0].column)
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
        name: "snapshot", forms: [("expect snapshot <name>", "the top screen at width 80 equals <name>.txt in __snapshots__/<script>")]
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

    static let invariant = AssertionSubject(
        name: "invariant", forms: [("expect invariant <name>", "the invariant (declared in Swift) holds")],
        completion: { position, context in position == 0 ? context.session.registry.invariants.map(\.name) : [] }
    ) { words throws(CommandFailure) in
        guard !words.isEmpty else { throw Assertion.usage(of: "invariant") }
        return .invariant(text(words))
    }

    static let invariants = AssertionSubject(
        name: "invariants", forms: [("expect invariants", "every declared invariant holds")]
    ) { words throws(CommandFailure) in
        guard words.isEmpty else { throw Assertion.usage(of: "invariants") }
        return .invariant(nil)
    }

    /// The subjects `expect always` cannot take: they check one moment (the
    /// previous command's failure, a snapshot file) or are standing already.
    static let neverAlways: Set<String> = ["error", "snapshot", "always"]

    static let always = AssertionSubject(
        name: "always",
        forms: [("expect always [in <M>] <check>", "the check holds after every later step")],
        completion: { position, context in
            position == 0 ? ["in"] + Assertion.subjects.filter { !neverAlways.contains($0) } : []
        }
    ) { words throws(CommandFailure) in
        var rest = words[...]
        var module: String?
        if rest.first?.text == "in" {
            guard rest.count >= 3 else { throw Assertion.usage(of: "always") }
            module = rest[rest.startIndex + 1].text
            rest = rest.dropFirst(2)
        }
        guard let subject = rest.first else { throw Assertion.usage(of: "always") }
        if neverAlways.contains(subject.text) {
            throw .error("expect always: '\(displayed(subject.text))' cannot be checked after every command; use screen, top, depth, state, calls, opened, closed, invariant or invariants", column: subject.column)
        }
        let check = try Assertion.parse(Array(rest))
        return .always(module: module, check: check, text: rest.map { Tokenizer.quoted($0.text) }.joined(separator: " "))
    }

    /// The styles `expect opened ... by <style>` takes.
    static let openedStyles = ["push", "present", "embed"]

    static let opened = AssertionSubject(
        name: "opened",
        forms: [("expect opened <Module> [by <how>]", "Module's latest open request, made so (how: push, present, embed)"),
                ("expect opened <Module> [by <how>] with <path> <op> <value>", "and its input at path compares with value")],
        completion: { position, context in
            switch position {
            case 0: return Array(Set(context.session.navigation.requests.filter(\.kind.isOpen).map(\.module))).sorted()
            case 1: return ["by", "with"]
            case 2: return openedStyles
            default: return []
            }
        }
    ) { words throws(CommandFailure) in
        guard let module = words.first?.text else { throw Assertion.usage(of: "opened") }
        var check = Assertion.OpenedCheck(module: module)
        var rest = words.dropFirst()
        if rest.first?.text == "by" {
            guard rest.count >= 2, openedStyles.contains(rest[rest.startIndex + 1].text) else {
                let found = rest.count >= 2 ? "'\(displayed(rest[rest.startIndex + 1].text))'" : "nothing"
                throw .error("expect opened: 'by' takes push, present or embed, got \(found)", column: rest.dropFirst().first?.column)
            }
            check.style = rest[rest.startIndex + 1].text
            rest = rest.dropFirst(2)
        }
        if let with = rest.first {
            guard with.text == "with", rest.count >= 4 else {
                throw .error("usage: expect opened <Module> [by push|present|embed] [with <path> <op> <value>]", column: with.column)
            }
            let valueWords = Array(rest.dropFirst(3))
            let opWord = rest[rest.startIndex + 2]
            guard let op = StateOperator(rawValue: opWord.text) else {
                throw .error("expect opened: unknown operator '\(displayed(opWord.text))'; use ==, != or contains", column: opWord.column)
            }
            check.input = .init(
                path: rest[rest.startIndex + 1].text, op: op, expected: StateOperator.expectedValue(of: valueWords),
                expectedText: text(valueWords))
        }
        return .opened(check)
    }

    static let closed = AssertionSubject(
        name: "closed", forms: [("expect closed <Module>", "the latest request about Module closed it")],
        completion: { position, context in
            position == 0 ? Array(Set(context.session.navigation.requests.map(\.module))).sorted() : []
        }
    ) { words throws(CommandFailure) in
        guard words.count == 1 else { throw Assertion.usage(of: "closed") }
        return .closed(module: words[0].text)
    }
}
