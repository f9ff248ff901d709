import Testing
@testable import ViperShellEngine

/// The wrapping behind `help`, `modules` and `describe`: no line wider than
/// the width, every character kept in order, a table's explanations in one column.
@Suite("Text wrapping")
struct TextWrappingTests {
    @Test("a word wider than a whole line is cut where the line ends, its characters kept in order")
    func aWordWiderThanALineIsCut() {
        let path = "__snapshots__/<script>/<name>.txt"
        let lines = TextWrapping.hanging("usage: ", "compare with \(path) now", width: 20, indent: 7)

        #expect(lines.allSatisfy { $0.count <= 20 }, "\(lines)")
        #expect(lines.first == "usage: compare with")
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("       ") }, "\(lines)")
        #expect(lines.joined().filter { $0 != " " } == "usage:comparewith\(path)now")
    }

    @Test("blanks written between two words are kept; a line ends without blanks")
    func runsOfBlanksAreKept() {
        let lines = TextWrapping.hanging("", "quote it (expect screen contains \"Make:  Tesla\") to keep blanks", width: 50, indent: 0)

        #expect(lines == ["quote it (expect screen contains \"Make:  Tesla\")", "to keep blanks"])
    }

    @Test("a table's column leaves room for its explanations' longest word")
    func theColumnLeavesRoomForTheLongestWord() {
        let rows = [("expect top <Module>", "the top module is Module"),
                    ("expect snapshot <name>", "equals __snapshots__/<script>")]
        let lines = TextWrapping.columns(rows, width: 45, maximumTermWidth: 30)

        #expect(lines.allSatisfy { $0.count <= 45 }, "\(lines)")
        // 45 - 2 - 2 - 22 leaves 19 for the column: the top form fits beside it, the snapshot form stands alone.
        #expect(lines == [
            "  expect top <Module>  the top module is",
            "                       Module",
            "  expect snapshot <name>",
            "                       equals",
            "                       __snapshots__/<script>",
        ])
    }

    @Test("a term wider than the width breaks between its bracket groups, continued two blanks further in")
    func aWideTermWrapsLikeAUsage() {
        let rows = [("trace [on|off|clear|export <file.mmd|file.json> [compact]]", "record the flow"), ("tasks", "list tasks")]
        let lines = TextWrapping.columns(rows, width: 50, maximumTermWidth: 20)

        #expect(lines == [
            "  trace [on|off|clear|export <file.mmd|file.json>",
            "    [compact]]",
            "         record the flow",
            "  tasks  list tasks",
        ])
    }
}
