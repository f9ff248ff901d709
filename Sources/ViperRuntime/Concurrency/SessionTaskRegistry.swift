/// Every live task of every session in the process, by address, for jobs
/// that reach the hooks when no session is running module code on the main
/// thread.
///
/// Such a job of a session's task is never given to the platform's executors
/// (which would run session code off the main actor, or on a main queue the
/// shell never drains): on the main actor it joins its session's queue and
/// runs at the session's next command; from another thread (real I/O
/// completing, a real sleep waking inside an actor) it is held and never run,
/// so the task stays suspended and the session reports it as waiting outside
/// the virtual clock, the same on every run however fast the outside was.
enum SessionTaskRegistry {
    private static let lock = ThreadLock()
    nonisolated(unsafe) private static var queues = PointerTable<SessionQueueReference>()
    nonisolated(unsafe) private static var held: [UnownedJob] = []

    /// `task` is a live task of the session whose jobs go to `queue`.
    static func add(_ task: UnsafeRawPointer, queue: SessionJobQueue) {
        let reference = queue.reference
        lock.withLock { queues[task] = reference }
    }

    /// `task` ended.
    static func remove(_ task: UnsafeRawPointer) {
        lock.withLock { queues[task] = nil }
    }

    /// Takes `job` if it is a live session task's (see the type's notes), and says whether it did.
    static func takeIfSessionTask(_ job: UnownedJob, target: SessionJobQueue.Target) -> Bool {
        let address = SessionTasks.address(of: job)
        let onMainActor = MainActorContext.isCurrent()
        let queue: SessionJobQueue?? = lock.withLock {
            guard let reference = queues[address] else { return .none }
            if !onMainActor { held.append(job) }
            return .some(reference.queue)
        }
        guard case .some(let owner) = queue else { return false }
        if onMainActor, let owner { owner.append(job, target: target) }
        return true
    }

    /// How many jobs of session tasks arrived from other threads and are held (for tests).
    static var heldCount: Int { lock.withLock { held.count } }
}

/// A weak reference to a session's queue, one per queue, shared by the
/// registry's entries for that session's tasks: a job arriving after the
/// session is gone finds no queue and is held.
final class SessionQueueReference: @unchecked Sendable {
    weak var queue: SessionJobQueue?
}
