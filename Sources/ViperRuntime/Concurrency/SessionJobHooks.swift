import CSwiftConcurrencyHooks

/// Brings Swift concurrency onto the session: the runtime hooks that route the
/// jobs of tasks started by module code into the session's `SessionJobQueue`.
///
/// Installed once per process, by the first `VirtualScheduler`, and harmless
/// to everything else in the process: a job is taken when it is enqueued by
/// the thread that is running a session's module code (`driving`, a
/// thread-local value), or when it belongs to a live task of a session
/// (`SessionTaskRegistry`); every other job goes where the runtime would have
/// sent it. So a test runner running tests concurrently, or code on other
/// threads, sees the runtime's usual behaviour.
///
/// Three hooks do the work: the global executor's enqueue, the main
/// executor's enqueue (which the runtime uses directly for some jobs, such as
/// `Task.yield()` on the main actor), and the main executor lookup, answered
/// with `SessionMainExecutor`, whose enqueue makes the same choice: since
/// Swift 6.2 the runtime enqueues most main-actor jobs on the executor that
/// lookup returns, not through the enqueue hook. The runtime also asks whether
/// an executor is the main one; ours says yes.
enum SessionJobHooks {
    /// The queue of the session whose module code the calling thread is
    /// running, if any. Thread-local: while a session drives on the thread
    /// that holds the main actor, a job enqueued from any other thread (a
    /// test running concurrently, the platform's thread pool) never sees it.
    static var driving: SessionJobQueue? {
        get { viper_drivingQueue().map { Unmanaged<SessionJobQueue>.fromOpaque($0).takeUnretainedValue() } }
        set { viper_setDrivingQueue(newValue.map { Unmanaged.passUnretained($0).toOpaque() }) }
    }

    /// Takes `job` for a session: into the queue of the session this thread
    /// drives, or, for a job of a live session task, into its session's queue
    /// (or held; see `SessionTaskRegistry`). False when it is no session's:
    /// the caller then hands it to the platform. Shared by the hooks and both
    /// session executors.
    static func take(_ job: UnownedJob, target: SessionJobQueue.Target) -> Bool {
        if let queue = viper_drivingQueue() {
            // The drive holds the queue: no reference is taken per job.
            Unmanaged<SessionJobQueue>.fromOpaque(queue)._withUnsafeGuaranteedRef { $0.append(job, target: target) }
            return true
        }
        return SessionTaskRegistry.takeIfSessionTask(job, target: target)
    }

    /// Parks `job`, which asked to run on a real clock, in the queue of the
    /// session this thread drives; false when no session drives it (the
    /// caller then hands the job to the platform). Shared by both session executors.
    static func parkIfDriving(_ job: UnownedJob) -> Bool {
        guard let queue = viper_drivingQueue() else { return false }
        Unmanaged<SessionJobQueue>.fromOpaque(queue)._withUnsafeGuaranteedRef { $0.park(job) }
        return true
    }

    private typealias EnqueueOriginal = @convention(thin) (UnownedJob) -> Void
    private typealias EnqueueHook = @convention(thin) (UnownedJob, EnqueueOriginal) -> Void
    private typealias GetMainExecutorOriginal = @convention(thin) () -> UnownedSerialExecutor
    private typealias GetMainExecutorHook = @convention(thin) (GetMainExecutorOriginal) -> UnownedSerialExecutor
    private typealias IsMainExecutorOriginal = @convention(thin) (UnownedSerialExecutor) -> Bool
    private typealias IsMainExecutorHook = @convention(thin) (UnownedSerialExecutor, IsMainExecutorOriginal) -> Bool

    nonisolated(unsafe) private static var installed = false

    /// Installs the hooks unless they are installed already. Main actor only.
    @MainActor static func installOnce() {
        guard !installed else { return }
        installed = true
        MainActorContext.prepare()
        SessionMainExecutor.shared.platformExecutor = platformMainExecutor()
        viper_enqueueGlobalHook().withMemoryRebound(to: EnqueueHook?.self, capacity: 1) {
            $0.pointee = { job, original in
                if !SessionJobHooks.take(job, target: .global) { original(job) }
            }
        }
        viper_enqueueMainExecutorHook().withMemoryRebound(to: EnqueueHook?.self, capacity: 1) {
            $0.pointee = { job, original in
                if !SessionJobHooks.take(job, target: .main) { original(job) }
            }
        }
        viper_isMainExecutorHook().withMemoryRebound(to: IsMainExecutorHook?.self, capacity: 1) {
            $0.pointee = { executor, original in
                SessionJobHooks.identity(of: executor) == SessionJobHooks.sessionMainIdentity || original(executor)
            }
        }
        viper_getMainExecutorHook().withMemoryRebound(to: GetMainExecutorHook?.self, capacity: 1) {
            $0.pointee = { _ in SessionMainExecutor.shared.asUnownedSerialExecutor() }
        }
    }

    /// The platform's main executor, as the runtime reports it before the hooks.
    private static func platformMainExecutor() -> (any SerialExecutor)? {
        let reference = MainActor.sharedUnownedExecutor
        let (identity, _) = unsafeBitCast(reference, to: (UnsafeRawPointer?, UInt).self)
        guard let identity else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(identity).takeUnretainedValue() as? any SerialExecutor
    }

    /// The address of the object behind an executor reference (nil for the global executor).
    private static func identity(of executor: UnownedSerialExecutor) -> UnsafeRawPointer? {
        unsafeBitCast(executor, to: (UnsafeRawPointer?, UInt).self).0
    }

    nonisolated(unsafe) private static let sessionMainIdentity: UnsafeRawPointer? =
        UnsafeRawPointer(Unmanaged.passUnretained(SessionMainExecutor.shared).toOpaque())
}
