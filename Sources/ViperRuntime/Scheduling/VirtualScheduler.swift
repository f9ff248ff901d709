
/// Runs deferred work, timers, simulated service callbacks and the jobs of
/// the session's Swift tasks on a virtual clock.
///
/// Nothing here reads the wall clock or uses threads: work runs only when the
/// session calls `runUntilIdle()` or `advance(by:)`, in deadline order, and
/// work with equal deadlines runs in the order it was scheduled. Before each
/// timer, every job of the session's tasks that can run does run (in the order
/// the jobs were enqueued), so a task woken by a timer or a `VirtualClock`
/// sleeper finishes its step before the next timer fires. That is what makes
/// a script produce the same bytes on every run.
@MainActor
public final class VirtualScheduler {
    /// Work that did not finish because it kept scheduling more work.
    public struct RunawayWorkError: Error, CustomStringConvertible {
        /// How many jobs and timers ran before the limit stopped them.
        public var executed: Int
        /// What ran most in the last stretch before the limit, in words
        /// (`task Waiter#1 (WaiterInteractor.spin) ran 4096 of the last 4096 …`).
        package var culprit: String?

        public var description: String {
            "pending work did not settle after \(executed) jobs and timers"
                + (culprit.map { ": \($0)" } ?? " (a timer that keeps rescheduling itself?)")
        }
    }

    /// A wait that would move the clock past `VirtualScheduler.latestTime`.
    public struct ClockLimitError: Error, CustomStringConvertible {
        /// The clock when the wait was asked for.
        public var now: VirtualDuration
        /// The wait that was refused.
        public var requested: VirtualDuration
        public var description: String {
            "the virtual clock cannot go past \(VirtualScheduler.latestTime.milliseconds)ms "
                + "(it is at \(now.milliseconds)ms; waiting \(requested.milliseconds)ms more would pass it)"
        }
    }

    /// The latest time the clock can show: 10^15 ms, about 31,700 years.
    /// Every sum of user-supplied durations is checked against it, so no
    /// script can overflow the clock's arithmetic.
    nonisolated public static let latestTime = VirtualDuration(milliseconds: 1_000_000_000_000_000)

    /// How many jobs and timers one `runUntilIdle()` may run before it gives
    /// up: enough for finite work of any reasonable size (a task group of
    /// 100,000 children sleeping on the clock is some 400,000), few enough that
    /// a loop is named within seconds.
    public var runawayLimit = 10_000_000

    /// Chooses among work ready at the same virtual time (see `ReadyWorkOrder`);
    /// nil, the default, runs the scheduler's single order.
    package var workOrder: (any ReadyWorkOrder)?

    /// The virtual time, from 0 at the start of a session.
    public private(set) var now: VirtualDuration = .zero {
        didSet { clock.elapsedMilliseconds = now.milliseconds }
    }

    /// The same virtual time as a Swift `Clock`, for module code written with
    /// Swift concurrency: its sleepers and this scheduler's timers share one
    /// timeline and one order.
    public let clock = VirtualClock()

    /// The jobs of the session's tasks, run before each timer and when settling.
    let jobs = SessionJobQueue()

    /// When cancelled entries outnumber this and half the queue, the queue is
    /// rebuilt without them, so a debounce cancelled a million times does not
    /// keep a million dead closures (with `autosettle off` nothing runs them out).
    nonisolated static let compactionThreshold = 64

    private var queue = MinHeap<Entry>()
    private var nextSequence: UInt64 = 0
    private var cancelled = Set<UInt64>()
    private var waiting = Set<UInt64>()

    public init() {
        SessionJobHooks.sessionStarted()
        clock.scheduler = self
    }

    deinit {
        SessionJobHooks.sessionEnded()
    }

    /// The number of scheduled callbacks and clock sleepers that have not run
    /// or been cancelled, plus the jobs of tasks waiting to run.
    public var pendingCount: Int { waiting.count + jobs.count }

