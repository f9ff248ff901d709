import Testing
@testable import ViperRuntime

/// The scheduler's heap against the behaviour it replaces (swift-collections'
/// `Heap` as the scheduler used it): on random inserts and removals, `min`
/// and `removeMin` give what a sorted array gives, and `unordered` holds the
/// same elements.
@Suite("Min-heap")
struct MinHeapTests {
    /// A deadline and a sequence number, ordered like the scheduler's entries.
    private struct Entry: Comparable {
        let deadline: Int
        let sequence: Int
        static func < (lhs: Entry, rhs: Entry) -> Bool { (lhs.deadline, lhs.sequence) < (rhs.deadline, rhs.sequence) }
    }

    @Test("random inserts and removals agree with a sorted model", arguments: [1, 42, 2026] as [UInt64])
    func agreesWithSortedModel(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        var heap = MinHeap<Entry>()
        var model: [Entry] = []
        for sequence in 0..<2_000 {
            if model.isEmpty || Int.random(in: 0..<3, using: &generator) > 0 {
                let entry = Entry(deadline: Int.random(in: 0..<50, using: &generator), sequence: sequence)
                heap.insert(entry)
                model.insert(entry, at: model.firstIndex { entry < $0 } ?? model.count)
            } else {
                #expect(heap.min == model.first)
                #expect(heap.removeMin() == model.removeFirst())
            }
            #expect(heap.count == model.count)
        }
        #expect(heap.unordered.sorted() == model)
        while let smallest = model.first {
            #expect(heap.removeMin() == smallest)
            model.removeFirst()
        }
        #expect(heap.isEmpty && heap.min == nil)
    }

    @Test("a heap built from a sequence gives its elements in order")
    func builtFromSequence() {
        var generator = SplitMix64(seed: 7)
        let entries = (0..<1_000).map { Entry(deadline: Int.random(in: 0..<20, using: &generator), sequence: $0) }
        var heap = MinHeap(entries.shuffled(using: &generator))
        var taken: [Entry] = []
        while !heap.isEmpty { taken.append(heap.removeMin()) }
        #expect(taken == entries.sorted())
    }
}
