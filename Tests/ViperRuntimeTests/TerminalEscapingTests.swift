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

    @Test("control characters are C0, DEL and C1; bidirectional overrides are unsafe but not controls")
    func controlCharacters() {
        let controls: [Unicode.Scalar] = ["\u{0}", "\u{1B}", "\u{1F}", "\u{7F}", "\u{85}", "\u{9B}", "\u{9F}"]
        let printable: [Unicode.Scalar] = [" ", "~", "\u{A0}", "é", "\u{202E}"]
        #expect(controls.allSatisfy(TerminalEscaping.isControl))
        #expect(!printable.contains(where: TerminalEscaping.isControl))
        #expect(TerminalEscaping.isUnsafe("\u{202E}") && TerminalEscaping.isUnsafe("\u{9B}") && !TerminalEscaping.isUnsafe("é"))
    }
}
