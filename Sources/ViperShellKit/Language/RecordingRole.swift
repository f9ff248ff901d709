/// What `record` and the journal of how the session got here make of a
/// command that succeeded; each command declares its own (see
/// `ShellCommandDefinition.recording`), so a new command needs no list elsewhere.
public enum RecordingRole: Sendable, Equatable {
    /// Not written down: it only reads (`help`, `screen`, `describe`) or
    /// controls the shell itself (`record`, `run`, `quit`).
    case notRecorded
    /// Written down; it may change the session (its stack, settings,
    /// variables, clock or data), so it is also part of the setup a later
    /// recording starts with (`open`, `route`, `back`, `wait`, `set`, `let`).
    case recorded
    /// Written down as typed; it runs another script (`source`), whose lines
    /// go into the setup of a later recording in its place, so the setup
    /// does not depend on where that script is.
    case runsScript
    /// Written down, never part of the setup, and never settled after: a check
    /// of what came before (`expect`), or an order for the next command (`schedule`).
    case check
}
