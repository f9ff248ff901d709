/// One live task that module code started in a session, as `tasks` lists it:
/// the frame that owns it, where it started, what it waits on, and whether it
/// outlived its module.
public struct SessionTaskInfo: Sendable, Hashable, CustomStringConvertible {
    /// What a task is waiting on.
    public enum Waiting: Sendable, Hashable, CustomStringConvertible {
        /// It has a job waiting to run on the session (or is running).
        case running
        /// It (or one of its child tasks) sleeps on the session's `VirtualClock` until this virtual time (ms).
        case clock(until: Int64)
        /// It (or a child task) waits in a call through a declared endpoint (`service cars.fetchAll`).
        case service(String)
        /// It waits for the next element of a stream endpoint the session feeds (`listening inbox.updates`).
        case listening(String)
        /// It awaits another task of the session (its value, or its end).
        case task(String)
        /// It is suspended on something the session still has work that could resume it.
        case suspended
        /// It waits on something the session does not drive; the reason says what.
        case outside(OutsideReason)

        public var description: String {
            switch self {
            case .running: return "running"
            case .clock(let until): return "clock until \(until)ms"
            case .service(let endpoint): return "service \(endpoint)"
            case .listening(let endpoint): return "listening \(endpoint)"
            case .task(let label): return "task \(label)"
            case .suspended: return "suspended"
            case .outside(let reason): return "outside: \(reason)"
            }
        }

        /// Whether the task waits on something the session does not drive.
        public var isOutside: Bool {
            if case .outside = self { return true }
            return false
        }
    }

    /// Why a task waits outside the session's virtual clock.
    public enum OutsideReason: String, Sendable, Hashable, CustomStringConvertible {
        /// It sleeps on a real clock (`Task.sleep`, `ContinuousClock`, `SuspendingClock`).
        case realClock = "real clock"
        /// It is suspended and nothing in the session resumed it, and nothing
        /// came back from another thread within the session's wait: a
        /// continuation nobody resumes, a stream nothing feeds, a custom
        /// executor that never ran its job.
        case notResumed = "not resumed"
        /// Its jobs run on another thread, or arrived from one after the
        /// session stopped waiting for them (a custom executor, an executor
        /// preference, a callback from another thread that came too late).
        case anotherThread = "another thread"

        public var description: String { rawValue }

        /// What a user can do about it, for messages that explain it.
        public var advice: String {
            switch self {
            case .realClock:
                return "a real clock (Task.sleep, ContinuousClock); sleep on the module context's clock instead"
            case .notResumed:
                return "nothing resumed it (a continuation nobody resumes, a stream nothing feeds, or a custom executor that never ran it)"
            case .anotherThread:
                return "it runs on another thread (a custom executor or an executor preference) or was resumed from one too late; stub the service it waits for"
            }
        }
    }

    /// The frame whose code started the task; nil when the session's own code started it.
    public var frame: FrameID?
    /// Where it started: the traced method that was running
    /// (`ContactsListInteractor.obtainContacts`), or what the runtime was doing (`action select`).
    public var startSite: String
    /// What it waits on now.
    public var waiting: Waiting
    /// Whether the frame that owns it has closed while the task lives on.
    public var outlivedModule: Bool
    /// Whether it is declared to live as long as the session (it may outlive its module).
    public var sessionLived: Bool
    /// Whether it is a `Task.detached`.
    public var isDetached: Bool

    /// `ContactsList#1 (ContactsListInteractor.obtainContacts)`.
    public var label: String {
        "\(frame?.description ?? "(session)") (\(startSite))"
    }

    public var description: String { "\(label): \(waiting)" }

    /// Whether `--strict` counts it as work still pending: not a session-lived
    /// task, nor one listening to a stream while its module is still open.
    package var isPendingWork: Bool {
        if sessionLived { return false }
        if case .listening = waiting, !outlivedModule { return false }
        return true
    }

    package init(
        frame: FrameID?, startSite: String, waiting: Waiting, outlivedModule: Bool = false, sessionLived: Bool = false,
        isDetached: Bool = false
    ) {
        self.frame = frame
        self.startSite = startSite
        self.waiting = waiting
        self.outlivedModule = outlivedModule
        self.sessionLived = sessionLived
        self.isDetached = isDetached
    }
}
