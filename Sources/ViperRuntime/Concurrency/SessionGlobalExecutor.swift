/// The task executor the session runs global-executor jobs on (nonisolated
/// async functions, actors' processing jobs), on the thread that holds the main actor.
///
/// Code running on it that asks for the current executor gets this one, so
/// `Task.yield()` enqueues on it and comes back to the session instead of
/// escaping to the platform's thread pool. While no session is running
/// module code on the calling thread, it passes everything on to the
/// platform's global executor.
final class SessionGlobalExecutor: TaskExecutor, @unchecked Sendable {
    static let shared = SessionGlobalExecutor()

    private init() {}

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        if !SessionJobHooks.take(job, target: .global) {
            globalConcurrentExecutor.enqueue(ExecutorJob(job))
        }
    }
}

#if compiler(>=6.3)
@_spi(ExperimentalScheduling) import _Concurrency

/// Swift 6.3's runtime asks the current executor to schedule a sleep on a
/// real clock (`Task.sleep`, `ContinuousClock`) when it can; the session
/// holds such a sleep (see `SessionJobHooks.parkIfSessions`). Older runtimes
/// enqueue it on the global executor with a delay, which the hooks hold the same way.
@available(macOS 26.4, iOS 26.4, watchOS 26.4, tvOS 26.4, visionOS 26.4, *)
extension SessionGlobalExecutor: SchedulingExecutor {
    func enqueue<C: Clock>(_ job: consuming ExecutorJob, after delay: C.Duration, tolerance: C.Duration?, clock: C) {
        let job = UnownedJob(job)
        if !SessionJobHooks.parkIfSessions(job), let platform = globalConcurrentExecutor as? any SchedulingExecutor {
            platform.enqueue(ExecutorJob(job), after: delay, tolerance: tolerance, clock: clock)
        }
    }

    func enqueue<C: Clock>(_ job: consuming ExecutorJob, at instant: C.Instant, tolerance: C.Duration?, clock: C) {
        let job = UnownedJob(job)
        if !SessionJobHooks.parkIfSessions(job), let platform = globalConcurrentExecutor as? any SchedulingExecutor {
            platform.enqueue(ExecutorJob(job), at: instant, tolerance: tolerance, clock: clock)
        }
    }
}
#endif
