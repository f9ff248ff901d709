/// A binary min-heap: the virtual scheduler's timers and clock sleepers, the
/// earliest first.
///
/// What the scheduler used swift-collections' `Heap` for, and no more:
/// `insert`, `min`, `removeMin` in O(log n), and the elements in no
/// particular order. Kept here because that package was about a quarter of
/// the CPU time of a cold debug build of the runtime and shell libraries
/// (Benchmarks/README.md, "The build a team pays"); `MinHeapTests` checks it
/// against a sorted model on random operations.
struct MinHeap<Element: Comparable> {
    /// The elements in heap order: each at most its two children (at 2i+1 and 2i+2).
    private(set) var unordered: [Element] = []

    init() {}

    /// A heap of `elements`, arranged in O(n).
    init<S: Sequence>(_ elements: S) where S.Element == Element {
        unordered = Array(elements)
        var position = unordered.count / 2
        while position > 0 {
            position -= 1
            siftDown(from: position)
        }
    }

    var count: Int { unordered.count }
    var isEmpty: Bool { unordered.isEmpty }

    /// The smallest element, if any.
    var min: Element? { unordered.first }

    mutating func insert(_ element: Element) {
        unordered.append(element)
        var child = unordered.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard unordered[child] < unordered[parent] else { return }
            unordered.swapAt(child, parent)
            child = parent
        }
    }

    /// Removes and returns the smallest element; the heap must not be empty.
    @discardableResult
    mutating func removeMin() -> Element {
        precondition(!unordered.isEmpty, "removeMin() on an empty heap")
        let last = unordered.removeLast()
        guard !unordered.isEmpty else { return last }
        let smallest = unordered[0]
        unordered[0] = last
        siftDown(from: 0)
        return smallest
    }

    private mutating func siftDown(from start: Int) {
        var parent = start
        while true {
            let left = 2 * parent + 1
            guard left < unordered.count else { return }
            var smaller = left
            if left + 1 < unordered.count && unordered[left + 1] < unordered[left] { smaller = left + 1 }
            guard unordered[smaller] < unordered[parent] else { return }
            unordered.swapAt(smaller, parent)
            parent = smaller
        }
    }
}
