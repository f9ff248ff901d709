/// One live task that module code started in a session: who owns it, where it
/// started and what it waits on.
package struct SessionTaskInfo: Sendable, Hashable {
    /// What a task is waiting on.
    package enum Waiting: Sendable, Hashable, CustomStringConvertible {
        /// It has a job waiting to run on the session (or is running).
        case running
        /// It sleeps on the session's `VirtualClock` until this virtual time (ms).
        case clock(until: Int64)
        /// It is suspended on something else the session drives: a
        /// continuation, a stream, another task, an actor (only while the
        /// session still has work pending; with none left it is `outside`).
        case suspended
        /// It waits in a call through a declared endpoint (`service cars.fetchAll`).
        case service(String)
        /// It waits on something the session does not drive: a sleep on a
        /// real clock, or anything it is suspended on once the session has no
        /// job, timer or sleeper left that could resume it.
        case outside

        package var description: String {
            switch self {
            case .running: return "running"
            case .clock(let until): return "clock until \(until)ms"
            case .suspended: return "suspended"
            case .service(let endpoint): return "service \(endpoint)"
            case .outside: return "outside"
            }
        }
    }

    /// The frame whose module code started the task; nil when no module code was running.
    package var frame: FrameID?
    /// Where it started: the traced method that was running (`ContactsListInteractor.obtainContacts`).
    package var startSite: String
    package var waiting: Waiting

    /// `ContactsList#1 (ContactsListInteractor.obtainContacts)`.
    package var label: String {
        "\(frame?.description ?? "(no module)") (\(startSite))"
    }
}

/// The session's record of one live task (see `SessionTasks`).
final class SessionTask {
    /// The task object, retained by the session until the task ends, so the
    /// address cannot be reused by another task while this record lives.
    let address: UnsafeRawPointer
    /// A child task (`async let`, a task group's): recorded to account for
    /// its copy of the token, never listed; it ends before its parent.
    let isChild: Bool
    /// The component whose traced method was running when the task started.
    let owner: TraceParticipant?
    /// Where it started: the traced method that was running, as a type and a
    /// method name (the text is made only when asked for), or inherited from
    /// the task that started it.
    private let site: StartSite
    var startSite: String { site.text }
    /// In the order tasks started.
    let sequence: Int
    var waiting: SessionTaskInfo.Waiting = .running
    /// Whether the session cancelled it (its module closed).
    var cancelled = false
    /// Whether its last job hopped to an actor (it scheduled the actor's
    /// processing job), so that it may end inside that actor's job.
    var hoppedToActor = false
    /// The endpoint it is calling through, if any, and whether a `hangs` rule holds it.
    var service: (endpoint: String, hanging: Bool)?

    /// The frame that owns the task.
    var frame: FrameID? { owner?.frame }

    init(
        address: UnsafeRawPointer, isChild: Bool, owner: TraceParticipant?, site: StartSite, sequence: Int
    ) {
        self.address = address
        self.isChild = isChild
        self.owner = owner
        self.site = site
        self.sequence = sequence
    }
}

/// Where a task started, kept cheaply: a traced type and method, or text.
enum StartSite {
    case traced(AnyObject.Type, method: String)
    case text(String)

    /// `ContactsListInteractor.obtainContacts` (the method without its arguments).
    var text: String {
        switch self {
        case .traced(let type, let method):
            let base = method.firstIndex(of: "(").map { String(method[..<$0]) } ?? method
            return "\(type).\(base)"
        case .text(let text):
            return text
        }
    }
}
