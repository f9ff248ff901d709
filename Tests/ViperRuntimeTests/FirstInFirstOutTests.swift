import Testing
@testable import ViperRuntime

/// The job queue against the behaviour it replaces (swift-collections'
/// `Deque` as the job queue used it): on random appends, `popFirst` and
/// `remove(at:)`, it gives what an array gives, in the same order.
@Suite("First-in, first-out queue")
struct FirstInFirstOutTests {
    @Test("random appends and removals agree with an array", arguments: [1, 42, 2026] as [UInt64])
    func agreesWithArray(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        var queue = FirstInFirstOut<Int>()
        var model: [Int] = []
        for value in 0..<2_000 {
            switch Int.random(in: 0..<6, using: &generator) {
            case 0, 1, 2:
                queue.append(value)
                model.append(value)
            case 3, 4:
                #expect(queue.popFirst() == (model.isEmpty ? nil : model.removeFirst()))
            default:
                guard !model.isEmpty else { continue }
                let position = Int.random(in: 0..<model.count, using: &generator)
                #expect(queue.remove(at: position) == model.remove(at: position))
            }
            #expect(queue.count == model.count)
            if value % 16 == 0 { #expect(Array(queue) == model) }
        }
        #expect(Array(queue) == model)
    }

    @Test("emptied by popFirst, it is empty, and takes new elements in order")
    func emptiedAndReused() {
        var queue = FirstInFirstOut<String>()
        for word in ["a", "b", "c"] { queue.append(word) }
        #expect(queue.popFirst() == "a")
        #expect(queue.popFirst() == "b")
        #expect(queue.popFirst() == "c")
        #expect(queue.popFirst() == nil && queue.isEmpty)
        queue.append("d")
        #expect(Array(queue) == ["d"])
    }
}
