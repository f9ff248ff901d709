/// A first-in, first-out queue: the jobs of a session's tasks.
///
/// What the job queue used swift-collections' `Deque` for, and no more:
/// `append` and `popFirst` in amortised O(1), `remove(at:)` (a job a
/// `ReadyWorkOrder` chose) in O(n), and the elements oldest first. An array
/// read from a moving start, compacted once half of it is taken. Kept here
/// because that package was about a quarter of the CPU time of a cold debug
/// build of the runtime and shell libraries (Benchmarks/README.md, "The build
/// a team pays"); `FirstInFirstOutTests` checks it against an array on random operations.
struct FirstInFirstOut<Element>: Sequence {
    private var storage: [Element?] = []
    /// Where the oldest element is in `storage`.
    private var start = 0

    init() {}

    var count: Int { storage.count - start }
    var isEmpty: Bool { count == 0 }

    mutating func append(_ element: Element) {
        storage.append(element)
    }

    /// Removes and returns the oldest element, if any.
    mutating func popFirst() -> Element? {
        guard start < storage.count else { return nil }
        let first = storage[start]
        storage[start] = nil
        start += 1
        if start == storage.count {
            storage.removeAll(keepingCapacity: true)
            start = 0
        } else if start >= 32 && start * 2 >= storage.count {
            storage.removeFirst(start)
            start = 0
        }
        return first
    }

    /// Removes and returns the element at `position` (0 is the oldest).
    mutating func remove(at position: Int) -> Element {
        precondition(position >= 0 && position < count, "position \(position) out of 0..<\(count)")
        if position == 0, let first = popFirst() { return first }
        return storage.remove(at: start + position)!
    }

    func makeIterator() -> Iterator {
        Iterator(elements: storage[start...].makeIterator())
    }

    /// The elements, oldest first.
    struct Iterator: IteratorProtocol {
        var elements: IndexingIterator<ArraySlice<Element?>>

        mutating func next() -> Element? {
            elements.next().map { $0! }
        }
    }
}
