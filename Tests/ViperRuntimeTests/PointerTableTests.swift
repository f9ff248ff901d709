import Testing
@testable import ViperRuntime

/// The session's address-keyed table gives the answers a `Dictionary` gives,
/// through growth and through deletions that shift colliding entries back.
@Suite("Pointer table")
struct PointerTableTests {
    /// An address for a number: 16-byte aligned, like an object's.
    private func address(_ number: Int) -> UnsafeRawPointer {
        UnsafeRawPointer(bitPattern: 0x1000 + number * 16)!
    }

    @Test("inserting, replacing and removing in a scrambled order matches a Dictionary at every step")
    func matchesDictionary() {
        var table = PointerTable<Int>()
        var dictionary: [UnsafeRawPointer: Int] = [:]
        for step in 0..<20_000 {
            // Few distinct keys in a scrambled order, so that runs collide, grow and empty out again.
            let key = address(step * 7_919 % 300)
            if step * 31 % 7 < 3 {
                table[key] = nil
                dictionary[key] = nil
            } else {
                table[key] = step
                dictionary[key] = step
            }
            #expect(table.count == dictionary.count)
            let probe = address(step * 104_729 % 300)
            #expect(table[probe] == dictionary[probe], "step \(step)")
        }
        for number in 0..<300 {
            #expect(table[address(number)] == dictionary[address(number)])
        }
        #expect(table.allValues.sorted() == dictionary.values.sorted())
    }

    @Test("removing an entry keeps every entry that collided with it reachable")
    func removalShiftsBack() {
        var table = PointerTable<Int>()
        // Addresses that differ only above the hashed bits' reach still spread;
        // many keys in a small table make long runs.
        for number in 0..<11 { table[address(number)] = number }
        for number in stride(from: 0, to: 11, by: 2) { table[address(number)] = nil }
        for number in 0..<11 {
            #expect(table[address(number)] == (number % 2 == 1 ? number : nil))
        }
        #expect(table.count == 5)
        table[address(3)] = 103
        #expect(table[address(3)] == 103)
        #expect(table.count == 5)
    }

    @Test("an empty table finds nothing")
    func empty() {
        let table = PointerTable<String>()
        #expect(table.isEmpty)
        #expect(table[address(1)] == nil)
        #expect(table.allValues.isEmpty)
    }
}
