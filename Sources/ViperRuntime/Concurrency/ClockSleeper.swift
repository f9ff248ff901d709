/// One task sleeping on a `VirtualClock`: the continuation the session
/// resumes when virtual time reaches the deadline, or with `CancellationError`
/// when the task is cancelled first (from any thread), whichever comes first.
final class ClockSleeper: @unchecked Sendable {
    private enum State {
        case starting
        case waiting(CheckedContinuation<Void, any Error>)
        case finished
    }

    private let lock = ThreadLock()
    private var state = State.starting
    /// The task that sleeps (its parent's record for a child task), when the session knows it.
    weak var task: SessionTask?

    /// Whether the sleep is over (woken or cancelled); the session then skips its timeline entry.
    var isFinished: Bool {
        lock.withLock { if case .finished = state { return true } else { return false } }
    }

    /// Parks `continuation`, or resumes it at once if the task was cancelled already.
    func wait(_ continuation: CheckedContinuation<Void, any Error>) {
        let cancelledAlready = lock.withLock { () -> Bool in
            if case .finished = state { return true }
            state = .waiting(continuation)
            return false
        }
        if cancelledAlready { continuation.resume(throwing: CancellationError()) }
    }

    /// Virtual time reached the deadline.
    func wake() {
        finish()?.resume()
    }

    /// The sleeping task was cancelled.
    func cancel() {
        finish()?.resume(throwing: CancellationError())
    }

    private func finish() -> CheckedContinuation<Void, any Error>? {
        lock.withLock {
            defer { state = .finished }
            if case .waiting(let continuation) = state { return continuation }
            return nil
        }
    }
}
