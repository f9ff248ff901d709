import Testing

/// The pty tests' terminal model reads libedit's redraws as a person sees them.
@Suite("Terminal model")
struct InteractiveTerminalScreenTests {
    @Test func terminalModelFollowsLibEditRedraws() {
        // given output that draws a prompt, moves to column 10 and completes a word
        var screen = InteractiveTerminalScreen()
        screen.feed(Array("\u{1B}[1;36mdemo>\u{1B}[0m mod\r\u{1B}[10Gules".utf8))
        // then the current line reads as a person would see it
        #expect(screen.currentLine == "demo> modules")
        // and erasing to the end of line after a carriage return clears it
        screen.feed(Array("\r\u{1B}[K".utf8))
        #expect(screen.currentLine == "")
    }
}
