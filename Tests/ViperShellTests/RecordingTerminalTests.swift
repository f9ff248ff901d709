import Foundation
import Testing

/// `record` end to end: a session typed into the built binary on a
/// pseudo-terminal is recorded, then the recording runs under `viper-shell run`.
@Suite("Recording on a pseudo-terminal", .serialized)
struct RecordingTerminalTests {
    @Test func aSessionRecordedThroughTheBinaryPassesUnderRun() throws {
        // given a shell with CarsList open, recording into a file
        let session = try InteractiveSession()
        defer { session.remove() }
        let terminal = session.terminal
        let script = session.directory + "/found.vsh"
        try terminal.waitForPrompt("viper-shell> ")
        try terminal.typeAndWaitForPrompt("open CarsList\r", prompt: "CarsList> ")
        try terminal.typeAndWaitForPrompt("record \(script)\r", prompt: "[rec] CarsList> ")
        // when a car is selected, a mistake is made, a read-only command runs, and the user goes back
        try terminal.typeAndWaitForPrompt("select 2\r", prompt: "[rec] CarsList › CarDetail> ")
        try terminal.typeAndWaitForPrompt("nonsense\r", prompt: "[rec] CarsList › CarDetail> ")
        try terminal.typeAndWaitForPrompt("stack\r", prompt: "[rec] CarsList › CarDetail> ")
        try terminal.typeAndWaitForPrompt("back\r", prompt: "[rec] CarsList> ")
        // and Ctrl-D ends the shell
        let mark = terminal.mark
        terminal.type("\u{04}")
        try terminal.waitFor("recorded 12 lines to \(script)", after: mark)
        #expect(try terminal.waitForExit() == 0)
        // then the file holds the steps, each pinned, the mistake as a comment, no stack
        let text = try String(contentsOfFile: script, encoding: .utf8)
        #expect(text.hasPrefix("# recorded with 'record'\n# setup: what led to the session as it was when recording began\nopen CarsList\nexpect top CarsList\nexpect depth 1\n"))
        #expect(text.contains("select 2\nexpect top CarDetail\nexpect depth 2\nexpect screen contains \"Honda Civic\"\n"))
        #expect(text.contains("# failed: nonsense: unknown command or action 'nonsense' for CarDetail"))
        #expect(!text.contains("stack"))
        // and it passes under run at once
        let replay = try BinaryRunner.run(["run", script])
        #expect(replay.status == 0, "\(replay.stdout)\(replay.stderr)")
        #expect(replay.stdout.hasPrefix("PASS \(script)\n"))
    }
}
