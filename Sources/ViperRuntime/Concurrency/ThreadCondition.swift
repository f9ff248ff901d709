#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A mutex with a condition variable: one thread waits, up to a real-time
/// bound, until another thread signals that something arrived.
final class ThreadCondition: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let condition: UnsafeMutablePointer<pthread_cond_t>

    init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        condition = .allocate(capacity: 1)
        condition.initialize(to: pthread_cond_t())
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        condition.deallocate()
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }

    /// Changes the guarded state in `body` and wakes a waiting thread.
    func signal(_ body: () -> Void) {
        pthread_mutex_lock(mutex)
        body()
        pthread_cond_signal(condition)
        pthread_mutex_unlock(mutex)
    }

    /// Waits, holding the lock while `ready` is checked, until `ready` is true
    /// or `nanoseconds` of real time have passed; returns `body`'s result then.
    func wait<Result>(upTo nanoseconds: Int64, until ready: () -> Bool, then body: () -> Result) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        let total = Int64(now.tv_nsec) + nanoseconds
        var deadline = timespec()
        deadline.tv_sec = now.tv_sec + Int(total / 1_000_000_000)
        deadline.tv_nsec = Int(total % 1_000_000_000)
        while !ready() {
            if pthread_cond_timedwait(condition, mutex, &deadline) == ETIMEDOUT { break }
        }
        return body()
    }
}
