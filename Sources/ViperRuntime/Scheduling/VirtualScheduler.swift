import HeapModule

/// Runs deferred work, timers and simulated service callbacks on a virtual clock.
///
/// Nothing here reads the wall clock or uses threads: work runs only when the
/// session calls `runUntilIdle()` or `advance(by:)`, in deadline order, and
/// work with equal deadlines runs in the order it was scheduled. That is what
/// makes a script produce the same bytes on every run.
@MainActor
public final class VirtualScheduler {
    /// Work that did not finish because it kept scheduling more work.
    public struct RunawayWorkError: Error, CustomStringConvertible {
        public var executed: Int
        public var description: String {
            "pending work did not settle after \(executed) callbacks (a timer that keeps rescheduling itself?)"
        }
    }

    /// How many callbacks one `runUntilIdle()` may run before it gives up.
    public var runawayLimit = 1_000_000

    /// The virtual time, from 0 at the start of a session.
    public private(set) var now: VirtualDuration = .zero

    private var queue = Heap<Entry>()
    private var nextSequence: UInt64 = 0
    private var cancelled = Set<UInt64>()
    private var waiting = Set<UInt64>()

    public init() {}

    /// The number of scheduled callbacks that have not run or been cancelled.
    public var pendingCount: Int { waiting.count }

    /// Schedules `work` to run `delay` from now; a zero delay runs it at the
    /// next settle, after work already due.
    @discardableResult
    public func schedule(after delay: VirtualDuration = .zero, _ work: @escaping @MainActor () -> Void) -> ScheduledWork {
        let sequence = nextSequence
        nextSequence += 1
        waiting.insert(sequence)
        queue.insert(
            Entry(
                deadline: now.milliseconds + max(0, delay.milliseconds), sequence: sequence,
                armedBy: TraceRecorder.current?.armingParticipant, armedAt: now.milliseconds, work: work))
        return ScheduledWork(sequence: sequence, scheduler: self)
    }

    /// Runs everything that is due now, then keeps moving the clock to the
    /// next deadline until no work is left.
    public func runUntilIdle() throws(RunawayWorkError) {
        try run(until: nil)
    }

    /// Moves the clock forward by `duration`, running what comes due on the
    /// way at its own deadline, and leaves the clock at `now + duration`.
    public func advance(by duration: VirtualDuration) throws(RunawayWorkError) {
        let target = now.milliseconds + max(0, duration.milliseconds)
        try run(until: target)
        now = VirtualDuration(milliseconds: target)
    }

    /// Runs only what is due at the current time, without moving the clock.
    public func runDueWork() throws(RunawayWorkError) {
        try run(until: now.milliseconds)
    }

    func cancel(_ sequence: UInt64) {
        if waiting.remove(sequence) != nil {
            cancelled.insert(sequence)
        }
    }

    func isPending(_ sequence: UInt64) -> Bool {
        waiting.contains(sequence)
    }

    private func run(until limit: Int64?) throws(RunawayWorkError) {
        var executed = 0
        while let next = queue.min, limit.map({ next.deadline <= $0 }) ?? true {
            let entry = queue.removeMin()
            if cancelled.remove(entry.sequence) != nil { continue }
            waiting.remove(entry.sequence)
            if entry.deadline > now.milliseconds { now = VirtualDuration(milliseconds: entry.deadline) }
            executed += 1
            if executed > runawayLimit { throw RunawayWorkError(executed: executed - 1) }
            TraceRecorder.current?.recordTimerFired(armedBy: entry.armedBy, delay: entry.deadline - entry.armedAt)
            entry.work()
        }
    }

    /// One scheduled callback, ordered by deadline and then by scheduling order.
    private struct Entry: Comparable {
        let deadline: Int64
        let sequence: UInt64
        /// Who scheduled the work, when a trace was recording then.
        let armedBy: TraceParticipant?
        let armedAt: Int64
        let work: @MainActor () -> Void

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
