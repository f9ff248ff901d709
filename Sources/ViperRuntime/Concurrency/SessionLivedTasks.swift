/// Runs `body` so that the tasks it starts are session-lived: they may
/// outlive the module whose code started them without failing `--strict`,
/// like a session-expiry timer a sign-in module starts before it closes:
///
/// ```swift
/// withSessionLivedTasks {
///     expiry = Task { [clock] in try await clock.sleep(for: .seconds(1800)); SessionStore.shared.expire() }
/// }
/// ```
///
/// Everything else about such a task is as before: it belongs to the same
/// frame, `tasks` lists it (marked `session-lived`), and closing its module
/// never cancels it. A session's services built by the shell's configuration
/// start session-lived tasks without asking. Outside a session's code it just runs `body`.
@MainActor
public func withSessionLivedTasks<Result>(_ body: () throws -> Result) rethrows -> Result {
    guard let running = TaskMark.current, let tasks = running.tasks else { return try body() }
    let context = TaskContext(tasks: tasks, owner: running.owner, site: running.site, sessionLived: true, creator: running.creator)
    return try TaskMark.withContext(context, body)
}
