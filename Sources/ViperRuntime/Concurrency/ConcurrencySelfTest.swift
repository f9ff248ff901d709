import CSwiftConcurrencyHooks

/// Checks, once per process before the first session runs, every assumption
/// the session makes about the Swift concurrency runtime, and finds the two
/// layout facts it reads: where a task keeps its task-local list (to read a
/// task's mark from its address) and where a task keeps its status (to see a
/// detached task end).
///
/// The checks, on probe tasks driven through a session queue exactly as a
/// session drives module code: the hooks deliver a task's job to the
/// session; a job's flags read as a task (kind 0) and a child task carries
/// the child bit; the runtime copies the mark into a new task and the task
/// sees its own copy, its child task its parent's; the task-local list is
/// found in the task object and read back to the same mark; the task's end
/// is reported by the destroy witness; a detached task is recognised as
/// fresh and its status word turns from running to returned.
///
/// A failed check stops the process with a message naming the check and the
/// Swift runtime, since a different runtime would otherwise look exactly like
/// a bug in the module under test.
enum ConcurrencySelfTest {
    nonisolated(unsafe) private static var passed = false

    /// Runs the checks the first time; stops the process if one fails. Main actor only.
    @MainActor static func runOnce() {
        guard !passed else { return }
        passed = true
        if let failure = run() {
            fatalError(
                "viper-shell cannot run sessions on this Swift runtime: the concurrency self-test failed: \(failure). "
                    + "ViperRuntime reads the Swift concurrency runtime's hooks and task layout as built and tested with "
                    + "\(compilerDescription) (task layout version \(testedLayoutVersion)); this runtime reports task layout "
                    + "version \(viper_concurrencyLayoutVersion()).")
        }
    }

    /// The layout version the engine was written against (`_swift_concurrency_debug_internal_layout_version`).
    static let testedLayoutVersion: UInt32 = 1

    static var compilerDescription: String {
        #if compiler(>=6.4)
        "Swift 6.4 or later"
        #elseif compiler(>=6.3)
        "Swift 6.3"
        #else
        "Swift before 6.3"
        #endif
    }

    /// What the probe tasks saw.
    private final class Probe: @unchecked Sendable {
        var taskAddress: UnsafeMutableRawPointer?
        var layout: (head: Int, key: Int, value: Int)?
        var markStorage: UnsafeMutableRawPointer?
        var taskSawOwnRecord = false
        var childFlags: UInt32 = 0
        var childSawParentRecord = false
        var secondTaskRan = false
        var childRecordReadFromTask = false
        var detachedAddress: UnsafeMutableRawPointer?
    }

