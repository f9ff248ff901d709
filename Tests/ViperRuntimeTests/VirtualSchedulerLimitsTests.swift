import Testing
@testable import ViperRuntime

/// user numbers never overflow the clock, and cancelled work never piles up.
@MainActor
@Suite("Virtual scheduler limits")
struct VirtualSchedulerLimitsTests {
    @Test("repeating the longest wait stops at the clock's limit with a clear error instead of overflowing")
    func repeatedLongWaitsStopAtTheLimit() {
        let scheduler = VirtualScheduler()
        let longest = VirtualDuration.milliseconds(1_000_000_000_000_000)
        var refusal: (any Error)?

        for _ in 0..<10_000 where refusal == nil {
            do { try scheduler.advance(by: longest) } catch { refusal = error }
        }

        let error = try? #require(refusal as? VirtualScheduler.ClockLimitError)
        #expect(error?.description.hasPrefix("the virtual clock cannot go past 1000000000000000ms") == true)
        #expect(scheduler.now == VirtualScheduler.latestTime)
    }

    @Test("a refused wait leaves the clock and the pending work as they were")
    func refusedWaitChangesNothing() throws {
        let scheduler = VirtualScheduler()
        var fired = false
        scheduler.schedule(after: .milliseconds(10)) { fired = true }
        try scheduler.advance(by: .milliseconds(5))

        #expect(throws: VirtualScheduler.ClockLimitError.self) {
            try scheduler.advance(by: VirtualScheduler.latestTime)
        }

        #expect(scheduler.now == .milliseconds(5))
        #expect(!fired)
        #expect(scheduler.pendingCount == 1)
    }

    @Test("a timer with the largest delay is accepted and never comes due")
    func largestDelaySaturates() throws {
        let scheduler = VirtualScheduler()
        try scheduler.advance(by: .milliseconds(1))
        var fired = false

        scheduler.schedule(after: .milliseconds(.max)) { fired = true }
        try scheduler.runUntilIdle()

        #expect(!fired)
        #expect(scheduler.now == .milliseconds(1))
    }

    @Test("seconds too large for milliseconds saturate instead of trapping")
    func secondsSaturate() {
        #expect(VirtualDuration.seconds(.max) == .milliseconds(.max))
        #expect(VirtualDuration.seconds(.min) == .milliseconds(.min))
    }

    @Test("durations too large for the clock are not durations", arguments: [
        "99999999999999999999ms", "9223372036854775807s", "9223372036854775807m", "1e400ms",
    ])
    func hugeDurationsDoNotParse(text: String) {
        #expect(VirtualDuration(parsing: text) == nil)
    }

    @Test("cancelled debounce calls leave the queue, so memory stays flat without settling")
    func cancelledWorkIsCompacted() {
        let scheduler = VirtualScheduler()
        let debouncer = Debouncer(interval: .milliseconds(300), scheduler: scheduler)

        for _ in 0..<100_000 { debouncer.call {} }

        #expect(scheduler.pendingCount == 1)
        #expect(scheduler.queuedEntryCount <= 2 * VirtualScheduler.compactionThreshold + 2)
    }

    @Test("compaction keeps the surviving work and its order")
    func compactionKeepsOrder() throws {
        let scheduler = VirtualScheduler()
        var order: [Int] = []
        scheduler.schedule(after: .milliseconds(20)) { order.append(2) }
        for _ in 0..<1_000 { scheduler.schedule(after: .milliseconds(5)) {}.cancel() }
        scheduler.schedule(after: .milliseconds(10)) { order.append(1) }

        try scheduler.runUntilIdle()

        #expect(order == [1, 2])
        #expect(scheduler.queuedEntryCount == 0)
    }
}
