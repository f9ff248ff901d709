import CSwiftConcurrencyHooks
@_spi(ExperimentalCustomExecutors) import _Concurrency

/// The live tasks that module code started in one session: which frame owns
/// each, where it started, what it waits on, and when it ends.
///
/// Every task that copies the session's `TaskOriginToken` (bound as a
/// task-local value while the session runs module code) is one of the
/// session's: an unstructured `Task { }` started by module code or by another
/// of the session's tasks. A task is recorded when its first job reaches the
/// session (`noteEnqueued`) while the token has gained a reference. Child
/// tasks (`async let`, task groups) belong to their parent and are not
/// listed; `Task.detached` copies no task-local values and is not listed
/// either. A task ends when the token loses a reference while one of the
/// session's jobs runs (see `TaskOriginToken`).
///
/// This runs for every job of every session task, so it keeps to plain
/// counters and one `PointerTable`: no hashing and no allocation per job.
///
/// Main thread only (the hooks check), hence `@unchecked Sendable`.
final class SessionTasks: @unchecked Sendable {
    /// Live tasks by address.
    @exclusivity(unchecked) private var byAddress = PointerTable<SessionTask>()
    /// The session's token: the one value its bindings carry into its tasks.
    let token = TaskOriginToken()
    /// The token's address, to read its count without holding a reference.
    private let tokenAddress: UnsafeRawPointer
    /// The token's strong references when the session last looked: its own,
    /// the bindings in force, and one for each live task that copied it.
    @exclusivity(unchecked) private var expected: Int
    /// Live tasks that copied the token but whose jobs never reached the
    /// session's queue as their own (an actor-isolated task, whose jobs run
    /// inside its actor's): counted, so that their end is not taken for another's.
    @exclusivity(unchecked) private var unseen = 0
    /// Recorded tasks, children included (each holds one copy of the token).
    @exclusivity(unchecked) private var carriers = 0
    /// References the token lost that no task accounts for (none is known
    /// to happen): kept so that the count an outer command expects stays true.
    @exclusivity(unchecked) private var unexplained = 0
    /// The recorded task whose own job is running, if any.
    @exclusivity(unchecked) private var runningTask: SessionTask?
    /// Whether the job running is a task's own (read before it runs: after,
    /// a task that completed may be gone).
    @exclusivity(unchecked) private var runningJobIsTask = false
    /// For each command running now (innermost last): what `scopeEnded` needs
    /// to restore the outer expectation without reading the count.
    @exclusivity(unchecked) private var scopes: [(expected: Int, carriers: Int, unseen: Int, unexplained: Int)] = []
    private var nextSequence = 0
    /// The open frame and role of a component, from the session's tracker.
    var componentLookup: (ObjectIdentifier) -> (frame: FrameID, role: ComponentRole)? = { _ in nil }
    /// The queue these tasks' jobs go to (set by the queue that owns this).
    weak var queue: SessionJobQueue?
    /// Told when a task starts, is cancelled or ends, for the trace.
    var eventObserver: ((SessionTask, TaskEvent) -> Void)?
    /// Whether `eventObserver` and `jobObserver` are told (the session sets it while its trace records).
    @exclusivity(unchecked) var reportsEvents = false
    /// Told when a job is about to run, for the trace's caller context: with
    /// its task, or nil when the job belongs to no task recorded here.
    var jobObserver: ((SessionTask?) -> Void)?

    /// What happened to a task, for the trace.
    enum TaskEvent {
        case started
        case cancelled
        case ended
    }

    /// The number of live tasks listed (child tasks are not).
    private(set) var count = 0

    init() {
        tokenAddress = UnsafeRawPointer(Unmanaged.passUnretained(token).toOpaque())
        expected = Int(TaskOriginToken.references(at: tokenAddress))
    }

    /// The live tasks in the order they started, without child tasks.
    var all: [SessionTask] {
        byAddress.allValues.filter { !$0.isChild }.sorted { $0.sequence < $1.sequence }
    }

