import CSwiftConcurrencyHooks

/// The live tasks that module code started in one session: which frame owns
/// each, where it started, what it waits on, and when it ends.
///
/// A task is recorded when the runtime creates it under the session's mark
/// (`TaskMark`'s copy witness calls `started`) and removed when it completes
/// (the destroy witness calls `ended`): both are observed, on whatever thread
/// they happen. A `Task.detached` copies no mark: it is recorded when its
/// first job reaches the session while module code runs (`noteEnqueued`),
/// and its end is read from the task itself after each job that may have run
/// it. Child tasks (`async let`, task groups) are not listed: their jobs and
/// their waits count as their parent's, whose mark they see.
///
/// Starts and ends may happen on any thread; the lock guards the live
/// records and their `ended` flags. Everything else here runs on the
/// session's thread (the main actor), where the session drives its jobs.
final class SessionTasks: @unchecked Sendable {
    private let lock = ThreadLock()
    /// Live records by sequence (guarded).
    private var live: [Int: SessionTask] = [:]
    private var nextSequence = 0
    /// Task events that happened on another thread, delivered on the session's (guarded).
    private var eventsFromOtherThreads: [(SessionTask, TaskEvent)] = []
    /// Start sites declared session-lived (`tasks session-lived <site>`), for tasks not started yet.
    private var sessionLivedSites: Set<String> = []
    /// Live `Task.detached` records, whose ends are read from the tasks after jobs.
    private var detached: [SessionTask] = []

    /// The queue these tasks' jobs go to (set by the queue that owns this).
    weak var queue: SessionJobQueue?
    /// Told when a task starts, is cancelled or ends, for the trace (on the session's thread).
    var eventObserver: ((SessionTask, TaskEvent) -> Void)?
    /// Whether `eventObserver` and `jobObserver` are told (the session sets it while its trace records).
    var reportsEvents = false
    /// Told when a job is about to run, for the trace's caller context: with
    /// its task, or nil when the job belongs to no task recorded here.
    var jobObserver: ((SessionTask?) -> Void)?
    /// Whether a frame is still open (the session's stack), for "outlived its module".
    var isFrameOpen: (FrameID) -> Bool = { _ in true }
    /// The open frame and role of a component, from the session's tracker.
    var componentLookup: (ObjectIdentifier) -> (frame: FrameID, role: ComponentRole)? = { _ in nil }
    /// The record whose job (or whose child task's job) is running now.
    private(set) var runningRecord: SessionTask?
    /// What runs now, for a thread that watches this one (see `activityDescription`).
    let activity = SessionActivity()
    /// Whether a task started or ran since the session last looked for tasks
    /// whose resumption may come from another thread (see `SessionJobQueue.admitOutsideJobs`).
    var mayNeedOutsideWait = false
    /// Labels of tasks whose jobs arrived from another thread after the session had stopped waiting for them.
    private(set) var lateArrivals: [String] = []

    /// What happened to a task, for the trace.
    enum TaskEvent {
        case started
        case cancelled
        case ended
    }

    init() {
        _ = TaskMark.installed
    }

    /// The session's context for code of `owner` doing `site` (see `TaskContext`).
    func context(owner: FrameID?, site: RuntimeSite, sessionLived: Bool = false) -> TaskContext {
        TaskContext(tasks: self, owner: owner, site: .runtime(site), sessionLived: sessionLived)
    }

    /// The number of live tasks.
    var count: Int { lock.withLock { live.count } }

    /// The live tasks in the order they started.
    var all: [SessionTask] {
        lock.withLock { live.values.sorted { $0.sequence < $1.sequence } }
    }

    /// Gives back the task objects of detached tasks still recorded.
    deinit {
        for record in detached {
            if let address = record.address { release(detachedTask: address) }
        }
    }

    // MARK: - Starts and ends (any thread)

