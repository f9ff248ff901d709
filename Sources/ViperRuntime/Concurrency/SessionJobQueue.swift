/// The jobs of one session's tasks, in the order they were enqueued, run one
/// at a time on the main actor when the session settles or waits.
///
/// `SessionJobHooks` fills it: while the session runs module code, every job
/// the Swift runtime would hand to the main actor's executor or to the global
/// concurrent executor comes here instead, so a `Task { }` started by an
/// interactor, the actor service it awaits and everything in between run in
/// one deterministic order, on virtual time, and only when the session says so.
///
/// A job of one of the session's tasks that arrives from another thread (a
/// callback resuming a continuation, a custom executor handing a task back)
/// is held, never run where it arrives, and admitted at the session's next
/// idle point, in the order its tasks started (`admitOutsideJobs`).
///
/// Touched only on the main actor, except `hold` (any thread), hence `@unchecked Sendable`.
final class SessionJobQueue: @unchecked Sendable {
    /// Where a job would have run: on the main actor, or on the global executor
    /// (nonisolated async functions and actors' own processing jobs).
    enum Target {
        case main
        case global
    }

    private struct Entry {
        let job: UnownedJob
        let target: Target
        /// The task record the job belongs to (its parent's for a child task's job).
        let record: SessionTask?
    }

    private var entries = FirstInFirstOut<Entry>()

    /// Jobs of the session that arrived from other threads, waiting to be admitted (guarded by `outside`).
    private var held: [(job: UnownedJob, target: Target, record: SessionTask?)] = []
    private let outside = ThreadCondition()

    /// The live tasks whose jobs come here.
    let tasks = SessionTasks()

    /// This queue, weakly, for `SessionTaskDirectory`.
    let reference = SessionQueueReference()

    /// How long, in real time, the session waits at an idle point for a task's
    /// resumption from another thread, once per stretch of suspension.
    static let outsideResumptionWait: Duration = .milliseconds(100)

    init() {
        tasks.queue = self
        reference.queue = self
    }

    deinit {
        SessionTaskDirectory.forgetActors(of: self)
    }

    /// The number of jobs waiting to run.
    var count: Int { entries.count }

    /// Adds `job` behind the jobs already waiting.
    func append(_ job: UnownedJob, target: Target) {
        entries.append(Entry(job: job, target: target, record: tasks.noteEnqueued(job)))
    }

    /// Keeps a job that asked to run on a real clock. The job itself is
    /// dropped: a sleeping task wakes only by cancellation, which resumes it
    /// without the job, so it stays suspended however much real time passes,
    /// and `tasks` names the real clock.
    func park(_ job: UnownedJob) {
        tasks.noteRealClockSleep(job: job)
    }

    /// The record of the job that ran last (for runaway work's message).
    private(set) var lastRecord: SessionTask?

    /// Runs the oldest job synchronously on this thread; false when none is waiting.
    func runNext() -> Bool {
        guard let entry = entries.popFirst() else { return false }
        run(entry)
        return true
    }

    /// Runs the job at `position` (0 is the oldest) synchronously on this
    /// thread, for a `ReadyWorkOrder` that chose it.
    func run(at position: Int) {
        run(entries.remove(at: position))
    }

    /// How a `ReadyWorkOrder` sees each waiting job, oldest first: its task's
    /// label, or `(no task)` (an actor's own job).
    func appendNames(to names: inout [String]) {
        for entry in entries { names.append(entry.record?.label ?? "(no task)") }
    }

    private func run(_ entry: Entry) {
        lastRecord = entry.record
        tasks.willRun(entry.record)
        defer { tasks.didRun(entry.record, job: entry.job) }
        switch entry.target {
        case .main:
            entry.job.runSynchronously(on: SessionMainExecutor.shared.asUnownedSerialExecutor())
        case .global:
            entry.job.runSynchronously(on: SessionGlobalExecutor.shared.asUnownedTaskExecutor())
        }
    }

    // MARK: - Jobs from other threads

    /// Holds `job`, a job of this session that arrived from another thread
    /// (any thread may call this).
    func hold(_ job: UnownedJob, target: Target, record: SessionTask?) {
        outside.signal { held.append((job, target, record)) }
    }

    /// Whether a job of `record` is held, waiting to be admitted.
    func holdsOutsideJob(of record: SessionTask) -> Bool {
        outside.withLock { held.contains { $0.record === record } }
    }

    /// Whether anything could come from outside at the next idle point: a
    /// held job, or a task whose suspension the session has not waited on.
    var mayAdmitOutsideJobs: Bool {
        tasks.mayNeedOutsideWait || outside.withLock { !held.isEmpty }
    }

    /// At an idle point (no job left to run, before the clock moves or the
    /// command returns): admits the jobs held from other threads, in the
    /// order their tasks started. When none is held but some task is
    /// suspended on nothing the session knows, in a stretch the session has
    /// not waited on, waits up to `outsideResumptionWait` of real time for a
    /// resumption to arrive, once per stretch. So a continuation resumed from
    /// another thread (a callback SDK) is admitted at the same point on every
    /// run, provided it arrives within the wait. Returns whether it admitted any.
    func admitOutsideJobs() -> Bool {
        tasks.reconcileDetached()
        var arrived = outside.withLock { () -> [(job: UnownedJob, target: Target, record: SessionTask?)] in
            defer { held.removeAll() }
            return held
        }
        // A job for a stretch of suspension the session already gave up waiting on came too late;
        // an actor's job (whose task is not known before it runs) is late when nothing was still awaited.
        if !arrived.isEmpty {
            let awaited = tasks.outsideWaitCandidates()
            for entry in arrived {
                if let record = entry.record {
                    if record.waitedEpisode == record.episode { tasks.noteLateArrival(record.label) }
                } else if awaited.isEmpty {
                    tasks.noteLateArrival("work of an actor the session runs (a Task.sleep or a callback inside an actor?)")
                }
            }
        }
        if arrived.isEmpty, tasks.mayNeedOutsideWait {
            let candidates = tasks.outsideWaitCandidates()
            tasks.mayNeedOutsideWait = false
            if !candidates.isEmpty {
                let (seconds, attoseconds) = Self.outsideResumptionWait.components
                let nanoseconds = seconds * 1_000_000_000 + attoseconds / 1_000_000_000
                arrived = outside.wait(upTo: nanoseconds, until: { !held.isEmpty }) {
                    defer { held.removeAll() }
                    return held
                }
                tasks.markWaited(candidates)
            }
        }
        guard !arrived.isEmpty else { return false }
        let ordered = arrived.enumerated().sorted { lhs, rhs in
            switch (lhs.element.record?.sequence, rhs.element.record?.sequence) {
            case (let left?, let right?) where left != right: return left < right
            case (_?, nil): return true
            case (nil, _?): return false
            default: return lhs.offset < rhs.offset
            }
        }
        for (_, entry) in ordered { append(entry.job, target: entry.target) }
        return true
    }
}
