/// `--shard K/N`: run the K-th of N parts of the sorted scenario list.
///
/// The partition rule is round-robin by position: part K (from 1) holds the
/// scenarios at 0-based indexes `K-1`, `K-1+N`, `K-1+2N`… of the sorted list.
/// Every scenario lands in exactly one part, the parts differ in size by at
/// most one, and the same list always splits the same way on every machine.
public struct ShardSpecifier: Sendable, Equatable, CustomStringConvertible {
    /// Which part, from 1 to `count`.
    public let index: Int
    /// How many parts.
    public let count: Int

    /// Why a `K/N` text is not a shard.
    public struct ParseError: Error, Equatable, Sendable, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }

    /// The largest number of parts accepted (far more than any CI matrix).
    public static let maximumCount = 100_000

    /// Part `index` of `count`; nil unless `1 <= index <= count <= maximumCount`.
    public init?(index: Int, count: Int) {
        guard count >= 1, count <= Self.maximumCount, index >= 1, index <= count else { return nil }
        self.index = index
        self.count = count
    }

    /// Parses `K/N` (`2/4`). Anything else is an error whose message repeats
    /// the text and says what a shard looks like.
    public init(parsing text: String) throws(ParseError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        let shown = displayed(text)
        guard parts.count == 2, let index = Self.number(parts[0]), let count = Self.number(parts[1]) else {
            throw ParseError(message: "--shard must be K/N with whole numbers, K from 1 to N (like 2/4), not '\(shown)'")
        }
        guard count >= 1, count <= Self.maximumCount else {
            throw ParseError(message: "--shard K/N needs N from 1 to \(Self.maximumCount), not '\(shown)'")
        }
        guard index >= 1, index <= count else {
            throw ParseError(message: "--shard K/N needs K from 1 to N, not '\(shown)'")
        }
        self.index = index
        self.count = count
    }

    /// `K/N`.
    public var description: String { "\(index)/\(count)" }

    /// This part of `scripts` (already sorted), in their order.
    public func part<Element>(of scripts: [Element]) -> [Element] {
        stride(from: index - 1, to: scripts.count, by: count).map { scripts[$0] }
    }

    /// Digits only (no sign, no spaces), small enough to fit in an `Int`.
    private static func number(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.count <= 18, text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(text)
    }
}
