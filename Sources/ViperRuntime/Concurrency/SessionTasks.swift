import CSwiftConcurrencyHooks
@_spi(ExperimentalCustomExecutors) import _Concurrency

/// The live tasks that module code started in one session: which frame owns
/// each, where it started, what it waits on, and when it ends.
///
/// A task is recorded when its first job reaches the session (`noteEnqueued`)
/// with the command's `TaskOriginToken` copied into it, that is, an
/// unstructured `Task { }` started by module code or by another of the
/// session's tasks. Child tasks (`async let`, task groups) belong to their
/// parent and are not listed; `Task.detached` copies no task-local values and
/// is not listed either. A task ends when the token's reference count falls
/// after one of its jobs ran (see `TaskOriginToken`).
///
/// Main thread only (the hooks check), hence `@unchecked Sendable`.
final class SessionTasks: @unchecked Sendable {
    /// Live tasks by address.
    @exclusivity(unchecked) private var byAddress: [UnsafeRawPointer: SessionTask] = [:]
    /// The tokens of live tasks, by address. The session holds one reference
    /// to each (taken and given back by hand, so that no local variable ever
    /// adds one while a count is read).
    @exclusivity(unchecked) private var tokens: [UnsafeRawPointer: TokenCount] = [:]
    /// The tokens of the commands running now, innermost last.
    @exclusivity(unchecked) private var scopes: [UnsafeRawPointer] = []
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

    /// What the session knows of one token it holds.
    private struct TokenCount {
        /// The token's strong references when the session last looked.
        var expected: UInt = 0
        /// How many recorded tasks carry it.
        var liveTasks = 0
    }

    /// What happened to a task, for the trace.
    enum TaskEvent {
        case started
        case cancelled
        case ended
    }

    /// The number of live tasks listed (child tasks are not).
    private(set) var count = 0

    /// The live tasks in the order they started, without child tasks.
    var all: [SessionTask] {
        byAddress.values.filter { !$0.isChild }.sorted { $0.sequence < $1.sequence }
    }

    /// Gives back the references the session still holds: the tokens, and
    /// the task objects of tasks that never ended (the leak check names them).
    deinit {
        for task in byAddress.values {
            SessionTaskRegistry.remove(task.address)
            Unmanaged<AnyObject>.fromOpaque(task.address).release()
        }
        for tokenAddress in tokens.keys { Unmanaged<TaskOriginToken>.fromOpaque(tokenAddress).release() }
    }

    // MARK: - Jobs

    /// A job reached the session's queue: marks its task running, or records
    /// it when it is the first job of a task that module code just started.
    func noteEnqueued(_ job: UnownedJob) {
        let address = Self.address(of: job)
        let flags = viper_jobFlags(address)
        guard flags & Self.kindMask == 0 else { return }  // not a task
        if let task = byAddress[address] {
            task.waiting = .running
            return
        }
        guard let tokenAddress = TaskOrigin.tokenAddress else { return }
        let expected = tokens[tokenAddress]?.expected ?? scopeExpectation(of: tokenAddress)
        let references = TaskOriginToken.references(at: tokenAddress)
        guard references > expected else { return }
        record(address: address, tokenAddress: tokenAddress, isChild: flags & Self.childTaskFlag != 0)
    }

    /// A job is about to run: its task, if it is one of ours, is no longer
    /// queued; what it waits on next is whatever its job leaves behind.
    func willRun(_ job: UnownedJob) {
        LastTracedCall.clear()
        guard !byAddress.isEmpty, let task = byAddress[Self.address(of: job)] else {
            if reportsEvents { jobObserver?(nil) }
            return
        }
        task.waiting = .suspended
        if reportsEvents { jobObserver?(task) }
    }

