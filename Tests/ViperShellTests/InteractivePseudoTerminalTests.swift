#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing

@Suite("The pseudo-terminal the interactive tests drive")
struct InteractivePseudoTerminalTests {
    @Test("what a program wrote just before it exited is read once its exit is seen")
    func outputWrittenBeforeExitIsRead() throws {
        let terminal = try InteractivePseudoTerminal(
            executable: "/bin/sh", arguments: ["-c", "echo last words; exit 3"], environment: [:])
        // Until the program has exited, nothing is read: its words all wait in the terminal,
        // as a summary printed just before exit can when the test's process is slow to read.
        var info = siginfo_t()
        #expect(waitid(P_PID, id_t(terminal.pid), &info, WEXITED | WNOWAIT) == 0)
        #expect(try terminal.waitForExit() == 3)
        #expect(terminal.screen.allLines.contains("last words"), "\(terminal.screen.allLines)")
    }
}
