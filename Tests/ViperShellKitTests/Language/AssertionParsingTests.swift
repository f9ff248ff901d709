import Testing
import ViperRuntime
@testable import ViperShellEngine

/// `expect` lines are parsed once into a typed `Assertion`.
@Suite("Assertion parsing")
struct AssertionParsingTests {
    private func parse(_ line: String) throws -> Assertion {
        try Assertion.parse(Array(Tokenizer.words(of: line).dropFirst()))
    }

    @Test("each form parses into its case")
    func forms() throws {
        #expect(try parse("expect screen contains Make:  Tesla") == .screenContains("Make: Tesla"))
        #expect(try parse("expect screen lacks Dune") == .screenLacks("Dune"))
        #expect(try parse("expect screen matches ^1\\.") == .screenMatches("^1\\."))
        #expect(try parse("expect top CarsList") == .top("CarsList"))
        #expect(try parse("expect depth 2") == .depth(2))
        #expect(try parse("expect state rows.count == 3")
            == .state(path: "rows.count", op: .equal, expected: .integer(3), expectedText: "3"))
        #expect(try parse("expect snapshot list") == .snapshot("list"))
        #expect(try parse("expect error no book") == .error("no book"))
    }

    @Test("a malformed form is an error with that subject's usage")
    func usage() {
        #expect(throws: CommandFailure.error("usage: expect top <Module>")) { try parse("expect top") }
        #expect(throws: CommandFailure.error(
            "usage: expect screen contains <text> | expect screen lacks <text> | expect screen matches <regex>"
        )) { try parse("expect screen contains") }
    }

    @Test("an unknown subject names it and lists the subjects")
    func unknownSubject() {
        #expect(throws: CommandFailure.error(
            "expect: unknown check 'colour'; use one of screen, top, depth, state, snapshot, error, calls, opened, closed, invariant, invariants, always",
            column: 8
        )) { try parse("expect colour red") }
        #expect(throws: CommandFailure.error("expect: unknown check 'tpo'; did you mean top?", column: 8)) { try parse("expect tpo Books") }
    }
}
