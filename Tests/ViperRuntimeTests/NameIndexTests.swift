import Testing
@testable import ViperRuntime

/// The one small-name lookup (commands, modules, actions): every name is
/// found at its position and nothing else is, however names share a bucket.
@Suite("Name index")
struct NameIndexTests {
    @Test("names of one length and first letter share a bucket and are told apart")
    func collidingNames() {
        let names = ["sa", "sb", "sc", "s", "", "ß", "sä"]
        let index = NameIndex(names: names)
        for (position, name) in names.enumerated() {
            #expect(index.position(of: name) == position, "\(name)")
        }
        #expect(index.position(of: "sd") == nil)
        #expect(NameIndex(names: []).position(of: "sa") == nil)
    }

    @Test("a name appended later is found at the next position, the others where they were")
    func appending() {
        var index = NameIndex(names: ["CarsList", "CarDetail"])
        index.append("CreateCar")
        index.append("Cx")
        #expect(index.position(of: "CarsList") == 0)
        #expect(index.position(of: "CarDetail") == 1)
        #expect(index.position(of: "CreateCar") == 2)
        #expect(index.position(of: "Cx") == 3)
        #expect(index.position(of: "Cy") == nil)
    }
}