    /// A task was created under `origin` (a context, or the creating task's
    /// record): records it and returns its record, which becomes its mark.
    /// The task belongs to the origin's frame, unless a traced method of
    /// another open module ran since the origin's code began (a call the
    /// module made directly into another: see `LastTracedCall`); then to that
    /// module's frame.
    func started(from origin: TaskMarkPayload) -> SessionTask {
        let onSessionThread = viper_drivingQueue() != nil
        let site = onSessionThread ? (LastTracedCall.site ?? origin.site) : origin.site
        let running = onSessionThread ? runningComponent : nil
        let record = lock.withLock { () -> SessionTask in
            let record = SessionTask(origin: origin, sequence: nextSequence, site: site, running: running)
            nextSequence += 1
            if !sessionLivedSites.isEmpty, sessionLivedSites.contains(record.site.text) { record.declaredSessionLived = true }
            live[record.sequence] = record
            unboundCount += 1
            if !onSessionThread { eventsFromOtherThreads.append((record, .started)) }
            return record
        }
        if onSessionThread {
            mayNeedOutsideWait = true
            if reportsEvents { eventObserver?(record, .started) }
        }
        return record
    }

    /// The task of `record` completed.
    func ended(_ record: SessionTask) {
        let onSessionThread = viper_drivingQueue() != nil
        let first = lock.withLock { () -> Bool in
            guard !record.ended else { return false }
            record.ended = true
            live[record.sequence] = nil
            if record.address == nil { unboundCount -= 1 }
            if !onSessionThread { eventsFromOtherThreads.append((record, .ended)) }
            return true
        }
        guard first else { return }
        if onSessionThread, reportsEvents { eventObserver?(record, .ended) }
    }

    /// Delivers, on the session's thread, the events of tasks that started or ended on other threads.
    func deliverEventsFromOtherThreads() {
        let events = lock.withLock { () -> [(SessionTask, TaskEvent)] in
            defer { eventsFromOtherThreads.removeAll() }
            return eventsFromOtherThreads
        }
        guard reportsEvents else { return }
        for (record, event) in events { eventObserver?(record, event) }
    }

    // MARK: - Jobs (the session's thread)

    /// A job reached the session's queue: returns the record it belongs to
    /// (its task's, or its parent's for a child task), marking it queued.
    func noteEnqueued(_ job: UnownedJob) -> SessionTask? {
        if hasUnboundRecords { bindRunningTaskIfUnbound() }
        let address = Self.address(of: job)
        let flags = viper_jobFlags(address)
        guard flags & Self.kindMask == 0 else {
            if flags & Self.kindMask == Self.defaultActorInlineKind {
                // An actor's own processing job: the actor is the session's from now on.
                SessionTaskDirectory.noteSessionActorJob(address, queue: queue)
            }
            return nil
        }
        let isChild = flags & Self.childTaskFlag != 0
        if let record = TaskMark.record(ofTask: address) {
            guard record.tasks === self else { return nil }
            record.queuedJobs += 1
            if !isChild, record.address == nil { bind(record, to: address) }
            return record
        }
        guard !isChild, TaskMark.canReadTasks else { return nil }
        if let record = SessionTaskDirectory.detachedRecord(at: address), record.tasks === self {
            record.queuedJobs += 1
            return record
        }
        guard viper_taskIsFresh(address) != 0 else { return nil }
        let record = adoptDetached(address)
        record.queuedJobs += 1
        return record
    }

    /// The open module component whose traced method ran last in the code running now, if any.
    var runningComponent: (frame: FrameID, role: ComponentRole)? {
        LastTracedCall.object.flatMap(componentLookup)
    }

    /// Live records that have not met their task object yet (see `ownRunningRecord`) (guarded).
    private var unboundCount = 0

    /// Whether a live record has not met its task object yet.
    private var hasUnboundRecords: Bool {
        lock.withLock { unboundCount > 0 }
    }

    /// `record` met its task object at `address`.
    private func bind(_ record: SessionTask, to address: UnsafeRawPointer) {
        lock.withLock {
            guard record.address == nil else { return }
            record.address = address
            if !record.ended { unboundCount -= 1 }
        }
    }

    /// Code running inside a task enqueued a job: if that task's record has no task object yet, it is this one.
    private func bindRunningTaskIfUnbound() {
        guard let record = TaskMark.currentTask, record.tasks === self, record.address == nil else { return }
        bindRunningTask(to: record)
    }