    /// A job ran: any task whose token lost references has ended. The task
    /// whose own job ran ends first, then child tasks (a parent outlives its
    /// children), then the oldest.
    func didRun(_ job: UnownedJob) {
        guard !tokens.isEmpty else { return }
        // A task ends in one of its own jobs: after a job of a recorded task,
        // only that task's token can have lost a reference. Other jobs (an
        // actor's, which runs tasks' jobs inline) are checked against every token.
        if let task = byAddress[Self.address(of: job)] {
            check(task.tokenAddress, ranJob: job)
        } else {
            for tokenAddress in Array(tokens.keys) { check(tokenAddress, ranJob: job) }
        }
    }

    /// Ends the tasks whose copies of the token at `tokenAddress` are gone,
    /// and gives the token back once no recorded task carries it.
    private func check(_ tokenAddress: UnsafeRawPointer, ranJob job: UnownedJob) {
        guard let expected = tokens[tokenAddress]?.expected else { return }
        let now = TaskOriginToken.references(at: tokenAddress)
        guard now != expected else { return }
        if now < expected {
            endTasks(Int(expected - now), of: tokenAddress, ranJob: Self.address(of: job))
        }
        tokens[tokenAddress]!.expected = TaskOriginToken.references(at: tokenAddress)
        if tokens[tokenAddress]!.liveTasks == 0 {
            tokens[tokenAddress] = nil
            Unmanaged<TaskOriginToken>.fromOpaque(tokenAddress).release()
        }
    }

    /// Ends `count` tasks carrying the token at `tokenAddress`: the one whose
    /// own job ran first, then child tasks (a parent outlives its children),
    /// then the oldest.
    private func endTasks(_ count: Int, of tokenAddress: UnsafeRawPointer, ranJob ran: UnsafeRawPointer) {
        var remaining = count
        if let task = byAddress[ran], task.tokenAddress == tokenAddress {
            end(task)
            remaining -= 1
        }
        guard remaining > 0 else { return }
        let tasks = byAddress.values.filter { $0.tokenAddress == tokenAddress }.sorted { $0.sequence < $1.sequence }
        for task in tasks.filter(\.isChild) + tasks.filter({ !$0.isChild }) where remaining > 0 {
            end(task)
            remaining -= 1
        }
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

    /// A command bound its token (see `VirtualScheduler.capturingTasks`).
    func scopeBegan(_ tokenAddress: UnsafeRawPointer) {
        scopes.append(tokenAddress)
        scopeReferences.append(TaskOriginToken.references(at: tokenAddress))
    }

    /// The references of each running command's token when it was bound.
    @exclusivity(unchecked) private var scopeReferences: [UInt] = []

    /// The references a scope's token had before any task took it.
    private func scopeExpectation(of tokenAddress: UnsafeRawPointer) -> UInt {
        scopes.lastIndex(of: tokenAddress).map { scopeReferences[$0] } ?? UInt.max
    }

    /// A command's binding ends. Its token keeps one reference per live task
    /// that copied it, plus the session's own: that is what the next look
    /// must find. Not read from the count now, which may still include the
    /// binding and the caller's temporary (released whenever the compiler
    /// chooses); their release is not a task ending.
    func scopeEnded() {
        guard let tokenAddress = scopes.popLast() else { return }
        scopeReferences.removeLast()
        if let count = tokens[tokenAddress] { tokens[tokenAddress]!.expected = 1 + UInt(count.liveTasks) }
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

    private func record(address: UnsafeRawPointer, tokenAddress: UnsafeRawPointer, isChild: Bool) {
        if tokens[tokenAddress] == nil {
            _ = Unmanaged<TaskOriginToken>.fromOpaque(tokenAddress).retain()
            tokens[tokenAddress] = TokenCount()
        }
        tokens[tokenAddress]!.liveTasks += 1
        tokens[tokenAddress]!.expected = TaskOriginToken.references(at: tokenAddress)
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
        let task = SessionTask(
            address: address, tokenAddress: tokenAddress, isChild: isChild, owner: owner, site: site,
            sequence: nextSequence)
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
        tokens[task.tokenAddress]?.liveTasks -= 1
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

