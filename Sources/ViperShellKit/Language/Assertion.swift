import ViperRuntime

/// One `expect` line, parsed once into what it checks.
package enum Assertion: Equatable, Sendable {
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
    /// `expect calls <endpoint> <op> <n>`: how many calls went through the endpoint.
    case calls(endpoint: String, op: CallCountOperator, count: Int, endpointColumn: Int? = nil)

    /// One form of `expect`: its usage and what it checks.
    package struct Form: Sendable {
        package let subject: String
        package let usage: String
        package let meaning: String
    }

    /// Every form, in `help expect` order.
    package static var forms: [Form] { AssertionSubject.all.flatMap(\.forms) }

    /// The subjects, in order (`screen`, `top`, ...).
    package static var subjects: [String] { AssertionSubject.all.map(\.name) }

    /// The checks `expect screen` takes.
    package static let screenChecks = ["contains", "lacks", "matches"]

    /// Parses the words after `expect` by the declaration of their subject;
    /// a malformed line is an error with the subject's usage.
    package static func parse(_ words: [Word]) throws(CommandFailure) -> Assertion {
        guard let name = words.first?.text else { throw usage(of: nil) }
        guard let subject = AssertionSubject.named(name) else {
            throw .error("expect: unknown check '\(displayed(name))'; use one of \(subjects.joined(separator: ", "))")
        }
        return try subject.parse(Array(words.dropFirst()))
    }

    /// `usage: expect top <Module>`, every form of `subject` (all forms without one).
    static func usage(of subject: String?) -> CommandFailure {
        let usages = forms.filter { subject == nil || $0.subject == subject }.map(\.usage)
        return .error("usage: " + usages.joined(separator: " | "))
    }
}
