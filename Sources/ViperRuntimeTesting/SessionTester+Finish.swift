import Testing
import ViperRuntime

// MARK: - Ending

extension SessionTester {
    /// Ends the test's session as `run --strict` ends a scenario, and fails
    /// the test (one Swift Testing issue each, at the caller's file and line)
    /// on what a strict run fails on:
    ///
    /// - tasks waiting outside the virtual clock (a real sleep, a continuation
    ///   nothing resumes): stuck;
    /// - tasks resumed from another thread after the session stopped waiting
    ///   for them: not deterministic;
    /// - work handed to `DispatchQueue.main`, which the session never runs;
    /// - calls no stub rule answered while `strictCalls` was on;
    /// - work still pending (timers, clock sleepers, tasks, calls waiting for
    ///   an answer; session-lived tasks aside), unless `allowPending`;
    /// - then, with every module closed, components and tasks still alive (leaks).
    ///
    /// The session's remaining tasks are then cancelled, as at the end of an
    /// app's process. Returns what it found (nil when nothing), for a test
    /// that checks it or runs outside Swift Testing.
    @discardableResult
    public func finish(allowPending: Bool = false, sourceLocation: SourceLocation = #_sourceLocation) -> Problems? {
        var lines: [String] = []
        for task in session.tasksWaitingOutside {
            lines.append("stuck: task \(task.label) waits outside the virtual clock (\(task.waiting))")
        }
        for late in session.lateOutsideArrivals {
            lines.append(
                "not deterministic: \(late) was resumed from another thread after the session stopped waiting for it; stub the service it waits for")
        }
        if let work = session.mainQueueWorkDescription {
            lines.append("the test left \(work) (in the app it would run; use a Task or the module context's scheduler)")
        }
        lines += services.endpoints.takeUnexpectedCalls()
        if !allowPending, let pending = session.pendingWork.summary {
            lines.append("work still pending at the end of the test: \(pending)")
        }
        session.closeAll()
        lines += session.tracker.leaks().map { "leaked after closing every module: \($0)" }
        session.cancelRemainingTasks()
        for line in lines {
            Issue.record(Comment(rawValue: line), sourceLocation: sourceLocation)
        }
        return lines.isEmpty ? nil : Problems(lines: lines)
    }
}
