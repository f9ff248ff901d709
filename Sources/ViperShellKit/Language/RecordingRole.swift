/// What `record` and the journal of how the session got here make of a
/// command that succeeded; each command declares its own (see
/// `ShellCommandDefinition.recording`), so a new command needs no list elsewhere.
public enum RecordingRole: Sendable, Equatable {
    /// Not written down: it only reads (`help`, `screen`, `describe`) or
    /// controls the shell itself (`record`, `run`, `quit`).
    case notRecorded
    /// Written down; in the journal after the stack's last reset (`wait`, `back`).
    case recorded
    /// Written down; it replaces the whole stack, so the journal starts again
    /// from it (`open`, `route`).
    case resetsStack
    /// Written down; a setting or variable the journal keeps across resets (`set`, `let`).
    case setting
    /// Written down (a check of what came before), never in the journal (`expect`).
    case check
}
