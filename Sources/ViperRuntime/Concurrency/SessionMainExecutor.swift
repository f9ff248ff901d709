/// The executor the main actor runs on while a session is alive.
///
/// The Swift runtime asks for the main actor's executor each time it switches
/// to the main actor (`swift_task_getMainExecutor`); `SessionJobHooks` answers
/// with this one. Jobs enqueued on it go to the session that is running module
/// code on the calling thread, or whose task they belong to, and otherwise to
/// the platform's own main executor, exactly as without the hooks (a test
/// runner's main-actor work, a job enqueued from another thread).
final class SessionMainExecutor: SerialExecutor, @unchecked Sendable {
    static let shared = SessionMainExecutor()

    /// The platform's main executor, set once when the hooks are first installed.
    nonisolated(unsafe) var platformExecutor: (any SerialExecutor)?

    private init() {}

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        if !SessionJobHooks.take(job, target: .main), let platformExecutor {
            platformExecutor.enqueue(ExecutorJob(job))
        }
    }

    func asUnownedSerialExecutor() -> UnownedSerialExecutor {
        UnownedSerialExecutor(ordinary: self)
    }

    var isMainExecutor: Bool { true }

    func checkIsolated() {
        precondition(MainActorContext.isCurrent(), "main-actor code ran outside the main queue")
    }

    func isIsolatingCurrentContext() -> Bool? {
        MainActorContext.isCurrent()
    }
}

#if compiler(>=6.3)
@_spi(ExperimentalScheduling) import _Concurrency

/// A sleep on a real clock asked of the main actor's executor (see `SessionGlobalExecutor`'s).
@available(macOS 26.4, iOS 26.4, watchOS 26.4, tvOS 26.4, visionOS 26.4, *)
extension SessionMainExecutor: SchedulingExecutor {
    func enqueue<C: Clock>(_ job: consuming ExecutorJob, after delay: C.Duration, tolerance: C.Duration?, clock: C) {
        let job = UnownedJob(job)
        if !SessionJobHooks.parkIfSessions(job), let platform = platformExecutor as? any SchedulingExecutor {
            platform.enqueue(ExecutorJob(job), after: delay, tolerance: tolerance, clock: clock)
        }
    }

    func enqueue<C: Clock>(_ job: consuming ExecutorJob, at instant: C.Instant, tolerance: C.Duration?, clock: C) {
        let job = UnownedJob(job)
        if !SessionJobHooks.parkIfSessions(job), let platform = platformExecutor as? any SchedulingExecutor {
            platform.enqueue(ExecutorJob(job), at: instant, tolerance: tolerance, clock: clock)
        }
    }
}
#endif
