import CSwiftConcurrencyHooks

/// Marks the tasks a session's module code starts, so the session sees
/// when each of them ends.
///
/// Each session has one token, bound as a task-local value while it runs
/// module code. Swift copies task-local values into every unstructured task
/// (`Task { }`) created under the binding, and destroys the copy when the
/// task completes, even while a handle keeps the task object alive. So the
/// token's strong reference count rises by one when such a task is created
/// and falls by one when it ends: the session reads it after every job it
/// runs (`SessionTasks`), which is exact because every job of the session's
/// tasks runs there.
final class TaskOriginToken: Sendable {
    /// The strong references of the token at `address` now (the bindings,
    /// the copies in live tasks, the session's own): read through the
    /// address, so that the reading itself holds none.
    static func references(at address: UnsafeRawPointer) -> UInt {
        UInt(viper_strongReferences(address))
    }
}

/// The task-local binding that carries a session's `TaskOriginToken` into
/// the tasks its module code starts.
enum TaskOrigin {
    @TaskLocal static var token: TaskOriginToken?
}

/// The last traced call into a module component (`Traceable.trace()`), kept
/// whether or not a trace is recording: when module code starts a task, this
/// names where (`ContactsListInteractor.obtainContacts`) and in which frame.
/// Main thread only; identities, not references, so it keeps nothing alive.
enum LastTracedCall {
    nonisolated(unsafe) static var object: ObjectIdentifier?
    nonisolated(unsafe) static var type: AnyObject.Type?
    nonisolated(unsafe) static var method: String = ""

    static func clear() {
        object = nil
        type = nil
    }
}
