import Testing
@testable import ViperShellEngine

@Suite("--shard K/N")
struct ShardSpecifierTests {
    @Test("K/N parses into part K of N")
    func parsesIndexAndCount() throws {
        let shard = try ShardSpecifier(parsing: "2/4")
        #expect(shard.index == 2)
        #expect(shard.count == 4)
        #expect(shard.description == "2/4")
    }

    @Test("a K outside 1...N, a zero N, words, missing parts, signs and huge numbers are refused with a message",
          arguments: ["0/3", "4/3", "x/y", "3/0", "1/", "/3", "-1/3", "1/-3", "+1/3", "1/3/5", "", "1 /3",
                      "99999999999999999999/3", "1/99999999999999999999", "1/1000000"])
    func refusesBadText(_ text: String) {
        #expect(throws: ShardSpecifier.ParseError.self) { try ShardSpecifier(parsing: text) }
    }

    @Test("the message names the bad text and the expected form")
    func messageNamesTheText() {
        #expect(throws: ShardSpecifier.ParseError(message: "--shard K/N needs K from 1 to N, not '4/3'")) {
            try ShardSpecifier(parsing: "4/3")
        }
    }

    @Test("the N parts cover every scenario exactly once and differ in size by at most one")
    func partsCoverEveryScenarioOnce() throws {
        for scenarioCount in 0...40 {
            for partCount in 1...12 {
                let scripts = (0..<scenarioCount).map { "s\($0).vsh" }
                let parts = (1...partCount).map { ShardSpecifier(index: $0, count: partCount)!.part(of: scripts) }
                #expect(parts.flatMap { $0 }.sorted() == scripts.sorted())
                #expect(Set(parts.flatMap { $0 }).count == scenarioCount)
                let sizes = parts.map(\.count)
                #expect(sizes.max()! - sizes.min()! <= 1)
            }
        }
    }

    @Test("a part keeps the sorted order and is round-robin by position")
    func partIsRoundRobin() {
        let shard = ShardSpecifier(index: 2, count: 3)!
        #expect(shard.part(of: ["a", "b", "c", "d", "e", "f", "g"]) == ["b", "e"])
    }

    @Test("a part past the end of a short list is empty")
    func partPastTheEndIsEmpty() {
        #expect(ShardSpecifier(index: 4, count: 4)!.part(of: ["a", "b"]).isEmpty)
    }
}
