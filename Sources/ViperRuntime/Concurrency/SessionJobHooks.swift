import CSwiftConcurrencyHooks

/// Brings Swift concurrency onto the session: the runtime hooks that route the
/// jobs of the session's tasks into its `SessionJobQueue`.
///
/// Installed while at least one session is alive, and put back as they were
/// when the last one goes (unless something installed its own hook over
/// ours meanwhile, which is then left alone). A job is taken when it is
/// enqueued by the thread that is running a session's module code
/// (`driving`, a thread-local value), or when it belongs to a session's task
/// (its mark says so, see `TaskMark`; or the session recorded it as
/// detached) or to an actor the session runs; every other job goes to the
/// hook that was installed before ours, or where the runtime would have sent
/// it. So a test runner running tests concurrently, code on other threads and
/// tools that set the same hooks (swift-concurrency-extras' main serial
/// executor) see the runtime's usual behaviour.
///
/// The hooks: the global executor's enqueue, its delayed and deadline
/// enqueues (a sleep on a real clock, which the session holds: such a task
/// wakes only if cancelled, and `tasks` says it sleeps on a real clock), the
/// main executor's enqueue (which the runtime uses directly for some jobs,
/// such as `Task.yield()` on the main actor), and the main executor lookup,
/// answered with `SessionMainExecutor`, whose enqueue makes the same choice:
/// since Swift 6.2 the runtime enqueues most main-actor jobs on the executor
/// that lookup returns. The runtime also asks whether an executor is the main
/// one; ours says yes.
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
    /// drives, or for a job of a session's task or actor, into that session's
    /// queue (or held, from another thread). False when it is no session's:
    /// the caller then hands it on. Shared by the hooks and both session executors.
    static func take(_ job: UnownedJob, target: SessionJobQueue.Target) -> Bool {
        if let queue = viper_drivingQueue() {
            // The drive holds the queue: no reference is taken per job.
            Unmanaged<SessionJobQueue>.fromOpaque(queue)._withUnsafeGuaranteedRef { $0.append(job, target: target) }
            return true
        }
        return takeWithoutDrive(job, target: target)
    }

    /// A job enqueued while no session drives this thread: a session's if its
    /// task's mark or the directory says so.
    private static func takeWithoutDrive(_ job: UnownedJob, target: SessionJobQueue.Target) -> Bool {
        let address = SessionTasks.address(of: job)
        let flags = viper_jobFlags(address)
        let record: SessionTask?
        let queue: SessionJobQueue?
        if flags & SessionTasks.kindMask == 0 {
            var found = TaskMark.record(ofTask: address)
            if found == nil, flags & SessionTasks.childTaskFlag == 0 { found = SessionTaskDirectory.detachedRecord(at: address) }
            record = found
            queue = found?.tasks?.queue
        } else if flags & SessionTasks.kindMask == SessionTasks.defaultActorInlineKind {
            record = nil
            queue = SessionTaskDirectory.queue(ofActorJob: address)
        } else {
            return false
        }
        guard let queue else { return false }
        if MainActorContext.isCurrent() {
            // On the main actor between commands (a test's own code resumed it): it joins the queue.
            queue.append(job, target: target)
        } else {
            if let record { queue.tasks.noteRanOnAnotherThread(record) }
            queue.hold(job, target: target, record: record)
        }
        return true
    }

    /// Parks `job`, which asked to run on a real clock, if it is a session's:
    /// enqueued while a session drives this thread, or a job of a session's
    /// task. False when it is no session's (the caller then hands it on).
    static func parkIfSessions(_ job: UnownedJob) -> Bool {
        if let queue = viper_drivingQueue() {
            Unmanaged<SessionJobQueue>.fromOpaque(queue)._withUnsafeGuaranteedRef { $0.park(job) }
            return true
        }
        let address = SessionTasks.address(of: job)
        guard viper_jobFlags(address) & SessionTasks.kindMask == 0,
              let record = TaskMark.record(ofTask: address) ?? SessionTaskDirectory.detachedRecord(at: address),
              let tasks = record.tasks
        else { return false }
        tasks.noteRealClockSleepFromAnotherThread(record)
        return true
    }

    // MARK: - Installation

    private typealias EnqueueOriginal = @convention(thin) (UnownedJob) -> Void
    private typealias EnqueueHook = @convention(thin) (UnownedJob, EnqueueOriginal) -> Void
    private typealias DelayOriginal = @convention(thin) (UInt64, UnownedJob) -> Void
    private typealias DelayHook = @convention(thin) (UInt64, UnownedJob, DelayOriginal) -> Void
    private typealias DeadlineOriginal = @convention(thin) (Int64, Int64, Int64, Int64, Int32, UnownedJob) -> Void
    private typealias DeadlineHook = @convention(thin) (Int64, Int64, Int64, Int64, Int32, UnownedJob, DeadlineOriginal) -> Void
    private typealias GetMainExecutorOriginal = @convention(thin) () -> UnownedSerialExecutor
    private typealias GetMainExecutorHook = @convention(thin) (GetMainExecutorOriginal) -> UnownedSerialExecutor
    private typealias IsMainExecutorOriginal = @convention(thin) (UnownedSerialExecutor) -> Bool
    private typealias IsMainExecutorHook = @convention(thin) (UnownedSerialExecutor, IsMainExecutorOriginal) -> Bool

    /// The hooks that were installed before ours, called for every job that is no session's.
    private struct Previous {
        var enqueueGlobal: EnqueueHook?
        var enqueueGlobalWithDelay: DelayHook?
        var enqueueGlobalWithDeadline: DeadlineHook?
        var enqueueMainExecutor: EnqueueHook?
        var getMainExecutor: GetMainExecutorHook?
        var isMainExecutor: IsMainExecutorHook?
    }

    private static let installation = ThreadLock()
    nonisolated(unsafe) private static var liveSessions = 0
    nonisolated(unsafe) private static var previous = Previous()
    nonisolated(unsafe) private static var prepared = false

    private static let ourEnqueueGlobal: EnqueueHook = { job, original in
        guard !SessionJobHooks.take(job, target: .global) else { return }
        if let next = SessionJobHooks.previous.enqueueGlobal { next(job, original) } else { original(job) }
    }
    private static let ourEnqueueGlobalWithDelay: DelayHook = { delay, job, original in
        guard !SessionJobHooks.parkIfSessions(job) else { return }
        if let next = SessionJobHooks.previous.enqueueGlobalWithDelay { next(delay, job, original) } else { original(delay, job) }
    }
    private static let ourEnqueueGlobalWithDeadline: DeadlineHook = { seconds, nanoseconds, toleranceSeconds, toleranceNanoseconds, clock, job, original in
        guard !SessionJobHooks.parkIfSessions(job) else { return }
        if let next = SessionJobHooks.previous.enqueueGlobalWithDeadline {
            next(seconds, nanoseconds, toleranceSeconds, toleranceNanoseconds, clock, job, original)
        } else {
            original(seconds, nanoseconds, toleranceSeconds, toleranceNanoseconds, clock, job)
        }
    }
    private static let ourEnqueueMainExecutor: EnqueueHook = { job, original in
        guard !SessionJobHooks.take(job, target: .main) else { return }
        if let next = SessionJobHooks.previous.enqueueMainExecutor { next(job, original) } else { original(job) }
    }
    private static let ourGetMainExecutor: GetMainExecutorHook = { _ in
        SessionMainExecutor.shared.asUnownedSerialExecutor()
    }
    private static let ourIsMainExecutor: IsMainExecutorHook = { executor, original in
        if SessionJobHooks.identity(of: executor) == SessionJobHooks.sessionMainIdentity { return true }
        if let next = SessionJobHooks.previous.isMainExecutor { return next(executor, original) }
        return original(executor)
    }

    /// A session started: installs the hooks if it is the only one alive. Main actor only.
    @MainActor static func sessionStarted() {
        installation.withLock {
            if !prepared {
                prepared = true
                MainActorContext.prepare()
                SessionMainExecutor.shared.platformExecutor = platformMainExecutor()
            }
            liveSessions += 1
            if liveSessions == 1 { install() }
        }
        ConcurrencySelfTest.runOnce()
    }

    /// A session ended: puts the hooks back as they were when no session is left
    /// (any thread; a session may be released anywhere).
    static func sessionEnded() {
        installation.withLock {
            liveSessions -= 1
            if liveSessions == 0 { uninstall() }
        }
    }

    /// Before a session drives: installs our global-executor hooks again if
    /// something replaced them while the session was alive (a test helper
    /// that sets and clears the same hook), keeping what it set as the hook
    /// that gets every job that is no session's.
    static func ensureInstalled() {
        guard hookIsForeign(viper_enqueueGlobalHook(), ours: ourEnqueueGlobal) else { return }
        installation.withLock {
            guard liveSessions > 0, hookIsForeign(viper_enqueueGlobalHook(), ours: ourEnqueueGlobal) else { return }
            previous.enqueueGlobal = read(viper_enqueueGlobalHook(), as: EnqueueHook.self)
            write(viper_enqueueGlobalHook(), ourEnqueueGlobal)
        }
    }

    private static func install() {
        // A hook of ours still in place (put back by a tool that had saved it) is never our "previous".
        previous = Previous(
            enqueueGlobal: foreign(viper_enqueueGlobalHook(), ours: ourEnqueueGlobal),
            enqueueGlobalWithDelay: foreign(viper_enqueueGlobalWithDelayHook(), ours: ourEnqueueGlobalWithDelay),
            enqueueGlobalWithDeadline: foreign(viper_enqueueGlobalWithDeadlineHook(), ours: ourEnqueueGlobalWithDeadline),
            enqueueMainExecutor: foreign(viper_enqueueMainExecutorHook(), ours: ourEnqueueMainExecutor),
            getMainExecutor: foreign(viper_getMainExecutorHook(), ours: ourGetMainExecutor),
            isMainExecutor: foreign(viper_isMainExecutorHook(), ours: ourIsMainExecutor))
        write(viper_enqueueGlobalHook(), ourEnqueueGlobal)
        write(viper_enqueueGlobalWithDelayHook(), ourEnqueueGlobalWithDelay)
        write(viper_enqueueGlobalWithDeadlineHook(), ourEnqueueGlobalWithDeadline)
        write(viper_enqueueMainExecutorHook(), ourEnqueueMainExecutor)
        write(viper_isMainExecutorHook(), ourIsMainExecutor)
        write(viper_getMainExecutorHook(), ourGetMainExecutor)
    }

    /// Puts back each hook that is still ours.
    private static func uninstall() {
        restore(viper_getMainExecutorHook(), ours: ourGetMainExecutor, to: previous.getMainExecutor)
        restore(viper_isMainExecutorHook(), ours: ourIsMainExecutor, to: previous.isMainExecutor)
        restore(viper_enqueueMainExecutorHook(), ours: ourEnqueueMainExecutor, to: previous.enqueueMainExecutor)
        restore(viper_enqueueGlobalWithDeadlineHook(), ours: ourEnqueueGlobalWithDeadline, to: previous.enqueueGlobalWithDeadline)
        restore(viper_enqueueGlobalWithDelayHook(), ours: ourEnqueueGlobalWithDelay, to: previous.enqueueGlobalWithDelay)
        restore(viper_enqueueGlobalHook(), ours: ourEnqueueGlobal, to: previous.enqueueGlobal)
    }

    /// Whether the hooks are ours now (for tests).
    static var areInstalled: Bool {
        !hookIsForeign(viper_enqueueGlobalHook(), ours: ourEnqueueGlobal)
    }

    private static func read<Hook>(_ slot: UnsafeMutablePointer<UnsafeMutableRawPointer?>, as type: Hook.Type) -> Hook? {
        slot.withMemoryRebound(to: Hook?.self, capacity: 1) { $0.pointee }
    }

    /// The hook in `slot` unless it is ours (nil then, or when none is set).
    private static func foreign<Hook>(_ slot: UnsafeMutablePointer<UnsafeMutableRawPointer?>, ours: Hook) -> Hook? {
        hookIsForeign(slot, ours: ours) ? read(slot, as: Hook.self) : nil
    }

    private static func write<Hook>(_ slot: UnsafeMutablePointer<UnsafeMutableRawPointer?>, _ hook: Hook?) {
        slot.withMemoryRebound(to: Hook?.self, capacity: 1) { $0.pointee = hook }
    }

    private static func hookIsForeign<Hook>(_ slot: UnsafeMutablePointer<UnsafeMutableRawPointer?>, ours: Hook) -> Bool {
        slot.pointee != unsafeBitCast(ours, to: UnsafeMutableRawPointer.self)
    }

    private static func restore<Hook>(_ slot: UnsafeMutablePointer<UnsafeMutableRawPointer?>, ours: Hook, to earlier: Hook?) {
        guard !hookIsForeign(slot, ours: ours) else { return }
        write(slot, earlier)
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