    /// Gives back the task objects of tasks that never ended (the leak check names them).
    deinit {
        for task in byAddress.allValues {
            SessionTaskRegistry.remove(task.address)
            Unmanaged<AnyObject>.fromOpaque(task.address).release()
        }
    }

    /// The token's strong references now, read through its address.
    private var references: Int { Int(TaskOriginToken.references(at: tokenAddress)) }

    // MARK: - Jobs

    /// A job reached the session's queue: marks its task running, or records
    /// it when it is the first job of a task that has just copied the token.
    func noteEnqueued(_ job: UnownedJob) {
        let address = Self.address(of: job)
        let flags = viper_jobFlags(address)
        guard flags & Self.kindMask == 0 else {
            // Not a task: an actor's processing job, which the running task's
            // hop to that actor scheduled; the task may now end inside it.
            runningTask?.hoppedToActor = true
            return
        }
        if let task = byAddress[address] {
            task.waiting = .running
            task.hoppedToActor = false
            return
        }
        let now = references
        guard now > expected else { return }
        unseen += now - expected - 1
        expected = now
        record(address: address, isChild: flags & Self.childTaskFlag != 0)
    }

    /// A job is about to run: its task, if it is one of ours, is no longer
    /// queued; what it waits on next is whatever its job leaves behind.
    func willRun(_ job: UnownedJob) {
        LastTracedCall.clear()
        let address = Self.address(of: job)
        runningJobIsTask = viper_jobFlags(address) & Self.kindMask == 0
        guard !byAddress.isEmpty, let task = byAddress[address] else {
            if reportsEvents { jobObserver?(nil) }
            return
        }
        task.waiting = .suspended
        runningTask = task
        if reportsEvents { jobObserver?(task) }
    }

    /// A job ran: if the token lost references, that many tasks ended (see `endTasks`).
    func didRun(_ job: UnownedJob) {
        runningTask = nil
        let now = references
        guard now != expected else { return }
        if now > expected {
            // Copied by a task whose first job went elsewhere (to an actor).
            unseen += now - expected
        } else {
            endTasks(expected - now, ranJob: Self.address(of: job))
        }
        expected = now
    }

    /// Ends `count` tasks after the job at `ran` ran. A task ends in a job of
    /// its own, or inside the processing job of an actor it hopped to. So:
    /// the recorded task whose own job it was; for a task job of a task never
    /// recorded, an unseen task (its own job); then recorded tasks that hopped
    /// to an actor, children before parents (a parent outlives its children)
    /// and older before newer; then unseen tasks (actor-isolated ones end in
    /// their actor's jobs); then any other suspended task, and last any task.
    private func endTasks(_ count: Int, ranJob ran: UnsafeRawPointer) {
        var remaining = count
        func endUnseen() {
            let ended = min(remaining, unseen)
            unseen -= ended
            remaining -= ended
        }
        if let task = byAddress[ran] {
            end(task)
            remaining -= 1
        } else if runningJobIsTask {
            endUnseen()
        }
        guard remaining > 0 else { return }
        let tasks = byAddress.allValues.sorted { $0.sequence < $1.sequence }
        func endInOrder(_ candidates: [SessionTask]) {
            for task in candidates.filter(\.isChild) + candidates.filter({ !$0.isChild }) where remaining > 0 {
                guard byAddress[task.address] != nil else { continue }
                end(task)
                remaining -= 1
            }
        }
        endInOrder(tasks.filter(\.hoppedToActor))
        endUnseen()
        endInOrder(tasks.filter { $0.waiting == .suspended })
        endInOrder(tasks)
        unexplained += remaining
    }

    // MARK: - Waits

    /// The current task sleeps on the session's clock until `deadline` (ms).
    func noteSleeping(until deadline: Int64) {
        guard let address = Self.currentTaskAddress(), let task = byAddress[address] else { return }
        task.waiting = .clock(until: deadline)
    }

