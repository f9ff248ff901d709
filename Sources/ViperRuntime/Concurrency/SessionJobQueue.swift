import DequeModule

/// The jobs of one session's tasks, in the order they were enqueued, run one
/// at a time on the main actor when the session settles or waits.
///
/// `SessionJobHooks` fills it: while the session runs module code, every job
/// the Swift runtime would hand to the main actor's executor or to the global
/// concurrent executor comes here instead, so a `Task { }` started by an
/// interactor, the actor service it awaits and everything in between run in
/// one deterministic order, on virtual time, and only when the session says so.
///
/// Touched only on the main actor (the hooks check), hence `@unchecked Sendable`.
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
    }

    @exclusivity(unchecked) private var entries = Deque<Entry>()

    /// The live tasks whose jobs come here.
    let tasks = SessionTasks()

    /// This queue, weakly, for `SessionTaskRegistry`.
    let reference = SessionQueueReference()

    init() {
        tasks.queue = self
        reference.queue = self
    }

    /// Jobs scheduled on real time (a `Task.sleep`, a `ContinuousClock`
    /// sleep) by the session's tasks: never run, so such a task stays
    /// suspended until it is cancelled, however much real time passes,
    /// and the session reports it as waiting outside the virtual clock.
    private(set) var parkedCount = 0

    /// The number of jobs waiting to run.
    var count: Int { entries.count }

    /// Adds `job` behind the jobs already waiting.
    func append(_ job: UnownedJob, target: Target) {
        tasks.noteEnqueued(job)
        entries.append(Entry(job: job, target: target))
    }

    /// Keeps a job that asked to run on a real clock (see `parkedCount`).
    /// The job itself is dropped: a sleeping task wakes only by cancellation,
    /// which resumes it without the job.
    func park(_ job: UnownedJob) {
        parkedCount += 1
        tasks.noteWaitingOutside()
    }

    /// Runs the oldest job synchronously on this thread; false when none is waiting.
    func runNext() -> Bool {
        guard let entry = entries.popFirst() else { return false }
        tasks.willRun(entry.job)
        defer { tasks.didRun(entry.job) }
        switch entry.target {
        case .main:
            entry.job.runSynchronously(on: SessionMainExecutor.shared.asUnownedSerialExecutor())
        case .global:
            entry.job.runSynchronously(on: SessionGlobalExecutor.shared.asUnownedTaskExecutor())
        }
        return true
    }
}
