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

    /// Connects the session's task records to the tracker (closes, leaks)
    /// and to the trace (starts, cancellations, ends).
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
                recorder.record(.task, from: nil, to: task.creator ?? .component(owner, .interactor), "task \(verb): \(task.site.text)")
            }
        }
        tasks.jobObserver = { task in
            MainActor.assumeIsolated {
                TraceRecorder.current?.taskJobWillRun(owner: task.flatMap { $0.creator ?? $0.owner.map { .component($0, .interactor) } })
            }
        }
        tasks.isFrameOpen = { [unowned(unsafe) tracker] frame in
            MainActor.assumeIsolated { tracker.isOpen(frame) }
        }
        tracker.frameClosedObserver = { [unowned(unsafe) self] frame in
            if cancelsTasksOnClose { tasks.cancelTasks(of: frame) }
        }
        tracker.survivingTasks = { [unowned(unsafe) tracker] in
            MainActor.assumeIsolated {
                tasks.all.compactMap { task in
                    guard let frame = task.owner, !tracker.isOpen(frame) else { return nil }
                    return (frame.module, task.site.text)
                }
            }
        }
    }

    /// Whether closing a module cancels the tasks its code started (`set
    /// cancel-on-close on`). Off by default: as in the app, a task lives until
    /// it ends or module code cancels it (a module that cancels its work in
    /// `deinit` still does), and `tasks` marks a task that outlived its module.
    public var cancelsTasksOnClose = false

    /// The live tasks that module code started, in the order they started:
    /// their frame, where they started and what they wait on.
    public var tasks: [SessionTaskInfo] {
        scheduler.jobs.tasks.infos(sessionHasWork: scheduler.hasWorkBesidesTasks)
    }

    /// Whether any task module code started is alive (cheap: no list is made).
    public var hasTasks: Bool { scheduler.jobs.tasks.count > 0 }

    /// The live tasks waiting on something the session does not drive (see `tasks`).
    public var tasksWaitingOutside: [SessionTaskInfo] {
        tasks.filter(\.waiting.isOutside)
    }

    /// Tasks whose jobs arrived from another thread after the session had
    /// stopped waiting for them (their order against virtual time may differ
    /// from run to run), by label, in the order they arrived.
    package var lateOutsideArrivals: [String] { scheduler.jobs.tasks.lateArrivals }

    /// How long, in real time, the session waits at an idle point for a
    /// task's resumption from another thread (`100ms`), for messages.
    package static var outsideResumptionWaitDescription: String {
        "\(SessionJobQueue.outsideResumptionWait.components.seconds * 1000 + SessionJobQueue.outsideResumptionWait.components.attoseconds / 1_000_000_000_000_000)ms"
    }

    /// Declares the tasks started at `site` (as `tasks` shows it) session-lived:
    /// they may outlive their module without failing `--strict`. Returns how
    /// many live tasks it marked; tasks started there later are marked too.
    @discardableResult
    package func declareSessionLived(site: String) -> Int {
        scheduler.jobs.tasks.declareSessionLived(site: site)
    }

    /// More pending work, from outside the runtime (work of an embedder's own
    /// that the session cannot see): each source returns its items when
    /// asked, and `pendingWork` lists them after the session's own.
    public var pendingWorkSources: [@MainActor () -> [PendingWork.Item]] = []

    /// What the session still holds: timers and clock sleepers not yet due,
    /// live tasks and what they wait on (session-lived ones aside), service
    /// calls still waiting for their answer (a `hangs` stub's among them),
    /// then the items of `pendingWorkSources`.
    public var pendingWork: PendingWork {
        PendingWork(
            items: scheduler.waitingWork + tasks.filter(\.isPendingWork).map { .task($0) }
                + services.endpoints.waitingCalls.map { .call($0) } + (mainQueueWorkDescription.map { [.other($0)] } ?? [])
                + pendingWorkSources.flatMap { $0() })
    }

    /// Says, from any thread, what the session's thread runs now (`a job of
    /// the task Deadlock#1 (action block), inside action block of
    /// Deadlock#1`), or nil when it runs no module code: what a watchdog
    /// names when that thread stops making progress.
    package private(set) lazy var activityProbe: @Sendable () -> String? = { [weak tasks = scheduler.jobs.tasks] in
        tasks?.activityDescription()
    }

    /// `DispatchQueue.main work, which the shell never runs, enqueued during action async of MainQueueWork#1`, or nil.
    package var mainQueueWorkDescription: String? {
        mainQueueWork.map { "DispatchQueue.main work, which the shell never runs, enqueued during \($0)" }
    }

    /// The frame on top of the stack.
    public var top: ModuleFrame? { stack.top }

    /// Closes everything and opens `name` as the root, configured with `parameters`.
    public func open(_ name: String, parameters: [String: String] = [:]) throws {
        try open(name, parameters: parameters, alone: false)
    }

    /// Closes everything and opens `name` as the root, configured with
    /// `parameters`; `alone`, with every module it asks to open faked (see `NavigationLog.Fakes`).
    public func open(_ name: String, parameters: [String: String] = [:], alone: Bool) throws {
        try faking(alone ? .allExcept(name) : .none) {
            try command("open \(name)") { try stack.openRoot(name, parameters: parameters) }
        }
    }

    /// Closes everything and opens `key`'s module as the root, handing its
    /// typed input to `configure` (what a test does instead of string parameters).
    @discardableResult
    public func open<Input>(_ key: ModuleKey<Input>, configure: (Input) throws -> Void = { _ in }) throws -> Input {
        try open(key, alone: false, configure: configure)
    }

    /// Closes everything and opens `key`'s module as the root, handing its
    /// typed input to `configure`; `alone`, with every module it asks to open faked.
    @discardableResult
    public func open<Input>(_ key: ModuleKey<Input>, alone: Bool, configure: (Input) throws -> Void = { _ in }) throws -> Input {
        try faking(alone ? .allExcept(key.name) : .none) {
            try command("open \(key.name)") { try stack.open(key.name, as: Input.self, placement: .root, output: nil, configure: configure) }
        }
    }

    /// Replaces the stack with a resolved route's modules, all or nothing (see `TransitionStack.openRoute`).
    public func open(route steps: [RouteStep]) throws {
        try faking(.none) {
            try command("route") { try stack.openRoute(steps) }
        }
    }

    /// Runs an open with `fakes` in force (the new root's requests are
    /// answered so from its first); a failed open leaves the old setting.
    private func faking<Result>(_ fakes: NavigationLog.Fakes, _ open: () throws -> Result) throws -> Result {
        let previous = stack.navigation.fakes
        stack.navigation.fakes = fakes
        do {
            return try open()
        } catch {
            stack.navigation.fakes = previous
            throw error
        }
    }

    // MARK: - Navigation log and fakes

    /// The requests modules made to open, present, embed and close modules, oldest first.
    package var navigation: NavigationLog { stack.navigation }

    /// The open fake frames, bottom of the stack first (a container's before the children in its slots).
    package var fakeFrames: [ModuleFrame] {
        var found: [ModuleFrame] = []
        func visit(_ frame: ModuleFrame) {
            if frame.fake != nil { found.append(frame) }
            for child in frame.embedded { visit(child) }
        }
        for frame in stack.frames { visit(frame) }
        return found
    }

    /// The topmost open fake of `module`, or the error naming the fakes that are open.
    package func fakeFrame(of module: String) throws(FakeModuleError) -> ModuleFrame {
        let fakes = fakeFrames
        guard let frame = fakes.last(where: { $0.moduleName == module }) else {
            throw .noFake(module: module, open: fakes.map(\.id.description))
        }
        return frame
    }

    /// Makes the topmost fake of `module` send its output event `event`, with
    /// `payload` (JSON) when the event carries one, as that module's code.
    package func emit(_ event: String, from module: String, payload: JSONValue?) throws {
        try emit(event, from: module, payload: payload, frame: try fakeFrame(of: module))
    }

    /// Makes the fake `frame` send its output event `event` (see `emit(_:from:payload:)`).
    package func emit(_ event: String, from module: String, payload: JSONValue?, frame: ModuleFrame) throws {
        guard let fake = frame.fake, let declared = fake.events.first(where: { $0.name == event }) else {
            throw FakeModuleError.unknownEvent(module: module, event: event, known: frame.fake?.events.map(\.usage) ?? [])
        }
        let output = try output(of: frame)
        try command("emit \(event) from \(frame.id)") { try stack.runningCode(of: frame.id, .action("emit \(event)")) { try declared.send(output, payload) } }
    }

    /// Makes the fake `frame` call its opener's output typed, as that module's code.
    package func send<Output>(from frame: ModuleFrame, as type: Output.Type, _ call: (Output) throws -> Void) throws {
        let output = try output(of: frame)
        guard let typed = output as? Output else {
            throw FakeModuleError.outputMismatch(event: "the call", expected: "\(Output.self)", found: "\(Swift.type(of: output))")
        }
        try command("emit from \(frame.id)") { try stack.runningCode(of: frame.id, .action("emit")) { try call(typed) } }
    }

    /// The output a fake's opener gave it.
    private func output(of frame: ModuleFrame) throws(FakeModuleError) -> any ModuleOutput {
        guard let fake = frame.fake, let output = fake.output else {
            throw .noOutput(fake: frame.id.description, opener: frame.fake?.opener.description ?? "its opener")
        }
        return output
    }

    /// Closes the fake `frame` as its module would close itself (`closeCurrentModule()`), logged as its request.
    package func close(fake frame: ModuleFrame) throws {
        guard frame.isOpen else { throw TransitionError.frameClosed(frame.id.description) }
        command("close \(frame.id)") { frame.closeCurrentModule() }
    }

    /// Closes the top module (`back`).
    public func back() throws {
        try command("back") { try stack.closeTop() }
    }

    /// Performs an action of the top module's view (or of a child embedded in it).
    public func perform(action name: String, words: [String]) throws {
        guard let top else { throw TransitionError.emptyStack }
        try command("action \(name) of \(top.id)") {
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
    /// The stack binds each frame's context where it calls that frame's code;
    /// what runs outside any frame is the session's own.
    private func command<Result>(_ described: @autoclosure () -> String, _ body: () throws -> Result) rethrows -> Result {
        scheduler.jobs.tasks.reportsEvents = trace.isRecording
        if MainQueueWatch.isEnabled { _ = MainQueueWatch.takeSignal() }
        defer { noteMainQueueWork(described()) }
        return try scheduler.running(in: scheduler.jobs.tasks.context(owner: nil, site: .session)) {
            try trace.command(on: stack, body)
        }
    }

    /// Work handed to the main dispatch queue, which the shell never runs:
    /// the first command after which it was seen, in words (see `MainQueueWatch`).
    package private(set) var mainQueueWork: String?

    private func noteMainQueueWork(_ described: @autoclosure () -> String) {
        guard MainQueueWatch.isEnabled, MainQueueWatch.takeSignal(), mainQueueWork == nil else { return }
        mainQueueWork = described()
    }

    /// A command that only runs pending work (see `VirtualScheduler.runningWork`).
    private func runningWork<Result>(_ body: () throws -> Result) rethrows -> Result {
        scheduler.jobs.tasks.reportsEvents = trace.isRecording
        if MainQueueWatch.isEnabled { _ = MainQueueWatch.takeSignal() }
        defer { noteMainQueueWork("work the session ran at \(scheduler.now.milliseconds)ms") }
        return try scheduler.runningWork { try trace.command(on: stack, body) }
    }

    /// Closes every module, for the end of a session; the tracker can then
    /// confirm that nothing survived. Closing cancels no task (unless
    /// `cancelsTasksOnClose`); the jobs closing makes runnable run here (no
    /// timer runs and the clock does not move), so a task that keeps a closed
    /// module's components alive is named by the tracker's `leaks()`.
    public func closeAll() {
        command("closing every module") {
            stack.closeAll()
            try? scheduler.runQueuedJobs()
        }
    }

    /// Ends the session's tasks, as the end of an app's process would: cancels
    /// every live task and runs the jobs that makes runnable (no timer runs
    /// and the clock does not move). Call after `closeAll()` and the leak check.
    /// Returns what kept running when a task ignored its cancellation and
    /// looped (runaway work, named), or nil.
    @discardableResult
    package func cancelRemainingTasks() -> String? {
        // A cancelled task that still runs 100,000 jobs at one instant ignores its cancellation.
        let limit = scheduler.runawayLimit
        scheduler.runawayLimit = min(limit, 100_000)
        defer { scheduler.runawayLimit = limit }
        return runningWork { () -> String? in
            scheduler.jobs.tasks.cancelAll()
            do throws(VirtualScheduler.RunawayWorkError) {
                try scheduler.runQueuedJobs()
                return nil
            } catch {
                return error.culprit ?? "\(error)"
            }
        }
    }
}
