/// A check `expect always` declared: made after every later command that may
/// change the session, failing the command that broke it.
package struct StandingAssertion: Sendable, Equatable {
    /// What it checks.
    package let check: Assertion
    /// The module it is about (`expect always in <Module> ...`): checked only
    /// after commands that leave that module on top; nil after every command.
    package let module: String?
    /// Where it was declared.
    package let location: SourceLocation
    /// The check as written after `expect always` (and `in <Module>`).
    package let text: String
}
