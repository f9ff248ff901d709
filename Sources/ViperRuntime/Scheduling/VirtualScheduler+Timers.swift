// MARK: - One-shot timers

extension VirtualScheduler {
    /// Runs `action` once, `delay` from now on the virtual clock (an undo
    /// window, a toast that goes away). Keep the returned token to `cancel()`
    /// it; dropping the token does not cancel the timer. The scheduler holds
    /// `action` until it fires or is cancelled, so capture its owner weakly.
    @discardableResult
    public func after(_ delay: VirtualDuration, _ action: @escaping @MainActor () -> Void) -> ScheduledWork {
        schedule(after: delay, action)
    }
}
