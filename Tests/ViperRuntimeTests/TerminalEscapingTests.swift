import Testing
import ViperRuntime

@Suite("Terminal escaping")
struct TerminalEscapingTests {
    @Test("a message repeats a short word escaped and whole")
    func shortWord() {
        #expect(TerminalEscaping.displayed("Tesla\u{1B}[2J") == "Tesla\\u{1B}[2J")
    }

    @Test("a word over the limit is cut, followed by an ellipsis and its full length")
    func longWord() {
        let word = String(repeating: "x", count: 5000)
        #expect(TerminalEscaping.displayed(word) == String(repeating: "x", count: 80) + "… (5000 characters)")
        #expect(TerminalEscaping.displayed("abcdef", limit: 3) == "abc… (6 characters)")
    }
}
