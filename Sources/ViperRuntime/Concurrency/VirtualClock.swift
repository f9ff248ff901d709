/// The session's virtual time as a Swift `Clock`, for module code written
/// with Swift concurrency:
///
/// ```swift
/// try await context.clock.sleep(for: .milliseconds(300))
/// ```
///
/// resumes when the session's virtual time reaches 300 ms from now: when a
/// `wait`, a `settle` or autosettle moves time there, never on real time.
/// Sleepers and the scheduler's timers share one timeline: what is due at the
/// same instant runs in the order it was armed. A cancelled sleep throws
/// `CancellationError` at once. Time is whole milliseconds; a deadline between
/// two milliseconds is rounded up to the later one.
///
/// `now` and `sleep` are meant for the session's own tasks, which all run on
/// the main actor (see `SessionJobQueue`).
public final class VirtualClock: Clock, @unchecked Sendable {
    public typealias Duration = Swift.Duration

    /// A point in a session's virtual time: how long after the session started.
    public struct Instant: InstantProtocol, Hashable, Sendable, CustomStringConvertible {
        public typealias Duration = Swift.Duration

        /// Virtual time since the session started.
        public var offset: Swift.Duration

        public init(offset: Swift.Duration) {
            self.offset = offset
        }

        public func advanced(by duration: Swift.Duration) -> Instant {
            Instant(offset: offset + duration)
        }

        public func duration(to other: Instant) -> Swift.Duration {
            other.offset - offset
        }

        public static func < (lhs: Instant, rhs: Instant) -> Bool {
            lhs.offset < rhs.offset
        }

        /// `1300ms`: as the shell prints times.
        public var description: String { "\(VirtualClock.milliseconds(roundingUp: offset))ms" }
    }

    /// The virtual time in milliseconds, written by the scheduler as it moves.
    nonisolated(unsafe) var elapsedMilliseconds: Int64 = 0
    /// The scheduler whose timeline sleepers join; weak, as the session owns it.
    nonisolated(unsafe) weak var scheduler: VirtualScheduler?

    init() {}

    // MARK: - Clock

    public var now: Instant {
        Instant(offset: .milliseconds(elapsedMilliseconds))
    }

    public var minimumResolution: Swift.Duration { .milliseconds(1) }

    /// Suspends until the session's virtual time reaches `deadline` (see the type's notes).
    /// Throws `CancellationError` if the task is cancelled, or if the session is gone.
    public func sleep(until deadline: Instant, tolerance: Swift.Duration? = nil) async throws {
        try await sleepOnCallersExecutor(until: deadline)
    }

    /// Suspends for `duration` of virtual time: what `Clock`'s own
    /// `sleep(for:tolerance:)` does, without leaving the caller's actor.
    ///
    /// `Clock`'s version is a nonisolated async function, so a main-actor
    /// caller (an interactor, a repository) hops to the global executor and
    /// back on each side of the sleep: four jobs more than the sleep itself.
    /// This one runs on the caller's executor and reaches the session (on
    /// the main actor) directly. Same deadline, same order, same errors.
    nonisolated(nonsending) public func sleep(for duration: Swift.Duration, tolerance: Swift.Duration? = nil) async throws {
        try await sleepOnCallersExecutor(until: now.advanced(by: duration))
    }

    /// The sleep itself, on the caller's executor; the session's part runs on the main actor.
    nonisolated(nonsending) private func sleepOnCallersExecutor(until deadline: Instant) async throws {
        guard let scheduler else { throw CancellationError() }
        try await scheduler.sleep(untilMilliseconds: Self.milliseconds(roundingUp: deadline.offset))
    }

    /// Whole milliseconds of `duration`, rounded up and clamped to `Int64`.
    static func milliseconds(roundingUp duration: Swift.Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1000)
        if overflow { return seconds < 0 ? Int64.min : Int64.max }
        let perMillisecond: Int64 = 1_000_000_000_000_000
        var fraction = attoseconds / perMillisecond
        if attoseconds % perMillisecond > 0 { fraction += 1 }
        let (sum, sumOverflow) = whole.addingReportingOverflow(fraction)
        return sumOverflow ? Int64.max : sum
    }
}
