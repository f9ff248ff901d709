import Testing
@testable import ViperRuntime

/// A work order that answers from a list, recording what it was asked.
@MainActor
private final class ScriptedOrder: ReadyWorkOrder {
    var answers: [Int]
    private(set) var asked: [[String]] = []

    init(_ answers: [Int] = []) {
        self.answers = answers
    }

    func next(among names: [String]) -> Int {
        asked.append(names)
        return answers.isEmpty ? 0 : answers.removeFirst()
    }
}

@MainActor
@Suite("A work order chooses among work ready at the same virtual time")
struct ReadyWorkOrderTests {
    /// Two tasks that sleep the same 300 ms on the clock, then log; a timer
    /// due at the same time; a task that logs at once: what runs when, by name.
    private func race(_ scheduler: VirtualScheduler) -> () -> [String] {
        var log: [String] = []
        scheduler.capturingTasks {
            for name in ["save", "load"] {
                Task {
                    try await scheduler.clock.sleep(for: .milliseconds(300))
                    log.append(name)
                }
            }
            Task { log.append("now") }
        }
        scheduler.after(.milliseconds(300)) { log.append("timer") }
        return { log }
    }

    @Test("no order: jobs oldest first, then sleepers and timers by deadline and arming order")
    func singleOrderWithoutOne() throws {
        let scheduler = VirtualScheduler()
        let log = race(scheduler)
        try scheduler.runUntilIdle()
        // The timer was armed before the tasks ran far enough to sleep.
        #expect(log() == ["now", "timer", "save", "load"])
        #expect(scheduler.now == .milliseconds(300))
    }

    @Test("an order that always answers 0 runs the scheduler's own order, and is asked with names")
    func answeringZeroIsTheSingleOrder() throws {
        let scheduler = VirtualScheduler()
        let order = ScriptedOrder()
        scheduler.workOrder = order
        let log = race(scheduler)
        try scheduler.runUntilIdle()

        #expect(log() == ["now", "timer", "save", "load"])
        #expect(scheduler.now == .milliseconds(300))
        // First the three tasks' first jobs, then the timer and the two sleepers due at 300 ms.
        #expect(order.asked.first == ["(session) (session)", "(session) (session)", "(session) (session)"])
        #expect(order.asked.contains(["timer (session)", "(session) (session)", "(session) (session)"]), "\(order.asked)")
    }

    @Test("choosing the last ready work runs the timer before the sleepers due with it, and the sleepers in reverse")
    func choosingTheLast() throws {
        let scheduler = VirtualScheduler()
        final class Last: ReadyWorkOrder {
            func next(among names: [String]) -> Int { names.count - 1 }
        }
        scheduler.workOrder = Last()
        let log = race(scheduler)
        try scheduler.runUntilIdle()
        #expect(log() == ["now", "timer", "load", "save"])
        #expect(scheduler.now == .milliseconds(300))
    }

    @Test("a timer cancelled after it was found due never runs, even once the cancelled set was compacted")
    func cancelledWhileDue() throws {
        let scheduler = VirtualScheduler()
        var log: [String] = []
        var victim: ScheduledWork?
        scheduler.after(.milliseconds(100)) {
            log.append("first")
            victim?.cancel()
            // Enough cancellations to compact the queue (and forget the cancelled set).
            for _ in 0...VirtualScheduler.compactionThreshold * 2 { scheduler.after(.seconds(9)) {}.cancel() }
        }
        victim = scheduler.after(.milliseconds(100)) { log.append("cancelled") }
        scheduler.after(.milliseconds(100)) { log.append("third") }
        scheduler.workOrder = ScriptedOrder()

        try scheduler.runUntilIdle()

        #expect(log == ["first", "third"])
        #expect(scheduler.pendingCount == 0)
    }

    @Test("the clock stops where the single order stops it: a cancelled timer ahead of the rest does not move it")
    func clockAsWithoutOrder() throws {
        for withOrder in [false, true] {
            let scheduler = VirtualScheduler()
            if withOrder { scheduler.workOrder = ScriptedOrder() }
            scheduler.after(.milliseconds(100)) {}
            scheduler.after(.milliseconds(700)) {}.cancel()
            scheduler.after(.seconds(3)) {}
            try scheduler.runWork(dueBy: .seconds(1))
            #expect(scheduler.now == .milliseconds(100), "with an order: \(withOrder)")
            #expect(scheduler.pendingCount == 1)
        }
    }

    @Test("jobs of the session's tasks are named by their task as 'tasks' shows it")
    func jobsNamedByTask() throws {
        let session = ViperSession(registry: ModuleRegistry())
        let order = ScriptedOrder([1])
        session.scheduler.workOrder = order
        var log: [Int] = []
        session.scheduler.capturingTasks {
            Task { log.append(1) }
            Task { log.append(2) }
        }
        try session.settle()
        #expect(log == [2, 1])
        #expect(order.asked == [["(session) (session)", "(session) (session)"]])
    }
}