    /// The current task calls through `endpoint` (see `SessionServices.call`);
    /// returns its record, whose `service` the caller clears when the call ends.
    func noteServiceCall(_ endpoint: String, hanging: Bool) -> SessionTask? {
        guard let address = Self.currentTaskAddress(), let task = byAddress[address] else { return nil }
        task.service = (endpoint, hanging)
        return task
    }

    /// The current task asked for a sleep on a real clock, which the session holds.
    func noteWaitingOutside() {
        guard let address = Self.currentTaskAddress(), let task = byAddress[address] else { return }
        task.waiting = .outside
    }

    // MARK: - Scopes and lifetimes

    /// A command bound the token (see `VirtualScheduler.capturingTasks`):
    /// from now on its count includes the binding.
    func scopeBegan() {
        scopes.append((expected, carriers, unseen, unexplained))
        expected = references
    }

    /// A command's binding ends. The count the next look must find is the
    /// outer one plus the tasks that copied the token meanwhile, less those
    /// that ended (and any reference lost unexplained): computed, not read
    /// now, since the count may still include the binding and the caller's
    /// temporary (released whenever the compiler chooses), and their
    /// release is not a task ending.
    func scopeEnded() {
        guard let outer = scopes.popLast() else { return }
        expected = outer.expected + (carriers - outer.carriers) + (unseen - outer.unseen)
            - (unexplained - outer.unexplained)
    }

    /// Cancels the live tasks `frame` owns (its module closed). Their
    /// cancellation handlers run now; they end when their jobs run.
    func cancelTasks(of frame: FrameID) {
        guard !byAddress.isEmpty else { return }
        for task in all where task.frame == frame && !task.cancelled {
            task.cancelled = true
            viper_cancelTask(UnsafeMutableRawPointer(mutating: task.address))
            if reportsEvents { eventObserver?(task, .cancelled) }
        }
    }

    /// Cancels every live task (the session is going away).
    func cancelAll() {
        for task in all where !task.cancelled {
            task.cancelled = true
            viper_cancelTask(UnsafeMutableRawPointer(mutating: task.address))
        }
    }

    private func record(address: UnsafeRawPointer, isChild: Bool) {
        carriers += 1
        var owner: TraceParticipant?
        var site: StartSite
        if let object = LastTracedCall.object, let component = componentLookup(object), let type = LastTracedCall.type {
            owner = .component(component.frame, component.role)
            site = .traced(type, method: LastTracedCall.method)
        } else if let creator = Self.currentTaskAddress().flatMap({ byAddress[$0] }) {
            owner = creator.owner
            site = .text(creator.startSite)
        } else {
            owner = nil
            site = .text("(no traced call)")
        }
        _ = Unmanaged<AnyObject>.fromOpaque(address).retain()
        let task = SessionTask(address: address, isChild: isChild, owner: owner, site: site, sequence: nextSequence)
        nextSequence += 1
        byAddress[address] = task
        if let queue { SessionTaskRegistry.add(address, queue: queue) }
        if !isChild {
            count += 1
            if reportsEvents { eventObserver?(task, .started) }
        }
    }

    private func end(_ task: SessionTask) {
        byAddress[task.address] = nil
        SessionTaskRegistry.remove(task.address)
        carriers -= 1
        if !task.isChild {
            count -= 1
            if reportsEvents { eventObserver?(task, .ended) }
        }
        Unmanaged<AnyObject>.fromOpaque(task.address).release()
    }

    /// `JobFlags`: the kind (0 for a task) in the low byte; bit 24 marks a child task.
    private static let kindMask: UInt32 = 0xFF
    private static let childTaskFlag: UInt32 = 1 << 24

    static func address(of job: UnownedJob) -> UnsafeRawPointer {
        unsafeBitCast(job, to: UnsafeRawPointer.self)
    }

    static func currentTaskAddress() -> UnsafeRawPointer? {
        withUnsafeCurrentTask { task in task.map { unsafeBitCast($0, to: UnsafeRawPointer.self) } }
    }
}
