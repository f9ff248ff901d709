import CSwiftConcurrencyHooks

/// The session's mark on Swift tasks: a task-local value whose copies and
/// destruction the Swift runtime reports to the session.
///
/// While the session runs module code it binds a `TaskContext` (what code
/// runs, for which frame) with `withContext`. The Swift runtime copies every
/// task-local binding into each unstructured task it creates (`Task {}`,
/// `Task.immediate`, with an executor preference, from an actor or from
/// nonisolated code), with the value type's copy witness, on the creating
/// thread, before the task can run; and destroys the copy with the destroy
/// witness when the task completes. Our witnesses (in
/// CSwiftConcurrencyHooks) call `copied` and `destroyed`: the first records
/// the new task in its session's table and makes the copy the task's own
/// record; the second tells the table the task ended. So a task's start, its
/// owner and its end are observed, never inferred. Code inside a task reads
/// its own copy (`current`), and a child task (`async let`, a task group's)
/// reads its parent's, so "what is running" is known exactly.
///
/// `Task.detached` copies no task-local value; `SessionTasks` records such a
/// task from its first job instead.
enum TaskMark {
    /// Sets the witnesses' callbacks; once per process, before the first binding.
    static let installed: Void = {
        viper_markSetCallbacks(markCopied, markDestroyed)
    }()

    /// Runs `body` with `context` bound as the mark of the code it runs.
    static func withContext<Result>(_ context: TaskContext, _ body: () throws -> Result) rethrows -> Result {
        viper_markPush(Unmanaged.passRetained(context as TaskMarkPayload).toOpaque())
        let activity = context.tasks?.activity
        let previous = activity?.codeCalled(context)
        defer {
            activity?.codeReturned(to: previous)
            viper_markPop()
        }
        LastTracedCall.clear()
        return try body()
    }

    /// The mark of the code running now: the running task's record (its
    /// parent's for a child task), the innermost bound context, or nil.
    static var current: TaskMarkPayload? {
        viper_markCurrent().map { Unmanaged<TaskMarkPayload>.fromOpaque($0).takeUnretainedValue() }
    }

    /// The record of the task whose code runs now (its parent's for a child task), if it has one.
    static var currentTask: SessionTask? {
        guard let payload = viper_markCurrent() else { return nil }
        return record(in: payload)
    }

    /// Whether a task's mark can be read from the task object: the self-test
    /// found where a task keeps its task-local list (`ConcurrencySelfTest`).
    nonisolated(unsafe) static var canReadTasks = false

    /// Sets where a task keeps its task-local list, as the self-test found it.
    static func setLayout(head: Int, key: Int, value: Int) {
        viper_markSetLayout(head, key, value)
        canReadTasks = true
    }

    /// The mark carried by the task at `address` (read from the task; see the self-test).
    static func record(ofTask address: UnsafeRawPointer) -> SessionTask? {
        guard let payload = viper_markOfTask(address) else { return nil }
        return record(in: payload)
    }

    private static func record(in payload: UnsafeMutableRawPointer) -> SessionTask? {
        let object = Unmanaged<TaskMarkPayload>.fromOpaque(payload).takeUnretainedValue()
        guard type(of: object) == SessionTask.self else { return nil }
        return unsafeDowncast(object, to: SessionTask.self)
    }
}

/// The copy witness's callback: a task was created under `source` (a bound
/// context, or the creating task's own record). Runs on the creating thread.
private let markCopied: viper_mark_copy_fn = { source in
    let origin = Unmanaged<TaskMarkPayload>.fromOpaque(source).takeUnretainedValue()
    guard let tasks = origin.tasks else {
        // No session any more: the copy carries the same payload, as a plain value would.
        return Unmanaged.passRetained(origin).toOpaque()
    }
    return Unmanaged.passRetained(tasks.started(from: origin) as TaskMarkPayload).toOpaque()
}

/// The destroy witness's callback: a binding ended, or a task completed.
private let markDestroyed: viper_mark_destroy_fn = { payload in
    let unmanaged = Unmanaged<TaskMarkPayload>.fromOpaque(payload)
    let object = unmanaged.takeUnretainedValue()
    if type(of: object) == SessionTask.self {
        let record = unsafeDowncast(object, to: SessionTask.self)
        record.tasks?.ended(record)
    }
    unmanaged.release()
}
