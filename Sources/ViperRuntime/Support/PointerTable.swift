/// A map from object addresses to values, for the session's per-job
/// bookkeeping (live tasks by address), where a `Dictionary` spent most of
/// its time hashing: every job a session runs looks its task up two or three
/// times.
///
/// Open addressing with linear probing over a power-of-two table, hashed by
/// one multiplication (addresses are already spread; their low bits are
/// alignment), and deletion by shifting later entries back, so there are no
/// tombstones and a lookup stops at the first empty slot. Same answers as a
/// `[UnsafeRawPointer: Value]` (tests hold it to one).
struct PointerTable<Value> {
    private var keys: [UnsafeRawPointer?]
    private var values: [Value?]
    /// `keys.count - 1`: the table's size is a power of two.
    private var mask: Int
    /// log2 of the table's size, for the hash.
    private var bits: Int
    private(set) var count = 0

    init() {
        bits = 4
        mask = (1 << bits) - 1
        keys = Array(repeating: nil, count: 1 << bits)
        values = Array(repeating: nil, count: 1 << bits)
    }

    var isEmpty: Bool { count == 0 }

    subscript(key: UnsafeRawPointer) -> Value? {
        get { slot(of: key).flatMap { values[$0] } }
        set {
            if let newValue { insert(newValue, for: key) } else { remove(key) }
        }
    }

    /// Every value, in no particular order.
    var allValues: [Value] {
        values.compactMap { $0 }
    }

    // MARK: - Slots

    private func home(of key: UnsafeRawPointer) -> Int {
        Int(truncatingIfNeeded: (UInt(bitPattern: key) &* 0x9E37_79B9_7F4A_7C15) >> UInt(UInt.bitWidth - bits))
    }

    private func slot(of key: UnsafeRawPointer) -> Int? {
        guard count > 0 else { return nil }
        var slot = home(of: key)
        while let found = keys[slot] {
            if found == key { return slot }
            slot = (slot + 1) & mask
        }
        return nil
    }

    private mutating func insert(_ value: Value, for key: UnsafeRawPointer) {
        var slot = home(of: key)
        while let found = keys[slot] {
            if found == key {
                values[slot] = value
                return
            }
            slot = (slot + 1) & mask
        }
        keys[slot] = key
        values[slot] = value
        count += 1
        // At most three quarters full, so probes stay short.
        if count * 4 > keys.count * 3 { grow() }
    }

    private mutating func remove(_ key: UnsafeRawPointer) {
        guard var hole = slot(of: key) else { return }
        keys[hole] = nil
        values[hole] = nil
        count -= 1
        // Shift back each later entry of the run that the hole now cuts off
        // from its home slot, so lookups can stop at the first empty slot.
        var next = (hole + 1) & mask
        while let moving = keys[next] {
            let home = home(of: moving)
            // The entry may move into the hole when its home is not cyclically within (hole, next].
            let distanceToNext = (next - home) & mask
            let distanceToHole = (hole - home) & mask
            if distanceToHole < distanceToNext {
                keys[hole] = moving
                values[hole] = values[next]
                keys[next] = nil
                values[next] = nil
                hole = next
            }
            next = (next + 1) & mask
        }
    }

    private mutating func grow() {
        let oldKeys = keys
        let oldValues = values
        bits += 1
        mask = (1 << bits) - 1
        keys = Array(repeating: nil, count: 1 << bits)
        values = Array(repeating: nil, count: 1 << bits)
        count = 0
        for index in oldKeys.indices {
            if let key = oldKeys[index], let value = oldValues[index] { insert(value, for: key) }
        }
    }
}
