/// One live task that module code started, as `ViperSession.tasks` lists it:
/// the frame that owns it, where it started and what it waits on.
///
/// A snapshot in words: what the task waits on is a description, not a
/// model of the session's task records, so how the session follows tasks can
/// change without changing this type.
public struct LiveTask: Sendable, Hashable, CustomStringConvertible {
    /// The frame whose module code started the task; nil when no module code was running.
    public let frame: FrameID?
    /// Where it started: the traced method that was running (`ContactsListInteractor.obtainContacts`).
    public let startSite: String
    /// What it waits on: `running` (a job is queued), `clock until 300ms`,
    /// `suspended` (on something the session still drives), `service cars.fetchAll`
    /// or `outside` (something the session does not drive).
    public let waiting: String

    package init(frame: FrameID?, startSite: String, waiting: String) {
        self.frame = frame
        self.startSite = startSite
        self.waiting = waiting
    }

    /// `ContactsList#1 (ContactsListInteractor.obtainContacts)`.
    public var label: String {
        "\(frame?.description ?? "(no module)") (\(startSite))"
    }

    /// `ContactsList#1 (ContactsListInteractor.obtainContacts) waiting: clock until 300ms`.
    public var description: String { "\(label) waiting: \(waiting)" }
}
