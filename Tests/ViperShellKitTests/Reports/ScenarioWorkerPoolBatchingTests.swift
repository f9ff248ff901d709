import Testing
@testable import ViperShellEngine

/// How `run --jobs` sizes the batches it hands to workers and when a worker
/// wakes the parent (the choices, not their timing: speed is measured by `scripts/bench`).
@Suite("run --jobs: batches and doorbells")
@MainActor
struct ScenarioWorkerPoolBatchingTests {
    @Test("a worker holds a share of what is left: 64 at most, 2 at least (the one running and the next)")
    func queueLimitFollowsWhatIsLeft() {
        #expect(ScenarioWorkerPool.queueLimit(left: 2_000, workerCount: 2) == 64)
        #expect(ScenarioWorkerPool.queueLimit(left: 200, workerCount: 2) == 50)
        #expect(ScenarioWorkerPool.queueLimit(left: 40, workerCount: 2) == 10)
        #expect(ScenarioWorkerPool.queueLimit(left: 40, workerCount: 4) == 5)
        #expect(ScenarioWorkerPool.queueLimit(left: 3, workerCount: 2) == 2)
        #expect(ScenarioWorkerPool.queueLimit(left: 0, workerCount: 2) == 2)
    }

    @Test("a worker rings when it has answered as many as it still holds: at half a batch, and when it holds none")
    func ringAtHalfTheQueue() {
        #expect(!ScenarioWorkerDoorbell.isDue(answersSinceRing: 15, bytesSinceRing: 200, held: 17))
        #expect(ScenarioWorkerDoorbell.isDue(answersSinceRing: 16, bytesSinceRing: 200, held: 16))
        #expect(ScenarioWorkerDoorbell.isDue(answersSinceRing: 1, bytesSinceRing: 13, held: 0))
        #expect(!ScenarioWorkerDoorbell.isDue(answersSinceRing: 1, bytesSinceRing: 13, held: 1 + 16))
    }

    @Test("a worker rings when its unread answers reach 16 KiB, however many it holds")
    func ringAfterManyBytes() {
        #expect(ScenarioWorkerDoorbell.isDue(answersSinceRing: 2, bytesSinceRing: 16 * 1024, held: 30))
        #expect(!ScenarioWorkerDoorbell.isDue(answersSinceRing: 2, bytesSinceRing: 16 * 1024 - 1, held: 30))
    }
}

/// `--jobs` beyond the machine and workers that stop answering.
@Suite("run --jobs: huge counts and hung workers")
@MainActor
struct ScenarioWorkerPoolLimitsTests {
    /// The setup line every worker is sent first (these workers never read it).
    static let setup = ScenarioWorkerSetup(scenarios: ScenarioOptions())

    @Test("a huge worker count neither overflows the queue size nor starts more workers than scenarios or the maximum")
    func hugeCountsAreCapped() {
        // 2 * 4611686018427387904 overflowed (SIGILL) before.
        #expect(ScenarioWorkerPool.queueLimit(left: 2, workerCount: 4_611_686_018_427_387_904) == 2)
        #expect(ScenarioWorkerPool.queueLimit(left: .max, workerCount: .max) == 2)
        #expect(ScenarioWorkerPool.effectiveWorkerCount(requested: .max, scenarioCount: 2) == 2)
        #expect(ScenarioWorkerPool.effectiveWorkerCount(requested: .max, scenarioCount: 100_000)
            == ScenarioWorkerPool.maximumWorkerCount)
        #expect(ScenarioWorkerPool.maximumWorkerCount <= 256)
        let pool = ScenarioWorkerPool(workerArguments: ["/bin/true"], setup: Self.setup, workerCount: .max)
        #expect(pool.workerCount == ScenarioWorkerPool.maximumWorkerCount)
    }

    @Test("a worker that sends nothing for the hang timeout is killed and its scenarios fail as hung; the run ends")
    func hungWorkersAreKilled() throws {
        // A "worker" that never reads its requests nor answers, like one stopped with SIGSTOP.
        // Before the watchdog this run never ended.
        let pool = ScenarioWorkerPool(
            workerArguments: ["/bin/sleep", "1000"], setup: Self.setup, workerCount: 2, hangTimeout: .milliseconds(200))
        let summary = try pool.run(["a.vsh", "b.vsh", "c.vsh"])
        #expect(summary.results.map(\.path) == ["a.vsh", "b.vsh", "c.vsh"])
        #expect(summary.results.allSatisfy { !$0.passed })
        #expect(summary.results.map { $0.failures.first?.message } == Array(repeating:
            "hung: its worker sent nothing and used no CPU for 200 ms of real time and was killed", count: 3))
    }

    @Test("a worker that keeps a CPU busy without answering is working, not hung: it is not killed")
    func busyWorkerIsNotKilled() throws {
        // A "worker" that computes for one to two seconds, then ends without answering:
        // busy for far longer than the hang timeout. Before, it was killed as hung after 200 ms.
        let pool = ScenarioWorkerPool(
            workerArguments: ["/bin/bash", "-c", "while [ $SECONDS -lt 2 ]; do :; done"], setup: Self.setup, workerCount: 1,
            hangTimeout: .milliseconds(200))
        let summary = try pool.run(["a.vsh"])
        #expect(summary.results.map { $0.failures.first?.message } == ["worker exited with status 0 while running it"])
    }

    @Test("the hang timeout is said in seconds, or in milliseconds below a second")
    func timeoutText() {
        #expect(ScenarioWorkerPool.text(of: ScenarioWorkerPool.defaultHangTimeout) == "60 s")
        #expect(ScenarioWorkerPool.text(of: .milliseconds(250)) == "250 ms")
    }
}
