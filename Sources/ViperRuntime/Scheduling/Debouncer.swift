/// Runs an action once input has been quiet for a while, on the virtual clock.
///
/// Each `call` cancels the one before it that has not fired yet, so typing
/// three queries within the interval runs the action once, for the last one.
/// It holds the scheduler weakly, and the action captures what it needs, so a
/// presenter that owns a debouncer does not keep itself alive through it.
@MainActor
public final class Debouncer {
    public let interval: VirtualDuration
    private weak var scheduler: VirtualScheduler?
    private var pending: ScheduledWork?

    public init(interval: VirtualDuration, scheduler: VirtualScheduler) {
        self.interval = interval
        self.scheduler = scheduler
    }

    /// Schedules `action` after the interval, replacing any call still waiting.
    public func call(_ action: @escaping @MainActor () -> Void) {
        pending?.cancel()
        pending = scheduler?.schedule(after: interval, action)
    }

    /// Drops the call that is waiting, if any.
    public func cancel() {
        pending?.cancel()
        pending = nil
    }

    /// Whether a call is waiting to fire.
    public var isPending: Bool { pending?.isPending ?? false }
}
