/// One run of modules: a registry, a transition stack, a virtual clock and a
/// live-object tracker, made fresh for every interactive session and every
/// scenario so that nothing carries over between them.
///
/// This is what a shell drives. It knows nothing of commands or terminals:
/// `open`, `back`, actions and time are method calls here.
@MainActor
public final class ViperSession {
    public let registry: ModuleRegistry
    public let scheduler: VirtualScheduler
    public let tracker: LiveObjectTracker
    public let stack: TransitionStack
    /// The message flow, recorded between `trace.start()` and `trace.stop()`.
    public let trace: TraceRecorder

    /// The session's services and endpoints (stub rules, calls).
    public let services: SessionServices

    /// A session over `registry`, with `services` (fresh ones by default; a
    /// shell makes them first, so that registering modules can provide services).
    public init(registry: ModuleRegistry, services: SessionServices? = nil, traceCapacity: Int = TraceRecorder.defaultCapacity) {
        self.registry = registry
        let services = services ?? SessionServices()
        self.services = services
        scheduler = services.scheduler
        tracker = LiveObjectTracker()
        stack = TransitionStack(registry: registry, scheduler: scheduler, tracker: tracker, services: services)
        trace = TraceRecorder(capacity: traceCapacity, scheduler: scheduler, tracker: tracker)
        wireTasks()
    }

    /// Connects the session's task records to the tracker (owners, closes,
    /// leaks) and to the trace (starts, cancellations, ends).
    private func wireTasks() {
        let tasks = scheduler.jobs.tasks
        tasks.componentLookup = { [unowned(unsafe) tracker] id in
            MainActor.assumeIsolated { tracker.openComponent(withIdentity: id) }
        }
        tasks.eventObserver = { task, event in
            MainActor.assumeIsolated {
                guard let recorder = TraceRecorder.current, let owner = task.owner else { return }
                let verb = switch event {
                case .started: "started"
                case .cancelled: "cancelled"
                case .ended: "ended"
                }
                recorder.record(.task, from: nil, to: owner, "task \(verb): \(task.startSite)")
            }
        }
        tasks.jobObserver = { task in
            MainActor.assumeIsolated { TraceRecorder.current?.taskJobWillRun(owner: task?.owner) }
        }
        tracker.frameClosedObserver = { frame in tasks.cancelTasks(of: frame) }
        tracker.survivingTasks = { [unowned(unsafe) tracker] in
            MainActor.assumeIsolated {
                tasks.all.compactMap { task in
                    guard let frame = task.frame, !tracker.isOpen(frame) else { return nil }
                    return (frame.module, task.startSite)
                }
            }
        }
    }

    /// The live tasks that module code started, in the order they started:
    /// their frame, where they started and what they wait on. A task
    /// suspended on something other than the clock counts as waiting
    /// outside once the session has no job, timer or sleeper left that could resume it.
    public var tasks: [LiveTask] {
        taskRecords.map { LiveTask(frame: $0.frame, startSite: $0.startSite, waiting: $0.waiting.description) }
    }

    /// Whether any task module code started is alive (cheap: no list is made).
    public var hasTasks: Bool { scheduler.jobs.tasks.count > 0 }

    /// The live tasks waiting on something the session does not drive (see `tasks`).
    public var tasksWaitingOutside: [LiveTask] {
        taskRecords.filter { $0.waiting == .outside }.map {
            LiveTask(frame: $0.frame, startSite: $0.startSite, waiting: $0.waiting.description)
        }
    }

    /// `tasks` as the session's own records, what each waits on as a value.
    package var taskRecords: [SessionTaskInfo] {
        let idle = scheduler.pendingCount == 0
        return scheduler.jobs.tasks.all.map { task in
            var waiting: SessionTaskInfo.Waiting = task.waiting == .suspended && idle ? .outside : task.waiting
            if let service = task.service, waiting != .running, waiting != .outside || service.hanging {
                waiting = .service(service.endpoint)
            }
            return SessionTaskInfo(frame: task.frame, startSite: task.startSite, waiting: waiting)
        }
    }

    /// More pending work, from outside the runtime (work of an embedder's own
    /// that the session cannot see): each source returns its items when
    /// asked, and `pendingWork` lists them after the session's own.
    public var pendingWorkSources: [@MainActor () -> [PendingWork.Item]] = []

