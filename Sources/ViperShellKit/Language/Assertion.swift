import ViperRuntime

/// One `expect` line, parsed once into what it checks.
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
    /// `expect calls <endpoint> <op> <n>`: how many calls went through the endpoint.
    case calls(endpoint: String, op: CallCountOperator, count: Int, endpointColumn: Int? = nil)
    /// `expect opened <Module> [by <style>] [with <path> <op> <value>]`: the latest request to open Module.
    case opened(OpenedCheck)
    /// `expect closed <Module>`: the latest request about Module closed it.
    case closed(module: String)
    /// `expect invariant <name>`, `expect invariants` (nil): the invariants
    /// the modules declared in Swift (`SessionInvariant`) hold.
    case invariant(String?)
    /// `expect always [in <Module>] <check>`: `check` holds after every later
    /// command that may change the session (only those that leave `module`
    /// on top, when one is named); `text` is the check as written.
    indirect case always(module: String?, check: Assertion, text: String)

    /// Whether the check reads the top module (its screen or state), so
    /// that with no module open it cannot be made.
    var readsTopModule: Bool {
        switch self {
        case .screenContains, .screenLacks, .screenMatches, .state, .snapshot: return true
        case .top, .depth, .error, .calls, .opened, .closed, .invariant, .always: return false
        }
    }

    /// What `expect opened` checks of the latest request to open a module.
    public struct OpenedCheck: Equatable, Sendable {
        public var module: String
        /// `push`, `present` or `embed`, when the line says `by ...`.
        public var style: String?
        /// The input's value at a path, when the line says `with <path> <op> <value>`.
        public var input: InputCheck?

        /// `with carId == c2`: the input's value at `path` compares with `expected`.
        public struct InputCheck: Equatable, Sendable {
            public var path: String
            public var op: StateOperator
            public var expected: JSONValue
            public var expectedText: String
        }

        /// `CarDetail opened by push with carId == "c2"`: what the line claims.
        package var claim: String {
            var text = "\(module) opened"
            if let style { text += " by \(style)" }
            if let input { text += " with \(input.path) \(input.op.rawValue) \(briefJSON(input.expected))" }
            return text
        }
    }

    /// One form of `expect`: its usage and what it checks.
    public struct Form: Sendable {
        public let subject: String
        public let usage: String
        public let meaning: String
    }

    /// Every form, in `help expect` order.
    public static var forms: [Form] { AssertionSubject.all.flatMap(\.forms) }

    /// The subjects, in order (`screen`, `top`, ...).
    public static var subjects: [String] { AssertionSubject.all.map(\.name) }

    /// The checks `expect screen` takes.
    public static let screenChecks = ["contains", "lacks", "matches"]

    /// Parses the words after `expect` by the declaration of their subject;
    /// a malformed line is an error with the subject's usage.
    public static func parse(_ words: [Word]) throws(CommandFailure) -> Assertion {
        guard let name = words.first?.text else { throw usage(of: nil) }
        guard let subject = AssertionSubject.named(name) else {
            let close = Suggestions.closest(to: name, among: subjects)
            let hint = close.isEmpty ? "use one of \(subjects.joined(separator: ", "))" : "did you mean \(close.joined(separator: " or "))?"
            throw .error("expect: unknown check '\(displayed(name))'; \(hint)", column: words[0].column)
        }
        return try subject.parse(Array(words.dropFirst()))
    }

    /// `usage: expect top <Module>`, every form of `subject` (all forms without one).
    static func usage(of subject: String?) -> CommandFailure {
        let usages = forms.filter { subject == nil || $0.subject == subject }.map(\.usage)
        return .error("usage: " + usages.joined(separator: " | "))
    }
}
