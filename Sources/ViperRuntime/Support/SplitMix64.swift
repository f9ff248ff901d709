/// A small, fast pseudo-random generator (SplitMix64) whose whole sequence
/// follows from its seed, so an exploration is the same on every machine and
/// every run. Never the system generator: that one cannot be replayed.
/// Explore draws its walks with it, and tests their random operations.
package struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    package init(seed: UInt64) {
        state = seed
    }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<count` (`count` > 0).
    package mutating func below(_ count: Int) -> Int {
        Int(next() % UInt64(count))
    }

    /// True about once in `count` calls.
    package mutating func oneIn(_ count: Int) -> Bool {
        below(count) == 0
    }

    /// One element of a non-empty array.
    package mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[below(elements.count)]
    }
}
