import Synchronization

/// What the session's thread runs right now, readable from any thread: the
/// task whose job runs (by its sequence) and the innermost code the runtime
/// called (an action, an open, a timer). A watchdog reads it when that thread
/// stops making progress, to name what blocked it; the thread itself only
/// stores, so a job costs one relaxed atomic store.
final class SessionActivity: Sendable {
    /// The sequence of the task whose job runs now, or -1.
    private let runningTask = Atomic<Int>(-1)
    /// The innermost code the runtime called that has not returned.
    private let runningCode = Mutex<TaskMarkPayload?>(nil)

    /// A job of the task numbered `sequence` (nil: a job of no task) starts or ends.
    func jobRuns(taskSequence sequence: Int?) {
        runningTask.store(sequence ?? -1, ordering: .relaxed)
    }

    /// The runtime calls module code under `context`; returns what ran before, for `codeReturned`.
    func codeCalled(_ context: TaskMarkPayload) -> TaskMarkPayload? {
        runningCode.withLock { running in
            defer { running = context }
            return running
        }
    }

    /// The code the runtime called returned to `previous`.
    func codeReturned(to previous: TaskMarkPayload?) {
        runningCode.withLock { $0 = previous }
    }

    /// The sequence of the task whose job runs now, if one does.
    var runningTaskSequence: Int? {
        let sequence = runningTask.load(ordering: .relaxed)
        return sequence >= 0 ? sequence : nil
    }

    /// The innermost code the runtime called that runs now, if any.
    var runningCodeContext: TaskMarkPayload? {
        runningCode.withLock { $0 }
    }
}
