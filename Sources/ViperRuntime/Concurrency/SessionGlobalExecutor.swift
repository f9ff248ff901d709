@_spi(ExperimentalScheduling) import _Concurrency

/// The task executor the session runs global-executor jobs on (nonisolated
/// async functions, actors' processing jobs), on the thread that holds the main actor.
///
/// Code running on it that asks for the current executor gets this one:
/// `Task.yield()` enqueues on it, and `Task.sleep` or a `ContinuousClock`
/// sleep schedules on it (see `SessionJobQueue.park`), so neither escapes to
/// the platform's thread pool. While no session is running module code on
/// the calling thread, it passes everything on to the platform's global executor.
final class SessionGlobalExecutor: TaskExecutor, @unchecked Sendable {
    static let shared = SessionGlobalExecutor()

    private init() {}

    // MARK: - TaskExecutor

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        if !SessionJobHooks.take(job, target: .global) {
            globalConcurrentExecutor.enqueue(ExecutorJob(job))
        }
    }
}

// MARK: - SchedulingExecutor

@available(macOS 26.4, *)
extension SessionGlobalExecutor: SchedulingExecutor {
    func enqueue<C: Clock>(_ job: consuming ExecutorJob, after delay: C.Duration, tolerance: C.Duration?, clock: C) {
        let job = UnownedJob(job)
        if !SessionJobHooks.parkIfDriving(job), let platform = globalConcurrentExecutor as? any SchedulingExecutor {
            platform.enqueue(ExecutorJob(job), after: delay, tolerance: tolerance, clock: clock)
        }
    }

    func enqueue<C: Clock>(_ job: consuming ExecutorJob, at instant: C.Instant, tolerance: C.Duration?, clock: C) {
        let job = UnownedJob(job)
        if !SessionJobHooks.parkIfDriving(job), let platform = globalConcurrentExecutor as? any SchedulingExecutor {
            platform.enqueue(ExecutorJob(job), at: instant, tolerance: tolerance, clock: clock)
        }
    }
}
