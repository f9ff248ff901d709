/// Finds a name's position among a few distinct names without hashing it:
/// the one lookup behind shell commands, registered modules and view actions.
///
/// Dispatch looks up the first word of every line, and most of those words
/// are actions (`select`), not commands. A `Dictionary<String, Int>` hashes
/// the whole word with SipHash each time; here a name's bucket is worked out
/// from its length and its first byte, and the few names in that bucket are
/// compared. Names are case-sensitive and compared exactly. `viper-bench
/// name-lookup` measures it against `[String: Int]` and a linear scan.
@usableFromInline
package struct NameIndex: Sendable {
    @usableFromInline static let bucketCount = 64
    @usableFromInline var names: [String]
    /// The first position in each bucket, or -1 when it is empty.
    @usableFromInline var firstInBucket: [Int]
    /// The next position in the same bucket as each name, or -1.
    @usableFromInline var nextInBucket: [Int]

    /// An index of `names`, which are distinct; positions are their offsets.
    package init(names: [String] = []) {
        self.names = []
        firstInBucket = [Int](repeating: -1, count: Self.bucketCount)
        nextInBucket = []
        names.forEach { append($0) }
    }

    /// Adds `name`, distinct from those already there, at the next position.
    package mutating func append(_ name: String) {
        let bucket = Self.bucket(of: name)
        nextInBucket.append(firstInBucket[bucket])
        firstInBucket[bucket] = names.count
        names.append(name)
    }

    /// The position of `name`, if it is one of the names.
    @inlinable
    package func position(of name: String) -> Int? {
        var candidate = firstInBucket[Self.bucket(of: name)]
        while candidate >= 0 {
            if names[candidate] == name { return candidate }
            candidate = nextInBucket[candidate]
        }
        return nil
    }

    @inlinable
    static func bucket(of name: String) -> Int {
        let bytes = name.utf8
        return (bytes.count &* 31 &+ Int(bytes.first ?? 0)) & (bucketCount - 1)
    }
}