    /// What the session still holds: timers and clock sleepers not yet due,
    /// live tasks and what they wait on, service calls still waiting for their
    /// answer (a `hangs` stub's among them), then the items of `pendingWorkSources`.
    public var pendingWork: PendingWork {
        PendingWork(
            items: scheduler.waitingWork + tasks.map { .task($0) } + services.endpoints.waitingCalls.map { .call($0) }
                + pendingWorkSources.flatMap { $0() })
    }

    /// The frame on top of the stack.
    public var top: ModuleFrame? { stack.top }

    /// Closes everything and opens `name` as the root, configured with `parameters`.
    public func open(_ name: String, parameters: [String: String] = [:]) throws {
        try command { try stack.openRoot(name, parameters: parameters) }
    }

    /// Closes everything and opens `key`'s module as the root, handing its
    /// typed input to `configure` (what a test does instead of string parameters).
    @discardableResult
    public func open<Input>(_ key: ModuleKey<Input>, configure: (Input) throws -> Void = { _ in }) throws -> Input {
        try command { try stack.open(key.name, as: Input.self, placement: .root, output: nil, configure: configure) }
    }

    /// Replaces the stack with a resolved route's modules, all or nothing (see `TransitionStack.openRoute`).
    public func open(route steps: [RouteStep]) throws {
        try command { try stack.openRoute(steps) }
    }

    /// Closes the top module (`back`).
    public func back() throws {
        try command { try stack.closeTop() }
    }

    /// Performs an action of the top module's view (or of a child embedded in it).
    public func perform(action name: String, words: [String]) throws {
        guard let top else { throw TransitionError.emptyStack }
        try command {
            if trace.isRecording, let owner = top.findAction(named: name)?.frame { trace.recordAction(name, words: words, on: owner) }
            try top.perform(action: name, words: words)
        }
    }

    /// Runs pending work and timers until none is left.
    public func settle() throws {
        try runningWork { try scheduler.runUntilIdle() }
    }

    /// Runs the work due by `deadline` (the shell's autosettle), leaving later work waiting.
    /// Recorded like any command, so timers firing and what they cause appear in the trace.
    public func runWork(dueBy deadline: VirtualDuration) throws {
        try runningWork { try scheduler.runWork(dueBy: deadline) }
    }

    /// Advances the virtual clock, running what comes due.
    public func wait(_ duration: VirtualDuration) throws {
        try runningWork { try scheduler.advance(by: duration) }
    }

    /// The state dump as a value.
    public func dump(width: Int = ScreenRenderer.defaultWidth) -> JSONValue {
        StateDump.make(of: stack, clock: scheduler.now, width: width)
    }

    /// The state dump as text, ending with a newline.
    public func dumpText(width: Int = ScreenRenderer.defaultWidth) -> String {
        StateDump.text(of: stack, clock: scheduler.now, width: width)
    }

    /// Writes the dump's text (the bytes of `dumpText`) to `sink` in chunks,
    /// without holding the whole text (see `StateDump.write`).
    public func writeDump<Failure: Error>(
        width: Int = ScreenRenderer.defaultWidth, to sink: (UnsafeBufferPointer<UInt8>) throws(Failure) -> Void
    ) throws(Failure) {
        try StateDump.write(of: stack, clock: scheduler.now, width: width, to: sink)
    }

    /// Runs one command's module code: traced when tracing is on, and with the
    /// jobs of any task it starts or resumes going to this session's scheduler.
    private func command<Result>(_ body: () throws -> Result) rethrows -> Result {
        scheduler.jobs.tasks.reportsEvents = trace.isRecording
        return try scheduler.capturingTasks { try trace.command(on: stack, body) }
    }

    /// A command that only runs pending work (see `VirtualScheduler.runningWork`).
    private func runningWork<Result>(_ body: () throws -> Result) rethrows -> Result {
        scheduler.jobs.tasks.reportsEvents = trace.isRecording
        return try scheduler.runningWork { try trace.command(on: stack, body) }
    }

    /// Closes every module, for the end of a session; the tracker can then
    /// confirm that nothing survived.
    ///
    /// Closing cancels each module's tasks; the jobs that cancellation makes
    /// runnable run here too (no timer runs and the clock does not move), so
    /// a task that honours cancellation is gone afterwards and one that does
    /// not is named by the tracker's `leaks()`.
    public func closeAll() {
        command {
            stack.closeAll()
            try? scheduler.runQueuedJobs()
        }
    }
}