    /// A fresh task with no mark, enqueued by the code running now: a
    /// `Task.detached` it started. Records it, owned as that code's tasks are.
    private func adoptDetached(_ address: UnsafeRawPointer) -> SessionTask {
        let origin = TaskMark.current ?? context(owner: nil, site: .session)
        let site = LastTracedCall.site ?? origin.site
        _ = Unmanaged<AnyObject>.fromOpaque(address).retain()
        let running = runningComponent
        let record = lock.withLock { () -> SessionTask in
            let record = SessionTask(origin: origin, sequence: nextSequence, isDetached: true, site: site, running: running)
            nextSequence += 1
            record.address = address
            live[record.sequence] = record
            return record
        }
        record.tasks = self
        detached.append(record)
        SessionTaskDirectory.addDetached(record, at: address)
        if reportsEvents { eventObserver?(record, .started) }
        return record
    }

    /// What the session's thread runs now, in words, from any thread: the
    /// task whose job runs (`a job of CreateCar#1 (CreateCarInteractor.save)`)
    /// and the code the runtime called (`action save of CreateCar#1`); nil
    /// when it runs neither (the shell's own code).
    func activityDescription() -> String? {
        var parts: [String] = []
        if let sequence = activity.runningTaskSequence, let record = lock.withLock({ live[sequence] }) {
            parts.append("a job of the task \(record.label)")
        }
        if let code = activity.runningCodeContext {
            parts.append("\(code.site.text) of \(code.owner?.description ?? "the session")")
        }
        return parts.isEmpty ? nil : parts.joined(separator: ", inside ")
    }

    /// A job is about to run: its record is no longer queued, and a new
    /// stretch of its life begins (what it waits on next is what the job leaves behind).
    func willRun(_ record: SessionTask?) {
        LastTracedCall.clear()
        runningRecord = record
        activity.jobRuns(taskSequence: record?.sequence)
        if let record {
            record.queuedJobs -= 1
            record.episode += 1
            record.cancelledSleeps = 0
            record.sleepsOnRealClock = false
            mayNeedOutsideWait = true
        }
        if reportsEvents { jobObserver?(record) }
    }

    /// A job ran: detached tasks it may have run are checked for their end.
    func didRun(_ record: SessionTask?, job: UnownedJob) {
        runningRecord = nil
        activity.jobRuns(taskSequence: nil)
        if !detached.isEmpty {
            let isTaskJob = viper_jobFlags(Self.address(of: job)) & Self.kindMask == 0
            if let record, record.isDetached {
                endIfFinished(record)
            } else if !isTaskJob {
                // An actor's processing job runs other tasks' jobs inside it.
                for record in detached { endIfFinished(record) }
            }
        }
    }

    /// Ends the detached tasks that finished anywhere (another thread included).
    func reconcileDetached() {
        for record in detached { endIfFinished(record) }
    }

    private func endIfFinished(_ record: SessionTask) {
        guard let address = record.address, viper_taskFutureWord(address) & 3 != 0 else { return }
        ended(record)
        detached.removeAll { $0 === record }
        SessionTaskDirectory.removeDetached(at: address)
        release(detachedTask: address)
    }

    private func release(detachedTask address: UnsafeRawPointer) {
        Unmanaged<AnyObject>.fromOpaque(address).release()
    }

    // MARK: - Waits (the session's thread)

    /// The running task (or one of its child tasks) sleeps on the session's clock until `deadline` (ms).
    func noteSleeping(until deadline: Int64) -> SessionTask? {
        guard let record = ownRunningRecord else { return nil }
        record.clockDeadlines.append(deadline)
        return record
    }

    /// The running task, already cancelled, asked to sleep on the clock:
    /// true once it has done so `cancelledSleepLimit` times since its last
    /// suspension, a loop that ignores its cancellation (the caller then holds it).
    func noteCancelledSleep() -> Bool {
        guard let record = ownRunningRecord else { return false }
        record.cancelledSleeps += 1
        guard record.cancelledSleeps >= Self.cancelledSleepLimit else { return false }
        record.ignoresCancellation = true
        return true
    }

    /// How many sleeps a cancelled task may ask for in one stretch before it is taken to ignore its cancellation.
    static let cancelledSleepLimit = 10_000

    /// A sleep noted by `noteSleeping` is over.
    func sleepEnded(_ record: SessionTask, deadline: Int64) {
        if let index = record.clockDeadlines.firstIndex(of: deadline) { record.clockDeadlines.remove(at: index) }
    }

