#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A plain mutex, for the little state that threads outside the session may
/// touch (a cancellation arriving from another thread, a job enqueued from one).
final class ThreadLock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}

/// Whether the calling thread is the process's main thread, the one the
/// main actor and therefore every session runs on.
enum MainThread {
    /// The main thread, recorded by `record()` from main-actor code.
    nonisolated(unsafe) private static var thread: pthread_t?

    /// Records the calling thread as the main thread; called on the main actor.
    static func record() {
        if thread == nil { thread = pthread_self() }
    }

    static func isCurrent() -> Bool {
        guard let thread else { return false }
        return pthread_equal(pthread_self(), thread) != 0
    }
}
