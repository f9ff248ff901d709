import Foundation
import Testing
@testable import ViperRuntime

/// A service implemented as an actor, as app code writes one: it awaits the
/// session's clock and fans out with `async let`.
private actor PriceService {
    let clock: VirtualClock
    private(set) var calls = 0

    init(clock: VirtualClock) {
        self.clock = clock
    }

    func price(of item: String) async throws -> Int {
        calls += 1
        try await clock.sleep(for: .milliseconds(100))
        return item.count * 10
    }

    func total(of items: (String, String)) async throws -> Int {
        async let first = price(of: items.0)
        async let second = price(of: items.1)
        return try await first + second
    }
}

/// A nonisolated async function: it runs on the global executor, which the session also drives.
private func doubled(_ value: Int) async -> Int { value * 2 }

/// Sleeps through the `Clock` protocol, as generic code does: the plain path,
/// beside `VirtualClock`'s own `sleep(for:)`, which stays on the caller's actor.
private func sleepThroughClockProtocol<C: Clock>(_ clock: C, for duration: C.Duration) async throws {
    try await clock.sleep(until: clock.now.advanced(by: duration), tolerance: nil)
}

@MainActor
@Suite("Swift concurrency on the session")
struct SessionConcurrencyTests {
    @Test("a task started from main-actor code runs when the scheduler runs work, not before")
    func taskRunsOnSettle() throws {
        let scheduler = VirtualScheduler()
        var log: [String] = []
        scheduler.capturingTasks {
            Task { log.append("ran on the main queue: \(MainActorContext.isCurrent())") }
        }
        #expect(log.isEmpty)
        #expect(scheduler.pendingCount == 1)

        try scheduler.runWork(dueBy: scheduler.now)

        #expect(log == ["ran on the main queue: true"])
        #expect(scheduler.pendingCount == 0)
    }

    @Test("a sleep on the clock resumes exactly when virtual time reaches its deadline")
    func clockSleepResumesAtDeadline() throws {
        let scheduler = VirtualScheduler()
        let clock = scheduler.clock
        var wokeAt: [Int64] = []
        scheduler.capturingTasks {
            Task {
                try await clock.sleep(for: .milliseconds(300))
                wokeAt.append(scheduler.now.milliseconds)
            }
        }

        try scheduler.advance(by: .milliseconds(299))
        #expect(wokeAt.isEmpty)
        #expect(clock.now == VirtualClock.Instant(offset: .milliseconds(299)))

        try scheduler.advance(by: .milliseconds(1))
        #expect(wokeAt == [300])
    }

    @Test("the clock's own sleep(for:) and a sleep through the Clock protocol wake at the same virtual time, and both throw when cancelled")
    func callersExecutorSleepMatchesProtocolSleep() throws {
        let scheduler = VirtualScheduler()
        let clock = scheduler.clock
        var woke: [String] = []
        var cancelled: [String] = []
        var toCancel: [Task<Void, Never>] = []
        scheduler.capturingTasks {
            Task {
                try await clock.sleep(for: .milliseconds(300))
                woke.append("own at \(scheduler.now.milliseconds)ms")
            }
            Task {
                try await sleepThroughClockProtocol(clock, for: .milliseconds(300))
                woke.append("protocol at \(scheduler.now.milliseconds)ms")
            }
            toCancel.append(Task {
                do { try await clock.sleep(for: .seconds(5)) } catch { cancelled.append("own: \(error)") }
            })
            toCancel.append(Task {
                do { try await sleepThroughClockProtocol(clock, for: .seconds(5)) } catch { cancelled.append("protocol: \(error)") }
            })
        }

        try scheduler.advance(by: .milliseconds(299))
        #expect(woke.isEmpty)
        try scheduler.advance(by: .milliseconds(1))
        #expect(woke.sorted() == ["own at 300ms", "protocol at 300ms"])

        for task in toCancel { task.cancel() }
        try scheduler.runUntilIdle()
        #expect(cancelled.sorted() == ["own: CancellationError()", "protocol: CancellationError()"])
        #expect(scheduler.now.milliseconds == 300)
    }

    @Test("sleepers and timers due at the same instant run in the order they were armed")
    func sleepersAndTimersShareOneOrder() throws {
        let scheduler = VirtualScheduler()
        let clock = scheduler.clock
        var order: [String] = []
        scheduler.schedule(after: .milliseconds(100)) { order.append("timer armed first") }
        scheduler.capturingTasks {
            Task {
                try await clock.sleep(until: clock.now.advanced(by: .milliseconds(100)))
                order.append("sleeper")
            }
        }
        try scheduler.runWork(dueBy: scheduler.now)  // the task starts and arms its sleep
        scheduler.schedule(after: .milliseconds(100)) { order.append("timer armed last") }

        try scheduler.runUntilIdle()

        #expect(order == ["timer armed first", "sleeper", "timer armed last"])
        #expect(scheduler.now == .milliseconds(100))
    }

    @Test("cancelling a sleeping task ends its sleep at once and settling does not move the clock to it")
    func cancelledSleepThrowsAndLeavesTheClock() throws {
        let scheduler = VirtualScheduler()
        let clock = scheduler.clock
        var outcome: [String] = []
        let task = scheduler.capturingTasks {
            Task {
                do {
                    try await clock.sleep(for: .seconds(10))
                    outcome.append("woke")
                } catch {
                    outcome.append("\(type(of: error))")
                }
            }
        }
        try scheduler.runWork(dueBy: scheduler.now)
        scheduler.capturingTasks { task.cancel() }

        try scheduler.runUntilIdle()

        #expect(outcome == ["CancellationError"])
        #expect(scheduler.now == .zero)
        #expect(scheduler.pendingCount == 0)
    }

