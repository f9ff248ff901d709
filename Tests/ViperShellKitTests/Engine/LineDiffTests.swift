import Testing
@testable import ViperShellEngine

@Suite("Line diff")
struct LineDiffTests {
    @Test("a line changed in place: the snapshot's - line before the screen's + line, counted once")
    func changedLine() {
        let diff = LineDiff.lines(expected: ["Cars", "1. Toyota", "Actions"], actual: ["Cars", "1. Honda", "Actions"])

        #expect(diff == ["  Cars", "- 1. Toyota", "+ 1. Honda", "  Actions"])
        #expect(LineDiff.changedLineCount(in: diff) == 1)
    }

    @Test("separate changes add up; a block counts its larger side")
    func severalChanges() {
        let diff = LineDiff.lines(expected: ["a", "b", "c", "d", "e"], actual: ["a", "B", "c", "d", "x", "y", "e"])

        #expect(diff == ["  a", "- b", "+ B", "  c", "  d", "+ x", "+ y", "  e"])
        #expect(LineDiff.changedLineCount(in: diff) == 3)
    }

    @Test("equal texts give no lines and no count")
    func equalTexts() {
        #expect(LineDiff.lines(expected: ["a"], actual: ["a"]).isEmpty)
        #expect(LineDiff.changedLineCount(in: []) == 0)
    }

    @Test("past the size limit, lines are compared by position, - before +")
    func positionalFallback() {
        let expected = (0..<2_001).map { "line \($0)" }
        var actual = expected
        actual[7] = "changed"
        let diff = LineDiff.lines(expected: expected, actual: actual)

        #expect(diff[7] == "- line 7")
        #expect(diff[8] == "+ changed")
        #expect(LineDiff.changedLineCount(in: diff) == 1)
    }
}
