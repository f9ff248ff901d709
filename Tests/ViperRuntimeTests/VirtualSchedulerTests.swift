import Testing
@testable import ViperRuntime

@MainActor
@Suite("Virtual scheduler")
struct VirtualSchedulerTests {
    @Test("work with equal deadlines runs in the order it was scheduled")
    func equalDeadlinesKeepOrder() throws {
        let scheduler = VirtualScheduler()
        var order: [String] = []
        scheduler.schedule(after: .milliseconds(100)) { order.append("a") }
        scheduler.schedule(after: .milliseconds(50)) { order.append("b") }
        scheduler.schedule(after: .milliseconds(100)) { order.append("c") }
        scheduler.schedule { order.append("d") }

        try scheduler.runUntilIdle()

        #expect(order == ["d", "b", "a", "c"])
        #expect(scheduler.now == .milliseconds(100))
    }

    @Test("advance runs what comes due at its own deadline and stops at the target")
    func advanceRunsDueWork() throws {
        let scheduler = VirtualScheduler()
        var seen: [Int64] = []
        scheduler.schedule(after: .milliseconds(100)) { seen.append(scheduler.now.milliseconds) }
        scheduler.schedule(after: .milliseconds(400)) { seen.append(scheduler.now.milliseconds) }

        try scheduler.advance(by: .milliseconds(300))

        #expect(seen == [100])
        #expect(scheduler.now == .milliseconds(300))
        #expect(scheduler.pendingCount == 1)
    }

    @Test("runWork(dueBy:) runs work up to the deadline and leaves the clock at the last work run")
    func runWorkStopsAtLastWork() throws {
        let scheduler = VirtualScheduler()
        var seen: [Int64] = []
        scheduler.schedule(after: .milliseconds(300)) { seen.append(scheduler.now.milliseconds) }
        scheduler.schedule(after: .seconds(5)) { seen.append(scheduler.now.milliseconds) }

        try scheduler.runWork(dueBy: .seconds(1))

        #expect(seen == [300])
        #expect(scheduler.now == .milliseconds(300))
        #expect(scheduler.pendingCount == 1)
    }

    @Test("work scheduled while running runs after earlier work at the same time")
    func nestedScheduling() throws {
        let scheduler = VirtualScheduler()
        var order: [String] = []
        scheduler.schedule {
            order.append("outer")
            scheduler.schedule { order.append("inner") }
        }
        scheduler.schedule { order.append("second") }

        try scheduler.runUntilIdle()

        #expect(order == ["outer", "second", "inner"])
    }

    @Test("cancelled work does not run")
    func cancellation() throws {
        let scheduler = VirtualScheduler()
        var ran = false
        let work = scheduler.schedule(after: .milliseconds(10)) { ran = true }
        #expect(work.isPending)

        work.cancel()
        try scheduler.runUntilIdle()

        #expect(!ran)
        #expect(!work.isPending)
        #expect(scheduler.pendingCount == 0)
    }

    @Test("a debouncer fires once for calls within its interval, with the last call")
    func debounce() throws {
        let scheduler = VirtualScheduler()
        let debouncer = Debouncer(interval: .milliseconds(300), scheduler: scheduler)
        var fired: [String] = []

        debouncer.call { fired.append("t") }
        try scheduler.advance(by: .milliseconds(100))
        debouncer.call { fired.append("to") }
        try scheduler.advance(by: .milliseconds(100))
        debouncer.call { fired.append("toy") }
        try scheduler.advance(by: .milliseconds(299))
        #expect(fired.isEmpty)
        try scheduler.advance(by: .milliseconds(1))

        #expect(fired == ["toy"])
        #expect(!debouncer.isPending)
    }

    @Test("work that keeps rescheduling itself is stopped with an error")
    func runawayWork() {
        let scheduler = VirtualScheduler()
        scheduler.runawayLimit = 1_000
        func tick() { scheduler.schedule(after: .milliseconds(1)) { tick() } }
        tick()

        #expect(throws: VirtualScheduler.RunawayWorkError.self) { try scheduler.runUntilIdle() }
    }

    @Test("durations parse from the command language's forms", arguments: [
        ("300ms", 300 as Int64?), ("2s", 2000), ("1.5s", 1500), ("0ms", 0), ("2m", 120_000),
        ("300", nil), ("ms", nil), ("-1s", nil), ("1.5ms", nil), ("abc", nil), ("1e3ms", nil), (" 2s", nil),
    ])
    func durationParsing(text: String, milliseconds: Int64?) {
        #expect(VirtualDuration(parsing: text)?.milliseconds == milliseconds)
    }
}