    /// The running task (or a child) calls through `endpoint`; returns its
    /// record, for `serviceCallEnded`.
    func noteServiceCall(_ endpoint: String, hanging: Bool) -> SessionTask? {
        guard let record = ownRunningRecord else { return nil }
        record.serviceCalls.append((endpoint, hanging))
        return record
    }

    /// A call noted by `noteServiceCall` ended.
    func serviceCallEnded(_ record: SessionTask, endpoint: String) {
        if let index = record.serviceCalls.firstIndex(where: { $0.endpoint == endpoint }) { record.serviceCalls.remove(at: index) }
    }

    /// The task of `record` (or a child of it) waits for the next value of the
    /// session stream `name`, or (nil) no longer does. Any thread: a stream may
    /// be read wherever its task runs.
    func noteListening(_ record: SessionTask, to name: String?) {
        lock.withLock { record.listeningTo = name }
    }

    /// The task of `job` (or the running task) asked to sleep on a real clock;
    /// the session holds that sleep, so it wakes only if cancelled.
    func noteRealClockSleep(job: UnownedJob) {
        let record = TaskMark.record(ofTask: Self.address(of: job)) ?? TaskMark.currentTask
        guard let record, record.tasks === self else { return }
        record.sleepsOnRealClock = true
    }

    /// The task of `record` sleeps on a real clock; told from another thread (an actor's job running elsewhere).
    func noteRealClockSleepFromAnotherThread(_ record: SessionTask) {
        lock.withLock { record.sleepsOnRealClock = true }
    }

    /// A job of `record` was enqueued from another thread: its code runs, or ran, off the session's thread.
    func noteRanOnAnotherThread(_ record: SessionTask) {
        lock.withLock { record.ranOnAnotherThread = true }
    }

    /// A job (of the task or work `label` names) arrived from another thread
    /// after the session had stopped waiting for it.
    func noteLateArrival(_ label: String) {
        lateArrivals.append(label)
    }

    /// The record of the task running now, if it is this session's; learns
    /// the task object of a record that has none yet (a `Task.immediate`
    /// runs at once, before any job of it reaches the session).
    private var ownRunningRecord: SessionTask? {
        guard let record = TaskMark.currentTask, record.tasks === self else { return nil }
        if record.address == nil { bindRunningTask(to: record) }
        return record
    }

    /// Binds the task running now to `record`, unless it is a child task
    /// (whose mark is its parent's).
    private func bindRunningTask(to record: SessionTask) {
        guard let task = viper_currentTask(), viper_jobFlags(task) & Self.childTaskFlag == 0 else { return }
        bind(record, to: UnsafeRawPointer(task))
    }

    // MARK: - Outside work

    /// Live tasks suspended on nothing the session knows, in a stretch of
    /// suspension the session has not waited on yet: a resumption may be on
    /// its way from another thread (see `SessionJobQueue.admitOutsideJobs`).
    func outsideWaitCandidates() -> [SessionTask] {
        let records = all
        return records.filter {
            $0.episode != $0.waitedEpisode && !$0.hasExplainedWait && awaitedTask(of: $0, among: records) == nil
                && hangingCallOfDescendant(of: $0, among: records) == nil
        }
    }

    /// The endpoint of a `hangs` stub holding a task that `record` started
    /// (directly or not): a wait `record` may be in through a continuation
    /// that task would resume, counted as a service wait like a direct one.
    private func hangingCallOfDescendant(of record: SessionTask, among records: [SessionTask]) -> String? {
        for other in records where other !== record && other.descends(from: record) {
            if let call = other.serviceCalls.first(where: \.hanging) { return call.endpoint }
        }
        return nil
    }

    /// The session waited for `records`' resumptions; it does not wait for them again in this stretch.
    func markWaited(_ records: [SessionTask]) {
        for record in records { record.waitedEpisode = record.episode }
    }

    /// The live task `record` awaits (its value or its end), read from that
    /// task's list of waiters; nil when it awaits none the session knows.
    private func awaitedTask(of record: SessionTask, among others: [SessionTask]? = nil) -> SessionTask? {
        guard let waiter = record.address else { return nil }
        for other in others ?? all where other !== record && !other.ended {
            guard let address = other.address, viper_jobFlags(address) & Self.childTaskFlag == 0 else { continue }
            var next = UnsafeRawPointer(bitPattern: viper_taskFutureWord(address) & ~UInt(3))
            var steps = 0
            while let task = next, steps < 10_000 {
                if task == waiter { return other }
                next = viper_jobNextWaitingTask(task).map { UnsafeRawPointer($0) }
                steps += 1
            }
        }
        return nil
    }

