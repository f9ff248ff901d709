/// What a task mark carries: a context (what code the session is running,
/// bound while it runs) or a task's own record (`SessionTask`). See `TaskMark`.
class TaskMarkPayload: @unchecked Sendable {
    /// The session's task table, if the session is still alive. Weak: a
    /// task may outlive its session.
    weak var tasks: SessionTasks?
    /// The frame whose code started the work; nil for the session's own (a service's).
    let owner: FrameID?
    /// Where: a traced method, or what the runtime was doing (`action select`).
    let site: StartSite
    /// Whether tasks started here may outlive their module without failing
    /// `--strict` (a session service's own tasks, or code inside `sessionLived`).
    let sessionLived: Bool

    /// The module component whose traced method started the work, if one
    /// did: the participant a task's jobs speak as in the trace.
    let creator: TraceParticipant?

    init(tasks: SessionTasks?, owner: FrameID?, site: StartSite, sessionLived: Bool, creator: TraceParticipant? = nil) {
        self.tasks = tasks
        self.owner = owner
        self.site = site
        self.sessionLived = sessionLived
        self.creator = creator
    }

    /// `ContactsList#1 (ContactsListInteractor.obtainContacts)`.
    var label: String { "\(owner?.description ?? "(session)") (\(site.text))" }
}

/// The code the session is running, as the runtime knows it: the frame whose
/// code it called (an action's frame, a module being opened, configured,
/// revealed or closed, a timer's arming code) and what it called. Bound as
/// the mark while that code runs (`TaskMark.withContext`), so every task the
/// code starts belongs to that frame.
final class TaskContext: TaskMarkPayload, @unchecked Sendable {}

/// Where a task started, kept cheaply and worded only when shown.
enum StartSite: Sendable {
    /// A traced method of a module component (`trace()`) that ran in the context.
    case traced(AnyObject.Type, method: String)
    /// What the runtime was doing.
    case runtime(RuntimeSite)
    /// Inherited words (the site of the task or timer it came from).
    case text(String)

    /// `ContactsListInteractor.obtainContacts` (the method without its arguments), `action select`.
    var text: String {
        switch self {
        case .traced(let type, let method):
            let base = method.firstIndex(of: "(").map { String(method[..<$0]) } ?? method
            return "\(type).\(base)"
        case .runtime(let site):
            return site.description
        case .text(let text):
            return text
        }
    }
}

/// What the runtime was doing when it called module code.
enum RuntimeSite: Sendable, CustomStringConvertible {
    /// Building and configuring the module (its assembly, `configure`, `viewDidLoad`).
    case open
    /// Telling a revealed module it will appear again.
    case appear
    /// Closing the module (its components' `deinit`).
    case close
    /// Performing a view action.
    case action(String)
    /// A timer firing.
    case timer
    /// A `Task.detached` started by the context's code.
    case detached(String)
    /// Code of the session's own (services built for the session, test code).
    case session

    var description: String {
        switch self {
        case .open: return "open"
        case .appear: return "will appear"
        case .close: return "close"
        case .action(let name): return "action \(name)"
        case .timer: return "timer"
        case .detached(let site): return "detached, from \(site)"
        case .session: return "session"
        }
    }
}
