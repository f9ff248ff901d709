/// The members of a JSON object, kept sorted by name, each name once.
///
/// Sorted is the order every encoder writes members in (dumps sort
/// their keys), so encoding walks the members as they are and never sorts,
/// and a builder that already knows its names in order (a dump frame) pays
/// for neither hashing nor sorting. Reads look like a dictionary's:
/// `object["make"]`, `object.keys`, `object.count`, `for (key, value) in object`.
///
/// Names compare as `String`s do (`<` and `==`, by canonical equivalence),
/// exactly like the dictionary keys objects were before.
public struct JSONObject: Sendable {
    /// One member: its name and its value.
    public typealias Member = (key: String, value: JSONValue)

    /// The members, sorted by name.
    public private(set) var members: [Member]

    /// An object with no members.
    public init() {
        members = []
    }

    /// An object with `members`, in any order; when a name comes more than
    /// once, the last value wins (as in a dictionary literal). Members that
    /// are already sorted with unique names are taken as they are.
    public init(_ members: [Member]) {
        self.members = members
        if !Self.isStrictlySorted(members) { sortKeepingLastDuplicate() }
    }

    /// An object with `members` that the caller already sorted by name, each
    /// name once (checked in debug builds): a dump frame knows its names' order.
    init(sortedMembers members: [Member]) {
        assert(Self.isStrictlySorted(members), "members not sorted: \(members.map(\.key))")
        self.members = members
    }

    /// An object with the members of `dictionary`.
    public init(_ dictionary: [String: JSONValue]) {
        members = dictionary.sorted { $0.key < $1.key }.map { (key: $0.key, value: $0.value) }
    }

    /// The member names, sorted.
    public var keys: [String] { members.map(\.key) }

    /// The member values, in the order of their sorted names.
    public var values: [JSONValue] { members.map(\.value) }

    /// The value of the member named `key`, or nil; setting nil removes the member.
    public subscript(key: String) -> JSONValue? {
        get {
            let position = insertionPoint(of: key)
            // Not a `? :` with `nil`: JSONValue is ExpressibleByNilLiteral, so `nil` there would be `.null`.
            guard position < members.count, members[position].key == key else { return Optional.none }
            return members[position].value
        }
        set {
            let position = insertionPoint(of: key)
            let exists = position < members.count && members[position].key == key
            switch (exists, newValue) {
            case (true, .some(let value)): members[position].value = value
            case (true, .none): members.remove(at: position)
            case (false, .some(let value)): members.insert((key, value), at: position)
            case (false, .none): break
            }
        }
    }

    /// The same names with every value transformed.
    public func mapValues(_ transform: (JSONValue) throws -> JSONValue) rethrows -> JSONObject {
        var result = self
        for index in result.members.indices { result.members[index].value = try transform(result.members[index].value) }
        return result
    }

    /// Where `key` is, or would go, in the sorted members.
    private func insertionPoint(of key: String) -> Int {
        var low = 0
        var high = members.count
        while low < high {
            let middle = (low + high) / 2
            if members[middle].key < key { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private static func isStrictlySorted(_ members: [Member]) -> Bool {
        guard members.count > 1 else { return true }
        for index in 1..<members.count where !(members[index - 1].key < members[index].key) { return false }
        return true
    }

    /// Sorts by name (stable, so equal names keep their order) and keeps the last of equal names.
    private mutating func sortKeepingLastDuplicate() {
        if members.count <= Self.insertionSortLimit {
            // A literal's handful of members: an insertion sort in place, no allocation.
            for index in members.indices.dropFirst() {
                var position = index
                while position > 0, members[position].key < members[position - 1].key {
                    members.swapAt(position, position - 1)
                    position -= 1
                }
            }
        } else {
            members = members.enumerated()
                .sorted { $0.element.key < $1.element.key || ($0.element.key == $1.element.key && $0.offset < $1.offset) }
                .map(\.element)
        }
        var kept = 0
        for index in members.indices {
            if kept > 0, members[kept - 1].key == members[index].key {
                members[kept - 1] = members[index]
            } else {
                members.swapAt(kept, index)
                kept += 1
            }
        }
        members.removeLast(members.count - kept)
    }

    /// Up to this many members are sorted by insertion.
    private static let insertionSortLimit = 16
}

// MARK: - RandomAccessCollection

extension JSONObject: RandomAccessCollection {
    /// The position of the first member (0).
    public var startIndex: Int { members.startIndex }
    /// The position after the last member.
    public var endIndex: Int { members.endIndex }
    /// The member at `position` in name order (`for (key, value) in object` walks these).
    public subscript(position: Int) -> Member { members[position] }
}

// MARK: - ExpressibleByDictionaryLiteral

extension JSONObject: ExpressibleByDictionaryLiteral {
    /// `["make": "Ford", "year": 1999]`; a repeated name keeps its last value.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init(elements.map { (key: $0.0, value: $0.1) })
    }
}

// MARK: - Hashable

extension JSONObject: Hashable {
    /// Same names with equal values (numbers compare by value, as in `JSONValue`).
    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        lhs.members.count == rhs.members.count
            && zip(lhs.members, rhs.members).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(members.count)
        for member in members {
            hasher.combine(member.key)
            hasher.combine(member.value)
        }
    }
}
