import Testing
@testable import ViperShellKit

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