    /// Whether running work could do anything now: something is pending, or
    /// a job held from another thread (or one owed to a task that just
    /// suspended) may be admitted at the next idle point.
    package var mayRunWork: Bool { pendingCount > 0 || jobs.mayAdmitOutsideJobs }

    /// Whether timers, clock sleepers or jobs are waiting: work that could
    /// still resume a task suspended on something else.
    var hasWorkBesidesTasks: Bool { !waiting.isEmpty || jobs.count > 0 }

    /// Runs `body` with this scheduler taking the jobs of the tasks that code
    /// running on the main actor starts or resumes (see `SessionJobHooks`);
    /// they run when the scheduler next runs work. Tasks `body` starts belong
    /// to the session's own code (no module): a unit test starting an
    /// interactor's work uses this; a session runs module code with
    /// `running(in:)`, which names the frame.
    @discardableResult
    public func capturingTasks<Result>(_ body: () throws -> Result) rethrows -> Result {
        try running(in: jobs.tasks.context(owner: nil, site: .session), body)
    }

    /// Runs `body`, the session's own code (its services being built): the
    /// tasks it starts are the session's, owned by no module, and session-lived.
    package func runningSessionCode<Result>(_ body: () throws -> Result) rethrows -> Result {
        try running(in: jobs.tasks.context(owner: nil, site: .session, sessionLived: true), body)
    }

    /// Runs `body`, module code of `context`, with this scheduler taking the
    /// jobs it enqueues and `context` bound as the mark of the tasks it starts
    /// (see `TaskMark`). Nested calls restore the outer context afterwards.
    func running<Result>(in context: TaskContext, _ body: () throws -> Result) rethrows -> Result {
        try takingJobs { try TaskMark.withContext(context, body) }
    }

    /// The context of the code running now, to bind again later (a timer's
    /// work runs as the code that armed it): the bound context, or one made
    /// from the running task's record; nil when no module code runs.
    func currentContext() -> TaskContext? {
        guard let payload = TaskMark.current else { return nil }
        if let running = jobs.tasks.runningComponent {
            // A traced method of a module ran: the timer is that module's.
            return TaskContext(
                tasks: payload.tasks, owner: running.frame, site: payload.site, sessionLived: payload.sessionLived,
                creator: .component(running.frame, running.role))
        }
        if let context = payload as? TaskContext { return context }
        return TaskContext(
            tasks: payload.tasks, owner: payload.owner, site: payload.site, sessionLived: payload.sessionLived, creator: payload.creator)
    }

    /// A command that only runs pending work (settle, wait, autosettle):
    /// module code runs there only in the jobs of its tasks, which carry
    /// their own marks, and in timers, which `run` binds one by one.
    package func runningWork<Result>(_ body: () throws -> Result) rethrows -> Result {
        try takingJobs(body)
    }

    /// Runs `body` with this scheduler taking the jobs that code on the
    /// calling thread enqueues (see `SessionJobHooks`).
    private func takingJobs<Result>(_ body: () throws -> Result) rethrows -> Result {
        SessionJobHooks.ensureInstalled()
        let outer = SessionJobHooks.driving
        SessionJobHooks.driving = jobs
        defer { SessionJobHooks.driving = outer }
        LastTracedCall.clear()
        return try body()
    }

    /// Runs the jobs of the session's tasks that can run now, without timers
    /// and without moving the clock (cancelled tasks finishing as modules close).
    public func runQueuedJobs() throws(RunawayWorkError) {
        try run(until: Int64.min)
    }

    /// Schedules `work` to run `delay` from now; a zero delay runs it at the
    /// next settle, after work already due.
    @discardableResult
    public func schedule(after delay: VirtualDuration = .zero, _ work: @escaping @MainActor () -> Void) -> ScheduledWork {
        let sequence = nextSequence
        nextSequence += 1
        waiting.insert(sequence)
        queue.insert(
            Entry(
                deadline: Self.deadline(after: delay, from: now), sequence: sequence,
                armedBy: TraceRecorder.current?.armingParticipant, armedAt: now.milliseconds, work: work, sleeper: nil,
                context: currentContext()))
        return ScheduledWork(sequence: sequence, scheduler: self)
    }

