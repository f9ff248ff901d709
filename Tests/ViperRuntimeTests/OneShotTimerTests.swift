import Testing
import ViperRuntime

@MainActor
@Suite("One-shot timers")
struct OneShotTimerTests {
    @Test("a timer fires once, at its deadline on the virtual clock")
    func firesOnceAtDeadline() throws {
        let scheduler = VirtualScheduler()
        var firedAt: [VirtualDuration] = []
        let timer = scheduler.after(.seconds(5)) { firedAt.append(scheduler.now) }

        try scheduler.advance(by: .milliseconds(4_999))
        #expect(firedAt.isEmpty)
        #expect(timer.isPending)

        try scheduler.advance(by: .seconds(10))
        #expect(firedAt == [.seconds(5)])
        #expect(!timer.isPending)
    }

    @Test("a cancelled timer never fires")
    func cancelledTimerNeverFires() throws {
        let scheduler = VirtualScheduler()
        var fired = false
        let timer = scheduler.after(.seconds(5)) { fired = true }

        timer.cancel()
        try scheduler.runUntilIdle()

        #expect(!fired)
        #expect(!timer.isPending)
        #expect(scheduler.pendingCount == 0)
    }

    @Test("dropping the token does not cancel the timer")
    func droppedTokenStillFires() throws {
        let scheduler = VirtualScheduler()
        var fired = false
        scheduler.after(.milliseconds(300)) { fired = true }

        try scheduler.runUntilIdle()

        #expect(fired)
    }
}