    // MARK: - Listing

    /// The live tasks as `tasks` shows them. `sessionHasWork` says whether the
    /// session still has jobs, timers or sleepers that could resume a task
    /// suspended on something else.
    func infos(sessionHasWork: Bool) -> [SessionTaskInfo] {
        let records = all
        return records.map { info(of: $0, among: records, sessionHasWork: sessionHasWork) }
    }

    /// `record` as `tasks` shows it.
    func info(of record: SessionTask, among records: [SessionTask], sessionHasWork: Bool) -> SessionTaskInfo {
        SessionTaskInfo(
            frame: record.owner, startSite: record.site.text, waiting: waiting(of: record, among: records, sessionHasWork: sessionHasWork),
            outlivedModule: record.owner.map { !isFrameOpen($0) } ?? false, sessionLived: record.isSessionLived,
            isDetached: record.isDetached)
    }

    private func waiting(of record: SessionTask, among records: [SessionTask], sessionHasWork: Bool) -> SessionTaskInfo.Waiting {
        if record.queuedJobs > 0 || record === runningRecord || (queue?.holdsOutsideJob(of: record) ?? false) { return .running }
        if record.ignoresCancellation { return .outside(.ignoresCancellation) }
        if record.sleepsOnRealClock { return .outside(.realClock) }
        if let call = record.serviceCalls.first(where: \.hanging) { return .service(call.endpoint) }
        // A call in progress: its latency on the clock, or whatever its operation awaits.
        if let call = record.serviceCalls.first, !record.clockDeadlines.isEmpty { return .service(call.endpoint) }
        if let deadline = record.clockDeadlines.min() { return .clock(until: deadline) }
        if let endpoint = record.listeningTo { return .listening(endpoint) }
        if let other = awaitedTask(of: record, among: records) { return .task(other.label) }
        if let endpoint = hangingCallOfDescendant(of: record, among: records) { return .service(endpoint) }
        let stillHoped = sessionHasWork || record.episode != record.waitedEpisode
        if let call = record.serviceCalls.first, stillHoped { return .service(call.endpoint) }
        if stillHoped { return .suspended }
        return .outside(lock.withLock { record.ranOnAnotherThread } ? .anotherThread : .notResumed)
    }

    // MARK: - Lifetimes

    /// Declares the tasks started at `site` session-lived, now and later; returns how many live ones it marked.
    @discardableResult
    func declareSessionLived(site: String) -> Int {
        lock.withLock {
            sessionLivedSites.insert(site)
            var marked = 0
            for record in live.values where record.site.text == site && !record.declaredSessionLived {
                record.declaredSessionLived = true
                marked += 1
            }
            return marked
        }
    }

    /// Cancels the live tasks `frame` owns. Their cancellation handlers run
    /// now; they end when their jobs run. A task whose object the session has
    /// not seen yet cannot be cancelled from here (see docs/authoring.md).
    func cancelTasks(of frame: FrameID) {
        for record in all where record.owner == frame { cancel(record) }
    }

    /// Cancels every live task (the session is going away).
    func cancelAll() {
        for record in all { cancel(record) }
    }

    private func cancel(_ record: SessionTask) {
        guard !record.cancelled, !record.ended, let address = record.address else { return }
        record.cancelled = true
        viper_cancelTask(UnsafeMutableRawPointer(mutating: address))
        if reportsEvents { eventObserver?(record, .cancelled) }
    }

    // MARK: - Job flags

    /// `JobFlags`: the kind in the low byte (0 for a task, 192 for an actor's
    /// inline processing job); bit 24 marks a child task.
    static let kindMask: UInt32 = 0xFF
    static let defaultActorInlineKind: UInt32 = 192
    static let childTaskFlag: UInt32 = 1 << 24

    static func address(of job: UnownedJob) -> UnsafeRawPointer {
        unsafeBitCast(job, to: UnsafeRawPointer.self)
    }
}
