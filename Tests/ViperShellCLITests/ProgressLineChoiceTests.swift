import Testing
@testable import ViperShellCLI

/// Where `run` and `explore` show their progress line.
@Suite("Progress line: when it is shown")
struct ProgressLineChoiceTests {
    @Test("on a terminal outside CI, or when --progress asks; never in CI, on a dumb terminal or a pipe unless asked")
    func shown() {
        #expect(TerminalInfo.showsProgress(forced: false, environment: ["TERM": "xterm"], errorIsTerminal: true))
        #expect(TerminalInfo.showsProgress(forced: false, environment: ["CI": ""], errorIsTerminal: true))
        #expect(!TerminalInfo.showsProgress(forced: false, environment: ["CI": "true"], errorIsTerminal: true))
        #expect(!TerminalInfo.showsProgress(forced: false, environment: ["TERM": "dumb"], errorIsTerminal: true))
        #expect(!TerminalInfo.showsProgress(forced: false, environment: [:], errorIsTerminal: false))
        #expect(TerminalInfo.showsProgress(forced: true, environment: ["CI": "true"], errorIsTerminal: false))
    }
}
