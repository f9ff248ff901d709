import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Signals in the interactive shell: closing the terminal
/// saves the history, libedit does not re-send signals to the process group,
/// and Ctrl-\ is ignored.
@Suite("Interactive shell signals on a pseudo-terminal", .serialized)
struct InteractiveSignalTests {
    private static let prompt = InteractiveShellTests.prompt
    private static let enter = InteractiveShellTests.enter

    /// The files beside the history file whose names start with `history.tmp`.
    private static func temporaryFiles(_ session: InteractiveSession) -> [String] {
        let folder = (session.historyPath as NSString).deletingLastPathComponent
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasPrefix("history.tmp") }
    }


    @Test("SIGHUP to the whole process group at the prompt saves the history and leaves no temporary file")
    func hangupToTheGroupSavesHistory() throws {
        let session = try InteractiveSession()
        defer { session.remove() }
        let terminal = session.terminal
        try terminal.waitForPrompt(Self.prompt)
        try terminal.typeAndWaitForPrompt("echo kept" + Self.enter, prompt: Self.prompt)

        kill(-terminal.pid, SIGHUP)

        #expect(try terminal.waitForExit() == 0)
        #expect(session.historyText() == "# ViperShellKit history v1\n" + "echo kept\n")
        #expect(Self.temporaryFiles(session).isEmpty)
    }

    @Test("SIGHUP to the whole process group while a command runs stops it at its next line, then saves the history")
    func hangupWhileACommandRunsSavesHistory() throws {
        // given a shell running a script far too long to finish on its own soon
        let session = try InteractiveSession()
        defer { session.remove() }
        let script = try session.sourceLongScript()
        let terminal = session.terminal

        // when the terminal is closed (SIGHUP to the group) while it runs
        let hangupMark = terminal.mark
        kill(-terminal.pid, SIGHUP)

        // then the script stops at its next line, the shell ends normally and saves the line that ran
        try terminal.waitFor("long.vsh:", after: hangupMark)
        #expect(try terminal.waitForExit() == 0)
        let reports = terminal.screen.allLines.filter { $0.contains("long.vsh:") }
        #expect(reports.count == 1)
        #expect(reports.first?.hasSuffix(": interrupted") == true)
        #expect(session.historyText() == "# ViperShellKit history v1\n" + "source \(script)\n")
        #expect(Self.temporaryFiles(session).isEmpty)
    }

    @Test("SIGTERM to viper-shell under a wrapper script ends only viper-shell, which saves its history")
    func terminationIsNotResentToTheGroup() throws {
        let session = try InteractiveSession(wrappedInShell: true)
        defer { session.remove() }
        let terminal = session.terminal
        try terminal.waitForPrompt(Self.prompt)
        try terminal.typeAndWaitForPrompt("echo kept" + Self.enter, prompt: Self.prompt)
        let shell = try #require(ChildProcesses.of(terminal.pid).first, "viper-shell runs under the wrapper")

        kill(shell, SIGTERM)

        // the wrapper lives on to print viper-shell's status and end normally
        try terminal.waitFor("wrapper: 0")
        #expect(try terminal.waitForExit() == 0)
        #expect(session.historyText() == "# ViperShellKit history v1\n" + "echo kept\n")
    }

    /// Whether `pid` has `folder` itself open (the history folder, opened only to lock it while saving).
    private static func hasOpen(_ folder: String, pid: pid_t) -> Bool {
        let descriptors = "/proc/\(pid)/fd"
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: descriptors)) ?? []
        return entries.contains { (try? FileManager.default.destinationOfSymbolicLink(atPath: descriptors + "/" + $0)) == folder }
    }

    @Test("a signal while the history waits for another process's lock at exit ends nothing early: the history is saved",
          arguments: [SIGINT, SIGTERM, SIGHUP])
    func signalWhileWaitingForTheHistoryLock(signal: Int32) throws {
        // Before, SIGINT here killed the shell without saving its history.
        let session = try InteractiveSession(history: "# ViperShellKit history v1\n")
        defer { session.remove() }
        let folder = (session.historyPath as NSString).deletingLastPathComponent
        let holder = open(folder, O_RDONLY | O_DIRECTORY)
        defer { close(holder) }
        try #require(flock(holder, LOCK_EX) == 0, "the test holds the history folder's lock, as another shell would")
        let terminal = session.terminal
        try terminal.waitForPrompt(Self.prompt)
        try terminal.typeAndWaitForPrompt("echo kept" + Self.enter, prompt: Self.prompt)

        terminal.type(InteractiveShellTests.ctrlD)
        // The shell opens the folder only to ask for its lock, which it then tries for about a second.
        let deadline = Date().addingTimeInterval(30)
        while !Self.hasOpen(folder, pid: terminal.pid) {
            try #require(Date() < deadline, "the shell never asked for the history folder's lock")
            usleep(1_000)
        }
        kill(terminal.pid, signal)

        #expect(try terminal.waitForExit() == 0)
        #expect(session.historyText() == "# ViperShellKit history v1\n" + "echo kept\n")
        #expect(terminal.plainOutput.contains("another process holds the lock"), "\(terminal.plainOutput)")
        #expect(Self.temporaryFiles(session).isEmpty)
    }

    @Test("Ctrl-\\ at the prompt is ignored: no crash report, the shell goes on")
    func quitIsIgnored() throws {
        let session = try InteractiveSession()
        defer { session.remove() }
        let terminal = session.terminal
        try terminal.waitForPrompt(Self.prompt)

        terminal.type("\u{1C}")
        try terminal.typeAndWaitForPrompt("echo alive" + Self.enter, prompt: Self.prompt)
        terminal.type(InteractiveShellTests.ctrlD)

        #expect(try terminal.waitForExit() == 0)
        #expect(terminal.plainOutput.contains("alive"))
        #expect(!terminal.plainOutput.contains("Crash"))
        #expect(!terminal.plainOutput.contains("💣"))
        #expect(session.historyText() == "# ViperShellKit history v1\n" + "echo alive\n")
    }
}
