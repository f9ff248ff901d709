/// An invariant that explore checks after every step.
public enum InvariantKind: String, Sendable, CaseIterable, Comparable {
    /// A failed command's message holds a raw control character, a C1 code,
    /// a bidi override or a newline.
    case unescapedMessage = "unescaped-message"
    /// A failed command's message shows an internal error instead of saying what was wrong.
    case internalError = "internal-error"
    /// The top screen holds a raw control character.
    case rawControl = "raw-control"
    /// A line of the top screen is wider than the session width.
    case tooWide = "too-wide"
    /// A closed module left components alive.
    case leak
    /// Replaying the same steps in a fresh session gave a different dump.
    case nondeterministic
    /// A task of the session is waiting outside the virtual clock (a real
    /// sleep, real I/O, a continuation nothing will resume).
    case stuckTask = "stuck task"
    /// An invariant the team states broke: one the modules declare in Swift
    /// (`SessionInvariant`), or an `expect always` check of the exploration.
    case invariant

    /// How the scripts of this kind are named (`stuck-task-1.vsh`): the
    /// name with a hyphen for each blank, so a path needs no quoting in a shell.
    package var fileNamePrefix: String {
        String(rawValue.map { $0 == " " ? "-" : $0 })
    }

    public static func < (lhs: InvariantKind, rhs: InvariantKind) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// One broken invariant, as seen at one step of one run.
struct InvariantViolation: Sendable, Equatable {
    var kind: InvariantKind
    /// The module it concerns: the top module, or the one that leaked.
    var module: String
    /// The action (or command) of the step that broke it.
    var action: String
    /// What was found, escaped for printing.
    var detail: String
    /// What the reproduction script asserts on: the offending message or screen line, raw.
    var evidence: String
    /// The step (index into the run's lines) that broke it.
    var step: Int
    /// Which of the team's invariants broke, for `.invariant`.
    var invariant: TeamInvariant? = nil
}

/// One of the invariants a team states, as explore names it.
package enum TeamInvariant: Sendable, Hashable {
    /// Declared in Swift by the modules (`SessionInvariant`), by name.
    case swift(String)
    /// An `expect always` line of the exploration, by the check as written.
    case script(String)

    /// `"one order per checkout"`, or `expect always screen lacks Error`.
    package var description: String {
        switch self {
        case .swift(let name): return "\"\(displayed(name, limit: 200))\""
        case .script(let text): return "expect always \(displayed(text, limit: 200))"
        }
    }
}