    /// Suspends the calling task until virtual time reaches `deadline`
    /// (`VirtualClock.sleep`): a sleeper on the same timeline as the timers.
    func sleep(untilMilliseconds deadline: Int64) async throws {
        if Task.isCancelled {
            // A cancelled task's sleep throws at once, as in the app. One that keeps
            // sleeping anyway would spin in one job forever: it is held, and reported.
            if jobs.tasks.noteCancelledSleep() { await Self.holdForever() }
            throw CancellationError()
        }
        guard deadline > now.milliseconds else { return }
        let sleeper = ClockSleeper()
        let sleeping = jobs.tasks.noteSleeping(until: deadline)
        sleeper.task = sleeping
        defer { if let sleeping { jobs.tasks.sleepEnded(sleeping, deadline: deadline) } }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                sleeper.wait(continuation)
                guard !sleeper.isFinished else { return }
                let sequence = nextSequence
                nextSequence += 1
                waiting.insert(sequence)
                queue.insert(
                    Entry(
                        deadline: deadline, sequence: sequence, armedBy: nil, armedAt: now.milliseconds,
                        work: { sleeper.wake() }, sleeper: sleeper, context: nil))
            }
        } onCancel: {
            sleeper.cancel()
        }
    }

    /// Suspends the calling task for good: nothing resumes it (see `sleep`).
    private nonisolated static func holdForever() async {
        await withUnsafeContinuation { (_: UnsafeContinuation<Void, Never>) in }
    }

    /// Runs everything that is due now, then keeps moving the clock to the
    /// next deadline until no work is left (work due after `latestTime` never runs).
    public func runUntilIdle() throws(RunawayWorkError) {
        try run(until: nil)
    }

    /// Moves the clock forward by `duration`, running what comes due on the
    /// way at its own deadline, and leaves the clock at `now + duration`.
    /// A wait past `latestTime` is refused before anything runs.
    public func advance(by duration: VirtualDuration) throws {
        let step = max(0, duration.milliseconds)
        guard step <= Self.latestTime.milliseconds - now.milliseconds else {
            throw ClockLimitError(now: now, requested: duration)
        }
        let target = now.milliseconds + step
        try run(until: target)
        now = VirtualDuration(milliseconds: target)
    }

    /// Runs the work due at or before `deadline`, in deadline order, leaving
    /// the clock at the last work it ran (never moved to `deadline` itself);
    /// work due later keeps waiting. This is the shell's autosettle horizon.
    public func runWork(dueBy deadline: VirtualDuration) throws(RunawayWorkError) {
        try run(until: deadline.milliseconds)
    }

    /// Runs only what is due at the current time, without moving the clock
    /// (0.8.0's name; `runWork(dueBy: now)` does the same).
    @available(*, deprecated, message: "use runWork(dueBy: now); runDueWork() is no longer public from 0.10.0")
    public func runDueWork() throws(RunawayWorkError) {
        try runWork(dueBy: now)
    }

    /// The timers and clock sleepers still waiting, in the order they would
    /// run (deadline, then scheduling order), for `ViperSession.pendingWork`.
    /// A sleeper of a session-lived task is not listed: like its task, it may outlast the scenario.
    package var waitingWork: [PendingWork.Item] {
        queue.unordered
            .filter {
                waiting.contains($0.sequence) && !($0.sleeper?.isFinished ?? false) && !($0.sleeper?.task?.isSessionLived ?? false)
            }
            .sorted()
            .map { entry in
                entry.sleeper == nil
                    ? .timer(due: entry.deadline, armedBy: entry.armedBy?.description)
                    : .sleeper(due: entry.deadline)
            }
    }

    func cancel(_ sequence: UInt64) {
        if waiting.remove(sequence) != nil {
            cancelled.insert(sequence)
            compactIfMostlyCancelled()
        }
    }

    /// The number of entries in the queue, cancelled ones included (for tests
    /// that check cancelled work does not pile up).
    var queuedEntryCount: Int { queue.count }

    /// A timer `delay` after `time`, saturating at `Int64.max`: a module may
    /// ask for any delay, and a deadline past `latestTime` simply never comes.
    private static func deadline(after delay: VirtualDuration, from time: VirtualDuration) -> Int64 {
        let (sum, overflow) = time.milliseconds.addingReportingOverflow(max(0, delay.milliseconds))
        return overflow ? Int64.max : sum
    }

    private func compactIfMostlyCancelled() {
        guard cancelled.count > Self.compactionThreshold, cancelled.count * 2 > queue.count else { return }
        queue = MinHeap(queue.unordered.filter { !cancelled.contains($0.sequence) })
        cancelled.removeAll(keepingCapacity: true)
    }

    func isPending(_ sequence: UInt64) -> Bool {
        waiting.contains(sequence)
    }

    private func run(until limit: Int64?) throws(RunawayWorkError) {
        var executed = 0
        let limit = min(limit ?? Self.latestTime.milliseconds, Self.latestTime.milliseconds)
        SessionJobHooks.ensureInstalled()
        let outer = SessionJobHooks.driving
        SessionJobHooks.driving = jobs
        defer { SessionJobHooks.driving = outer }
        if let workOrder { return try run(until: limit, choosingWith: workOrder) }
        var recent = RecentWork(limit: runawayLimit)
        while true {
            while jobs.count > 0 {
                executed += 1
                if executed > runawayLimit { throw RunawayWorkError(executed: executed - 1, culprit: recent.culprit) }
                _ = jobs.runNext()
                if executed > recent.samplingFrom { recent.note(.job(jobs.lastRecord)) }
            }
            // An idle point: jobs held from other threads join before the clock moves.
            if jobs.mayAdmitOutsideJobs, jobs.admitOutsideJobs() { continue }
            jobs.tasks.deliverEventsFromOtherThreads()
            TraceRecorder.current?.noteStateChanges()
            guard let next = queue.min, next.deadline <= limit else { return }
            let entry = queue.removeMin()
            if cancelled.remove(entry.sequence) != nil { continue }
            waiting.remove(entry.sequence)
            if let sleeper = entry.sleeper, sleeper.isFinished { continue }
            if entry.deadline > now.milliseconds { now = VirtualDuration(milliseconds: entry.deadline) }
            executed += 1
            if executed > runawayLimit { throw RunawayWorkError(executed: executed - 1, culprit: recent.culprit) }
            if executed > recent.samplingFrom { recent.note(entry.sleeper.map { .sleeper($0.task) } ?? .timer(entry.context)) }
            fire(entry)
        }
    }

    /// Runs a timer's work, or wakes a sleeper.
    private func fire(_ entry: Entry) {
        if entry.sleeper == nil {
            TraceRecorder.current?.recordTimerFired(armedBy: entry.armedBy, delay: entry.deadline - entry.armedAt)
            // A timer is module code: it runs as the code that armed it.
            TaskMark.withContext(timerContext(for: entry.context), entry.work)
        } else {
            entry.work()
        }
    }

    /// `run(until:)` with `order` choosing, whenever two or more pieces of
    /// work are ready at once, which runs next: the waiting jobs and the
    /// timers and sleepers due at the current time (taken out of the queue
    /// together). Otherwise the same: idle points when no job waits, the
    /// clock moved only when nothing is ready, to the next deadline within
    /// `limit`, and left at the last work run. Answering 0 every time gives
    /// the run of `run(until:)`.
    private func run(until limit: Int64, choosingWith order: any ReadyWorkOrder) throws(RunawayWorkError) {
        var executed = 0
        var recent = RecentWork(limit: runawayLimit)
        var due: [Entry] = []
        var names: [String] = []
        // Work chosen later stays scheduled if the run stops (a runaway).
        defer { for entry in due { queue.insert(entry) } }
        while true {
            while let next = queue.min, next.deadline <= now.milliseconds, next.deadline <= limit {
                let entry = queue.removeMin()
                if isLive(entry) { due.append(entry) }
            }
            due.removeAll { !isLive($0) }
            if jobs.count == 0 {
                // An idle point: jobs held from other threads join before anything else runs.
                if jobs.mayAdmitOutsideJobs, jobs.admitOutsideJobs() { continue }
                jobs.tasks.deliverEventsFromOtherThreads()
                TraceRecorder.current?.noteStateChanges()
                if due.isEmpty {
                    while let next = queue.min, !isLive(next) { queue.removeMin() }
                    guard let next = queue.min, next.deadline <= limit else { return }
                    if next.deadline > now.milliseconds { now = VirtualDuration(milliseconds: next.deadline) }
                    continue
                }
            }
            executed += 1
            if executed > runawayLimit { throw RunawayWorkError(executed: executed - 1, culprit: recent.culprit) }
            var choice = 0
            if jobs.count + due.count > 1 {
                names.removeAll(keepingCapacity: true)
                jobs.appendNames(to: &names)
                for entry in due { names.append(name(of: entry)) }
                choice = min(max(order.next(among: names), 0), names.count - 1)
            }
            if choice < jobs.count {
                jobs.run(at: choice)
                if executed > recent.samplingFrom { recent.note(.job(jobs.lastRecord)) }
            } else {
                let entry = due.remove(at: choice - jobs.count)
                waiting.remove(entry.sequence)
                if executed > recent.samplingFrom { recent.note(entry.sleeper.map { .sleeper($0.task) } ?? .timer(entry.context)) }
                fire(entry)
            }
        }
    }

    /// Whether `entry` may still run: not cancelled, and not a sleeper whose
    /// task stopped sleeping. Forgets an entry that may not, as `run(until:)` does.
    private func isLive(_ entry: Entry) -> Bool {
        // `cancel` takes it out of `waiting` (compaction may have emptied `cancelled` since).
        guard waiting.contains(entry.sequence) else {
            cancelled.remove(entry.sequence)
            return false
        }
        if let sleeper = entry.sleeper, sleeper.isFinished {
            waiting.remove(entry.sequence)
            return false
        }
        return true
    }

    /// How a work order sees a timer (`timer` and its arming code) or a sleeper (its task).
    private func name(of entry: Entry) -> String {
        guard let sleeper = entry.sleeper else { return "timer " + (entry.context?.label ?? "(session)") }
        return sleeper.task?.label ?? "(session)"
    }

    /// The context a timer's work runs in: its arming code's frame, as a timer.
    private func timerContext(for armed: TaskContext?) -> TaskContext {
        TaskContext(
            tasks: jobs.tasks, owner: armed?.owner, site: .runtime(.timer), sessionLived: armed?.sessionLived ?? false,
            creator: armed?.creator)
    }

    /// One scheduled callback, ordered by deadline and then by scheduling order.
    private struct Entry: Comparable {
        let deadline: Int64
        let sequence: UInt64
        /// Who scheduled the work, when a trace was recording then.
        let armedBy: TraceParticipant?
        let armedAt: Int64
        let work: @MainActor () -> Void
        /// The sleeping task, when this entry is a `VirtualClock` sleeper rather than a timer.
        let sleeper: ClockSleeper?
        /// The context of the code that armed the timer, bound again when it fires.
        let context: TaskContext?

        static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.deadline, lhs.sequence) < (rhs.deadline, rhs.sequence)
        }

        static func == (lhs: Entry, rhs: Entry) -> Bool {
            lhs.sequence == rhs.sequence
        }
    }
}

/// A handle on one scheduled callback, to cancel it before it runs.
///
/// It holds the scheduler weakly: keeping a handle never keeps a session alive.
@MainActor
public struct ScheduledWork {
    let sequence: UInt64
    weak var scheduler: VirtualScheduler?

    /// Stops the callback from running, if it has not run yet.
    public func cancel() {
        scheduler?.cancel(sequence)
    }

    /// Whether the callback is still waiting to run.
    public var isPending: Bool {
        scheduler?.isPending(sequence) ?? false
    }
}
