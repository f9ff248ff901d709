import ViperRuntime

/// One `expect` line, parsed once into what it checks (SPEC §4).
public enum Assertion: Equatable, Sendable {
    case screenContains(String)
    case screenLacks(String)
    case screenMatches(String)
    case top(String)
    case depth(Int)
    /// `expect state <path> <op> <value>`: `expected` is the value as JSON,
    /// `expectedText` the value as written.
    case state(path: String, op: StateOperator, expected: JSONValue, expectedText: String)
    case snapshot(String)
    case error(String)

    /// One form of `expect`: its usage and what it checks.
    public struct Form: Sendable {
        public let subject: String
        public let usage: String
        public let meaning: String
    }

    /// Every form, in `help expect` order.
    public static let forms: [Form] = [
        Form(subject: "screen", usage: "expect screen contains <text>", meaning: "the top screen contains text"),
        Form(subject: "screen", usage: "expect screen lacks <text>", meaning: "it does not"),
        Form(subject: "screen", usage: "expect screen matches <regex>", meaning: "a line of it matches the regular expression"),
        Form(subject: "top", usage: "expect top <Module>", meaning: "the top module is Module"),
        Form(subject: "depth", usage: "expect depth <n>", meaning: "the stack holds n frames (embedded not counted)"),
        Form(subject: "state", usage: "expect state <path> <op> <value>", meaning: "op is ==, != or contains; value is JSON or a word"),
        Form(subject: "snapshot", usage: "expect snapshot <name>", meaning: "the screen equals __snapshots__/<script>/<name>.txt"),
        Form(subject: "error", usage: "expect error <text>", meaning: "the previous command failed with such an error"),
    ]

    /// The subjects, in order (`screen`, `top`, ...).
    public static var subjects: [String] {
        forms.map(\.subject).reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }

    /// The checks `expect screen` takes.
    public static let screenChecks = ["contains", "lacks", "matches"]

    /// Parses the words after `expect`; a malformed line is an error with the subject's usage.
    public static func parse(_ words: [Word]) throws(CommandFailure) -> Assertion {
        guard let subject = words.first?.text else { throw usage(of: nil) }
        let rest = Array(words.dropFirst())
        let text = rest.map(\.text).joined(separator: " ")
        switch subject {
        case "screen":
            guard rest.count >= 2 else { throw usage(of: subject) }
            let checked = rest.dropFirst().map(\.text).joined(separator: " ")
            switch rest[0].text {
            case "contains": return .screenContains(checked)
            case "lacks": return .screenLacks(checked)
            case "matches": return .screenMatches(checked)
            default:
                throw .error("expect screen: unknown check '\(displayed(rest[0].text))'; use contains, lacks or matches")
            }
        case "top":
            guard rest.count == 1 else { throw usage(of: subject) }
            return .top(rest[0].text)
        case "depth":
            guard rest.count == 1 else { throw usage(of: subject) }
            guard let depth = Int(rest[0].text), depth >= 0 else {
                throw .error("expect depth: expected a whole number, got '\(displayed(rest[0].text))'")
            }
            return .depth(depth)
        case "state":
            guard rest.count >= 3 else { throw usage(of: subject) }
            guard let op = StateOperator(rawValue: rest[1].text) else {
                throw .error("expect state: unknown operator '\(displayed(rest[1].text))'; use ==, != or contains")
            }
            let valueWords = Array(rest.dropFirst(2))
            return .state(
                path: rest[0].text, op: op, expected: StateOperator.expectedValue(of: valueWords),
                expectedText: valueWords.map(\.text).joined(separator: " "))
        case "snapshot":
            guard rest.count == 1 else { throw usage(of: subject) }
            return .snapshot(rest[0].text)
        case "error":
            return .error(text)
        default:
            throw .error("expect: unknown check '\(displayed(subject))'; use one of \(subjects.joined(separator: ", "))")
        }
    }

    /// `usage: expect top <Module>`, every form of `subject` (all forms without one).
    private static func usage(of subject: String?) -> CommandFailure {
        let usages = forms.filter { subject == nil || $0.subject == subject }.map(\.usage)
        return .error("usage: " + usages.joined(separator: " | "))
    }
}