    @Test("an actor service with async let, on the clock, answers at the virtual time its sleeps add up to")
    func actorServiceWithAsyncLet() throws {
        let scheduler = VirtualScheduler()
        let service = PriceService(clock: scheduler.clock)
        var answers: [String] = []
        scheduler.capturingTasks {
            Task {
                let total = try await service.total(of: ("tea", "coffee"))
                answers.append("total \(total) at \(scheduler.now.milliseconds)ms")
            }
        }

        try scheduler.advance(by: .milliseconds(99))
        #expect(answers.isEmpty)
        try scheduler.advance(by: .milliseconds(1))

        // Both prices sleep from 0 ms concurrently, so the total is ready at 100 ms.
        #expect(answers == ["total 90 at 100ms"])
    }

    @Test("task groups, nonisolated async functions and AsyncStream run to the end within one settle")
    func groupsAndStreams() throws {
        let scheduler = VirtualScheduler()
        let clock = scheduler.clock
        var results: [String] = []
        scheduler.capturingTasks {
            Task {
                let sum = await withTaskGroup(of: Int.self) { group in
                    for value in 1...4 { group.addTask { await doubled(value) } }
                    var sum = 0
                    for await value in group { sum += value }
                    return sum
                }
                results.append("group \(sum)")
                let (ticks, continuation) = AsyncStream.makeStream(of: Int.self)
                Task {
                    for tick in 1...3 {
                        try await clock.sleep(for: .milliseconds(50))
                        continuation.yield(tick)
                    }
                    continuation.finish()
                }
                for await tick in ticks { results.append("tick \(tick) at \(scheduler.now.milliseconds)ms") }
                results.append("stream finished")
            }
        }

        try scheduler.runUntilIdle()

        #expect(results == ["group 20", "tick 1 at 50ms", "tick 2 at 100ms", "tick 3 at 150ms", "stream finished"])
    }

    @Test("a continuation resumed by session code (a timer) resumes its task in the same settle")
    func continuationResumedByATimer() throws {
        let scheduler = VirtualScheduler()
        var results: [String] = []
        scheduler.capturingTasks {
            Task {
                let value = await withCheckedContinuation { (continuation: CheckedContinuation<String, Never>) in
                    scheduler.schedule(after: .milliseconds(20)) { continuation.resume(returning: "answered") }
                }
                results.append("\(value) at \(scheduler.now.milliseconds)ms")
            }
        }

        try scheduler.runUntilIdle()

        #expect(results == ["answered at 20ms"])
    }

    @Test("the interleaving of tasks hopping between the main actor, an actor and the global executor is the same every run")
    func interleavingIsDeterministic() throws {
        func run() throws -> [String] {
            let scheduler = VirtualScheduler()
            let service = PriceService(clock: scheduler.clock)
            var log: [String] = []
            scheduler.capturingTasks {
                for name in ["a", "b", "c"] {
                    Task {
                        log.append("\(name) start")
                        let value = await doubled(name.count)
                        log.append("\(name) doubled \(value)")
                        let price = try await service.price(of: name)
                        log.append("\(name) price \(price) at \(scheduler.now.milliseconds)")
                    }
                }
            }
            try scheduler.runUntilIdle()
            return log
        }
        let first = try run()
        #expect(first.count == 9)
        for _ in 0..<20 { #expect(try run() == first) }
    }

    @Test("a task that never stops yielding ends the settle with the runaway error instead of hanging")
    func runawayTaskIsStopped() throws {
        let scheduler = VirtualScheduler()
        scheduler.runawayLimit = 1_000
        let task = scheduler.capturingTasks {
            Task { while !Task.isCancelled { await Task.yield() } }
        }

        #expect(throws: VirtualScheduler.RunawayWorkError.self) { try scheduler.runUntilIdle() }

        scheduler.capturingTasks { task.cancel() }
        try scheduler.runUntilIdle()
        #expect(scheduler.pendingCount == 0)
    }

    @Test("a sleep on the real ContinuousClock is held by the session, not run on real time, and ends when cancelled")
    func realSleepIsParked() throws {
        let scheduler = VirtualScheduler()
        var outcome: [String] = []
        let task = scheduler.capturingTasks {
            Task {
                do {
                    try await ContinuousClock().sleep(for: .milliseconds(1))
                    outcome.append("woke")
                } catch {
                    outcome.append("\(type(of: error))")
                }
            }
        }

        try scheduler.runUntilIdle()
        #expect(scheduler.jobs.tasks.all.map(\.sleepsOnRealClock) == [true])
        #expect(outcome.isEmpty)
        #expect(scheduler.pendingCount == 0)

        scheduler.capturingTasks { task.cancel() }
        try scheduler.runUntilIdle()
        #expect(outcome == ["CancellationError"])
    }

    @Test("main-actor code is recognised on whichever thread runs the main queue, and no other thread is")
    func mainActorContextFollowsTheMainQueue() {
        #expect(MainActorContext.isCurrent())
        let answer = OtherThreadAnswer()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            answer.value = MainActorContext.isCurrent()
            done.signal()
        }
        done.wait()
        #expect(answer.value == false)
    }

    @Test("a drive belongs to its thread: a task another thread starts meanwhile runs on the platform, not in the session")
    func driveIsThreadLocal() throws {
        let scheduler = VirtualScheduler()
        let answer = OtherThreadAnswer()
        let done = DispatchSemaphore(value: 0)
        scheduler.capturingTasks {
            Thread.detachNewThread {
                Task.detached {
                    answer.value = true
                    done.signal()
                }
            }
            done.wait()
        }
        #expect(answer.value == true)
        #expect(scheduler.pendingCount == 0)
    }
}

/// A value written by another thread before it signals, read after the wait.
private final class OtherThreadAnswer: @unchecked Sendable {
    var value: Bool?
}
