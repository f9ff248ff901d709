import Testing
@testable import ViperShellKit

/// How `run --jobs` sizes the batches it hands to workers and how long the
/// parent leaves them alone (the choices, not their timing: speed is measured by `scripts/bench`).
@Suite("run --jobs: batches and pauses")
@MainActor
struct ScenarioWorkerPoolBatchingTests {
    @Test("a worker holds a share of what is left: 32 at most, 2 at least (the one running and the next)")
    func queueLimitFollowsWhatIsLeft() {
        #expect(ScenarioWorkerPool.queueLimit(left: 2_000, workerCount: 2) == 32)
        #expect(ScenarioWorkerPool.queueLimit(left: 40, workerCount: 2) == 10)
        #expect(ScenarioWorkerPool.queueLimit(left: 40, workerCount: 4) == 5)
        #expect(ScenarioWorkerPool.queueLimit(left: 3, workerCount: 2) == 2)
        #expect(ScenarioWorkerPool.queueLimit(left: 0, workerCount: 2) == 2)
    }

    @Test("the parent sleeps half the time of the shortest queue, capped at 2 ms")
    func idleTimeIsHalfTheShortestQueue() {
        #expect(ScenarioWorkerPool.idleTime(queued: [10, 20], meanDuration: .microseconds(100)) == .microseconds(500))
        #expect(ScenarioWorkerPool.idleTime(queued: [32, 20], meanDuration: .microseconds(300)) == .milliseconds(2))
    }

    @Test("no pause when a queue is short (a refill is due or the run is ending) or nothing was answered yet")
    func noIdleTimeWithAShortQueue() {
        #expect(ScenarioWorkerPool.idleTime(queued: [7, 30], meanDuration: .milliseconds(1)) == .zero)
        #expect(ScenarioWorkerPool.idleTime(queued: [30, 0], meanDuration: .milliseconds(1)) == .zero)
        #expect(ScenarioWorkerPool.idleTime(queued: [], meanDuration: .milliseconds(1)) == .zero)
        #expect(ScenarioWorkerPool.idleTime(queued: [30, 30], meanDuration: .zero) == .zero)
    }
}
