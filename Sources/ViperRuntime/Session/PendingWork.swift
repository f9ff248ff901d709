/// The work a session still holds: what `run --strict` and `set strict on`
/// refuse at the end of a scenario, each item named so a failure can say
/// what was left.
///
/// The session gathers it from the scheduler (timers, clock sleepers), from
/// its task records (tasks and what they wait on), from its endpoints (calls
/// still waiting for their answer), and from any source an embedder adds to
/// `ViperSession.pendingWorkSources` (work of its own the session cannot
/// see), so new kinds of pending work join the same check and the same message.
package struct PendingWork: Sendable, Equatable {
    /// One piece of work that has not happened yet.
    package enum Item: Sendable, Equatable, CustomStringConvertible {
        /// A scheduled callback due at this virtual time (ms), with who armed it when a trace recorded that.
        case timer(due: Int64, armedBy: String?)
        /// A task sleeping on the session's virtual clock until this time (ms).
        case sleeper(due: Int64)
        /// A live task module code started, and what it waits on.
        case task(SessionTaskInfo)
        /// A call through a declared endpoint that has not answered (a `hangs` stub's among them).
        case call(ServiceCall)
        /// Anything else a source outside the runtime reports, worded by it.
        case other(String)

        /// `timer due at 5000ms (armed by CarsList#1 Presenter)`, `task ContactsList#1 (…) waiting: clock until 300ms`.
        package var description: String {
            switch self {
            case .timer(let due, let armedBy):
                return "timer due at \(due)ms" + (armedBy.map { " (armed by \($0))" } ?? "")
            case .sleeper(let due):
                return "clock sleeper due at \(due)ms"
            case .task(let task):
                return "task \(task.label) waiting: \(task.waiting)" + (task.outlivedModule ? " (its module closed)" : "")
            case .call(let call):
                return "call \(call.endpoint) from \(call.frame?.description ?? "(no module)") \(call.outcome)"
            case .other(let text):
                return text
            }
        }
    }

    /// Every item, in a stable order: timers and sleepers by deadline, then
    /// tasks in the order they started, calls in the order they were made,
    /// then the other sources' items.
    package var items: [Item]

    package init(items: [Item]) {
        self.items = items
    }

    package var isEmpty: Bool { items.isEmpty }

    /// `2 pending: timer due at 5000ms; task …`, or nil when nothing is pending.
    package var summary: String? {
        guard !items.isEmpty else { return nil }
        return "\(items.count) pending: " + items.map(\.description).joined(separator: "; ")
    }
}
