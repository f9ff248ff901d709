/// What every session in the process knows that a job arriving with no
/// session driving its thread needs: the detached tasks the sessions
/// recorded (a marked task names its session through its mark), and the
/// actors whose processing jobs a session ran (an actor's inline processing
/// job lives inside the actor, so its address names the actor).
///
/// Such a job is never given to the platform's executors, which would run
/// session code off the session's thread: on the main actor it joins its
/// session's queue; from another thread it is held for the session to admit
/// (see `SessionJobQueue.hold`).
enum SessionTaskDirectory {
    private static let lock = ThreadLock()
    nonisolated(unsafe) private static var detachedByAddress: [UnsafeRawPointer: SessionTask] = [:]
    nonisolated(unsafe) private static var queuesByActorJob: [UnsafeRawPointer: SessionQueueReference] = [:]

    static func addDetached(_ record: SessionTask, at address: UnsafeRawPointer) {
        lock.withLock { detachedByAddress[address] = record }
    }

    static func removeDetached(at address: UnsafeRawPointer) {
        lock.withLock { detachedByAddress[address] = nil }
    }

    /// The record of the detached task at `address`, if a session recorded it.
    static func detachedRecord(at address: UnsafeRawPointer) -> SessionTask? {
        lock.withLock { detachedByAddress[address] }
    }

    /// The actor whose inline processing job is at `address` runs on `queue`'s session.
    static func noteSessionActorJob(_ address: UnsafeRawPointer, queue: SessionJobQueue?) {
        guard let queue else { return }
        lock.withLock {
            if queuesByActorJob[address]?.queue !== queue { queuesByActorJob[address] = queue.reference }
        }
    }

    /// The session queue of the actor whose processing job is at `address`, if a live session ran it.
    static func queue(ofActorJob address: UnsafeRawPointer) -> SessionJobQueue? {
        lock.withLock { queuesByActorJob[address]?.queue }
    }

    /// Forgets the actors of a session that is going away.
    static func forgetActors(of queue: SessionJobQueue) {
        lock.withLock { queuesByActorJob = queuesByActorJob.filter { $0.value.queue !== queue && $0.value.queue != nil } }
    }
}

/// A weak reference to a session's queue, one per queue, shared by the
/// directory's entries for that session: a job arriving after the session is
/// gone finds no queue and goes where the runtime would send it.
final class SessionQueueReference: @unchecked Sendable {
    weak var queue: SessionJobQueue?
}
