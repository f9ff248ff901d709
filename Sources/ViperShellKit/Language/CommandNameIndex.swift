/// Finds a command's position by its name without hashing the name.
///
/// Dispatch looks up the first word of every line, and most of those words
/// are actions (`select`), not commands. A `Dictionary<String, Int>` hashes
/// the whole word with SipHash each time; here a name's bucket is worked out
/// from its length and its first byte, and the few names in that bucket are
/// compared. Names are case-sensitive and compared exactly.
package struct CommandNameIndex: Sendable {
    private static let bucketCount = 64
    private let names: [String]
    /// The first position in each bucket, or -1 when it is empty.
    private let firstInBucket: [Int]
    /// The next position in the same bucket as each name, or -1.
    private let nextInBucket: [Int]

    /// An index of `names`, which are distinct; positions are their offsets.
    package init(names: [String]) {
        var first = [Int](repeating: -1, count: Self.bucketCount)
        var next = [Int](repeating: -1, count: names.count)
        for position in names.indices.reversed() {
            let bucket = Self.bucket(of: names[position])
            next[position] = first[bucket]
            first[bucket] = position
        }
        self.names = names
        firstInBucket = first
        nextInBucket = next
    }

    /// The position of `name`, if it is one of the names.
    package func position(of name: String) -> Int? {
        var candidate = firstInBucket[Self.bucket(of: name)]
        while candidate >= 0 {
            if names[candidate] == name { return candidate }
            candidate = nextInBucket[candidate]
        }
        return nil
    }

    private static func bucket(of name: String) -> Int {
        let bytes = name.utf8
        return (bytes.count &* 31 &+ Int(bytes.first ?? 0)) & (bucketCount - 1)
    }
}
