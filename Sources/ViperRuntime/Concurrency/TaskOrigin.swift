import CSwiftConcurrencyHooks

/// Marks the tasks started while one session command runs, so the session
/// sees when each of them ends.
///
/// A session command binds a fresh token as a task-local value. Swift copies
/// task-local values into every unstructured task (`Task { }`) created under
/// the binding, and destroys the copy when the task completes, even while a
/// handle keeps the task object alive. So the token's strong reference count
/// rises by one when such a task is created and falls by one when it ends:
/// the session reads it after every job it runs (`SessionTasks`), which is
/// exact because every job of the session's tasks runs there.
final class TaskOriginToken: Sendable {
    /// The strong references of the token at `address` now (the binding, the
    /// copies in live tasks, the session's own): read through the address,
    /// so that the reading itself holds none.
    static func references(at address: UnsafeRawPointer) -> UInt {
        UInt(viper_strongReferences(address))
    }
}

/// The task-local binding that carries a command's `TaskOriginToken` into
/// the tasks its module code starts.
enum TaskOrigin {
    @TaskLocal static var token: TaskOriginToken?

    /// The address of the bound token, with no reference held once this returns.
    static var tokenAddress: UnsafeRawPointer? {
        token.map { UnsafeRawPointer(Unmanaged.passUnretained($0).toOpaque()) }
    }
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