    /// The checks; the first that fails, in words, or nil.
    @MainActor private static func run() -> String? {
        let queue = SessionJobQueue()
        let tasks = queue.tasks
        let context = tasks.context(owner: nil, site: .session)
        let probe = Probe()
        let outer = SessionJobHooks.driving
        SessionJobHooks.driving = queue
        defer { SessionJobHooks.driving = outer }

        // A task with a child: its job reaches the queue, it sees its own mark, the child its parent's.
        var first: Task<Void, Never>?
        TaskMark.withContext(context) {
            first = Task { @MainActor in
                probe.taskAddress = viper_currentTask()
                probe.markStorage = viper_markCurrentStorage()
                // While the task runs: its task-local list ends with the task.
                if let task = probe.taskAddress { probe.layout = findMarkLayout(task: task) }
                let own = TaskMark.currentTask
                probe.taskSawOwnRecord = own != nil && own?.tasks === tasks
                async let child: Void = {
                    if let task = viper_currentTask() { probe.childFlags = viper_jobFlags(task) }
                    probe.childSawParentRecord = TaskMark.currentTask === own && own != nil
                }()
                await child
            }
        }
        guard tasks.count == 1, let record = tasks.all.first else { return "the runtime did not copy the task mark into a new task" }
        guard queue.count == 1 else { return "a new task's job did not reach the session's queue through the hooks" }
        drain(queue)
        guard probe.taskSawOwnRecord else { return "a task did not see its own copy of the mark" }
        guard let taskAddress = probe.taskAddress, probe.markStorage != nil else { return "the probe task did not run" }
        guard viper_jobFlags(taskAddress) & SessionTasks.kindMask == 0 else { return "a task's job flags do not read as a task (kind 0)" }
        guard probe.childFlags & SessionTasks.childTaskFlag != 0 else { return "a child task's job flags lack the child-task bit" }
        guard probe.childSawParentRecord else { return "a child task did not see its parent's mark" }
        guard record.ended, tasks.count == 0 else { return "the end of a task was not reported by the mark's destroy witness" }
        _ = first

        // The task-local list: found by the mark's storage address, then read back on a second task.
        guard let layout = probe.layout else {
            return "the task-local list was not found in the task object"
        }
        TaskMark.setLayout(head: layout.head, key: layout.key, value: layout.value)
        var second: Task<Void, Never>?
        TaskMark.withContext(context) {
            second = Task { @MainActor in
                let own = TaskMark.currentTask
                async let child: Bool = {
                    // Read from the child task object: the walk crosses into the parent's list.
                    guard let task = viper_currentTask(), let own else { return false }
                    return TaskMark.record(ofTask: task) === own
                }()
                probe.childRecordReadFromTask = await child
                probe.secondTaskRan = true
            }
        }
        guard let secondRecord = tasks.all.first, secondRecord.address != nil else {
            return "the mark read from a task object did not name its record"
        }
        drain(queue)
        guard probe.secondTaskRan, tasks.count == 0 else { return "a second probe task did not run to its end" }
        guard probe.childRecordReadFromTask else { return "the mark read from a child task object did not name its parent's record" }
        _ = second

        // A detached task: fresh, no mark, and its status word says when it returned.
        var detached: Task<Void, Never>?
        TaskMark.withContext(context) {
            detached = Task.detached { probe.detachedAddress = viper_currentTask() }
        }
        guard let detachedRecord = tasks.all.first, detachedRecord.isDetached, let address = detachedRecord.address else {
            return "a detached task's first job was not recognised as a new task"
        }
        guard viper_taskFutureWord(address) & 3 == 0 else { return "a detached task's status does not read as running before it ran" }
        drain(queue)
        guard probe.detachedAddress.map(UnsafeRawPointer.init) == address else { return "the detached probe task did not run" }
        guard detachedRecord.ended, tasks.count == 0 else { return "a detached task's status did not read as returned after it ran" }
        _ = detached
        return nil
    }

    /// Runs the probe queue's jobs until none is left.
    @MainActor private static func drain(_ queue: SessionJobQueue) {
        var runs = 0
        while queue.runNext() {
            runs += 1
            if runs > 10_000 { break }
        }
    }

    /// Finds, from inside the running task at `task`, where it keeps its
    /// task-local list: binds one more mark on the task, which the runtime
    /// puts at the head of the list, and looks for the one word of the task
    /// that now points to the new item (whose key, a few words before the
    /// value, is the mark's key). Other task-local values may be in the list
    /// (a test runner binds its own); only the head changes.
    private static func findMarkLayout(task: UnsafeMutableRawPointer) -> (head: Int, key: Int, value: Int)? {
        let word = MemoryLayout<UInt>.size
        let size = viper_asyncTaskSize()
        guard size >= 64, size <= 4096, size % word == 0 else { return nil }
        let before = stride(from: 0, to: size, by: word).map { UInt(viper_readWord(task, $0)) }
        viper_markPush(Unmanaged.passRetained(TaskContext(tasks: nil, owner: nil, site: .runtime(.session), sessionLived: false) as TaskMarkPayload).toOpaque())
        defer { viper_markPop() }
        guard let storage = viper_markCurrentStorage() else { return nil }
        let key = UInt(bitPattern: viper_markKey())
        var itemLayout: (valueOffset: Int, keyOffset: Int)?
        search: for valueOffset in stride(from: 2 * word, through: 8 * word, by: word) {
            for keyOffset in stride(from: word, to: valueOffset, by: word)
            where UInt(viper_readWord(storage, keyOffset - valueOffset)) == key {
                itemLayout = (valueOffset, keyOffset)
                break search
            }
        }
        guard let itemLayout else { return nil }
        let item = UInt(bitPattern: storage) - UInt(itemLayout.valueOffset)
        let changed = before.indices.filter { index in
            let now = UInt(viper_readWord(task, index * word))
            return now != before[index] && now & ~UInt(7) == item
        }
        guard changed.count == 1 else { return nil }
        return (changed[0] * word, itemLayout.keyOffset, itemLayout.valueOffset)
    }
}
