/// The session's record of one unstructured task started by module code: who
/// owns it, where it started, and what it waits on. A task's mark is its
/// record (see `TaskMark`), so code inside the task, and the jobs of its
/// child tasks, find it directly.
///
/// Its start and end are observed, not inferred: the runtime calls
/// `TaskMark`'s copy witness when it creates the task and its destroy
/// witness when the task completes. A `Task.detached` copies no mark; the
/// session records it when its first job reaches the session and reads its
/// completion from the task (see `SessionTasks`).
///
/// Fields are guarded by the owning table's lock (a task may start or end on
/// another thread); the session reads them on the main actor.
final class SessionTask: TaskMarkPayload, @unchecked Sendable {
    /// In the order tasks started, within the session.
    let sequence: Int
    /// Whether it is a `Task.detached` (no mark; see `SessionTasks.adoptDetached`).
    let isDetached: Bool
    /// The task object, once the session has seen one of its jobs (retained
    /// by the session for a detached task, whose end is read from it).
    var address: UnsafeRawPointer?
    /// Jobs of this task (or of its child tasks) waiting in the session's queue.
    var queuedJobs = 0
    /// Whether the task completed (the destroy witness ran, or a detached task's status says so).
    var ended = false
    /// Whether the session cancelled it.
    var cancelled = false
    /// The task that started it, if a task did (weak: a task may outlive the one that started it).
    weak var parent: SessionTask?
    /// Whether it was declared session-lived after it started (`tasks session-lived`).
    var declaredSessionLived = false
    /// Deadlines (ms) of its own and its child tasks' sleeps on the session's clock.
    var clockDeadlines: [Int64] = []
    /// Endpoints it (or a child task) is calling now, with whether a `hangs` rule holds the call.
    var serviceCalls: [(endpoint: String, hanging: Bool)] = []
    /// The stream endpoint it waits on for its next element, if any.
    var listeningTo: String?
    /// Whether it asked to sleep on a real clock (the session holds that sleep; it wakes only if cancelled).
    var sleepsOnRealClock = false
    /// Whether a job of it was enqueued from another thread (its code ran off the session's thread).
    var ranOnAnotherThread = false
    /// Counts the task's jobs that ran: each starts a new stretch of suspension.
    var episode = 0
    /// The stretch of suspension the session already waited on (see `SessionTasks.candidatesForOutsideWait`).
    var waitedEpisode = -1

    /// A record for a task started under `origin`, owned by `running` when
    /// the code that ran is known more precisely than the origin (see `SessionTasks.started`).
    init(
        origin: TaskMarkPayload, sequence: Int, isDetached: Bool = false, site: StartSite? = nil,
        running: (frame: FrameID, role: ComponentRole)? = nil
    ) {
        self.sequence = sequence
        self.isDetached = isDetached
        let inheritsSessionLived = (origin as? SessionTask)?.isSessionLived ?? origin.sessionLived
        super.init(
            tasks: origin.tasks, owner: running?.frame ?? origin.owner, site: site ?? origin.site, sessionLived: inheritsSessionLived,
            creator: running.map { .component($0.frame, $0.role) } ?? origin.creator)
        parent = origin as? SessionTask
    }

    /// Whether `ancestor` started this task, or a task that started it, and so on.
    func descends(from ancestor: SessionTask) -> Bool {
        var current = parent
        while let task = current {
            if task === ancestor { return true }
            current = task.parent
        }
        return false
    }

    /// Whether it may outlive its module without failing `--strict`.
    var isSessionLived: Bool { sessionLived || declaredSessionLived }

    /// Whether something the session knows explains its suspension: a job
    /// queued, a sleep on the session's clock, a `hangs` stub holding a call,
    /// a stream endpoint it listens to, or a sleep on a real clock (which the
    /// session holds). A call through an endpoint explains nothing by itself:
    /// its real operation may wait on anything.
    var hasExplainedWait: Bool {
        queuedJobs > 0 || !clockDeadlines.isEmpty || serviceCalls.contains(where: \.hanging) || listeningTo != nil
            || sleepsOnRealClock
    }
}
