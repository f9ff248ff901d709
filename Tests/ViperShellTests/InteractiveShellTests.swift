import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The interactive shell end to end: the built binary on a pseudo-terminal,
/// driven by keystrokes, with its history in a temporary directory.
@Suite("Interactive shell on a pseudo-terminal", .serialized)
struct InteractiveShellTests {
    static let up = "\u{1B}[A"
    static let tab = "\t"
    static let enter = "\r"
    static let ctrlC = "\u{03}"
    static let ctrlD = "\u{04}"
    static let prompt = "viper-shell> "

    @Test func tabCompletesTheOnlyMatchingCommand() throws {
        // given a shell at its prompt
        let session = try InteractiveSession()
        defer { session.remove() }
        let terminal = session.terminal
        try terminal.waitForPrompt(Self.prompt)
        // when "mod" and Tab are typed
        terminal.type("mod" + Self.tab)
        // then the line shows the whole command, and entering it lists the modules
        try terminal.waitForCurrentLine(Self.prompt + "modules")
        try terminal.typeAndWaitForPrompt(Self.enter, prompt: Self.prompt)
        #expect(terminal.screen.allLines.contains { $0.hasPrefix("CarsList ") })
        terminal.type(Self.ctrlD)
        #expect(try terminal.waitForExit() == 0)
    }

    @Test func routeStartsTheShellWithTheStackAndShowsItsScreen() throws {
        // given the shell started by `viper-shell route cars/c3` on a terminal
        let session = try InteractiveSession(arguments: ["route", "cars/c3"])
        defer { session.remove() }
        let terminal = session.terminal
        // then the prompt names the stack, and the detail's screen is shown before it, settled:
        // the car read, never its loading screen
        try terminal.waitForPrompt("CarsList › CarDetail> ")
        #expect(terminal.screen.allLines.contains { $0.contains("Id:    c3") })
        #expect(!terminal.screen.allLines.contains { $0.contains("Loading") }, "\(terminal.screen.allLines)")
    }

    @Test func tabWithSeveralMatchesExtendsToTheirCommonPrefixAndListsThem() throws {
        // given a shell at its prompt
        let session = try InteractiveSession()
        defer { session.remove() }
        let terminal = session.terminal
        try terminal.waitForPrompt(Self.prompt)
        // when "open Ca" and Tab are typed (CarDetail, CarsList)
        let mark = terminal.mark
        terminal.type("open Ca" + Self.tab)
        // then both are listed and the word is extended to "Car"
        try terminal.waitFor("CarsList", after: mark)
        try terminal.waitForCurrentLine(Self.prompt + "open Car")
        #expect(terminal.screen.allLines.contains("CarDetail  CarsList"))
        try terminal.typeAndWaitForPrompt(Self.ctrlC, prompt: Self.prompt)
        terminal.type(Self.ctrlD)
        #expect(try terminal.waitForExit() == 0)
    }

    @Test func completionListFollowsTheTerminalWidthAfterAResize() throws {
        // given a shell at its prompt on an 80-column terminal
        let session = try InteractiveSession()
        defer { session.remove() }
        let terminal = session.terminal
        try terminal.waitForPrompt(Self.prompt)
        // when the window is narrowed to 30 columns and "s" and Tab are typed
        terminal.resize(columns: 30)
        let mark = terminal.mark
        terminal.type("s" + Self.tab)
        // then the commands starting with "s" are listed in columns that fit 30
        try terminal.waitFor("source", after: mark)
        try terminal.waitForCurrentLine(Self.prompt + "s")
        #expect(terminal.screen.allLines.contains("schedule  settle    stub"))
        #expect(terminal.screen.allLines.contains("screen    source    stubs"))
        #expect(terminal.screen.allLines.contains("set       stack"))
        try terminal.typeAndWaitForPrompt(Self.ctrlC, prompt: Self.prompt)
        terminal.type(Self.ctrlD)
        #expect(try terminal.waitForExit() == 0)
    }

    @Test func upRecallsThePreviousCommandAndCtrlDSavesAPrivateHistory() throws {
        // given a shell where one command was entered
        let session = try InteractiveSession()
        defer { session.remove() }
        let terminal = session.terminal
        try terminal.waitForPrompt(Self.prompt)
        try terminal.typeAndWaitForPrompt("echo first" + Self.enter, prompt: Self.prompt)
        #expect(terminal.screen.allLines.filter { $0 == "first" }.count == 1)
        // when Up is pressed
        terminal.type(Self.up)
        // then the previous command is back on the line, and Enter runs it again
        try terminal.waitForCurrentLine(Self.prompt + "echo first")
        try terminal.typeAndWaitForPrompt(Self.enter, prompt: Self.prompt)
        #expect(terminal.screen.allLines.filter { $0 == "first" }.count == 2)
        // and Ctrl-D on the empty line ends the shell cleanly, the terminal back in cooked mode
        terminal.type(Self.ctrlD)
        #expect(try terminal.waitForExit() == 0)
        #expect(terminal.isCanonical)
        // and the history file holds the command, once, with mode 0600
        #expect(session.historyText() == "# ViperShellKit history v1\n" + "echo first\n")
        #expect(session.historyMode() == 0o600)
    }

    @Test func ctrlCClearsTheLineBeingTyped() throws {
        // given a shell with a half-typed line
        let session = try InteractiveSession()
        defer { session.remove() }
        let terminal = session.terminal
        try terminal.waitForPrompt(Self.prompt)
        terminal.type("garbage")
        try terminal.waitForCurrentLine(Self.prompt + "garbage")
        // when Ctrl-C is pressed
        try terminal.typeAndWaitForPrompt(Self.ctrlC, prompt: Self.prompt)
        // then a fresh, empty prompt appears and the next line runs on its own
        try terminal.waitForCurrentLine(Self.prompt)
        try terminal.typeAndWaitForPrompt("echo ok" + Self.enter, prompt: Self.prompt)
        #expect(terminal.screen.allLines.contains("ok"))
        #expect(!terminal.plainOutput.contains("error"))
        // and the shell still ends cleanly, terminal in cooked mode, the dropped line not in its history
        terminal.type(Self.ctrlD)
        #expect(try terminal.waitForExit() == 0)
        #expect(terminal.isCanonical)
        #expect(session.historyText() == "# ViperShellKit history v1\n" + "echo ok\n")
    }

    @Test func ctrlCInterruptsARunningCommandAndTheShellGoesOn() throws {
        // given a shell and a script far too long to finish on its own soon
        let session = try InteractiveSession()
        defer { session.remove() }
        _ = try session.sourceLongScript()
        let terminal = session.terminal
        // when Ctrl-C is pressed while it runs
        let interruptMark = terminal.mark
        terminal.type(Self.ctrlC)
        // then the script stops with one line saying where, and the line editor reads again
        try terminal.waitFor("long.vsh:", after: interruptMark)
        try terminal.waitForPrompt(Self.prompt, after: interruptMark)
        let reports = terminal.screen.allLines.filter { $0.contains("long.vsh:") }
        #expect(reports.count == 1)
        #expect(reports.first?.hasSuffix(": interrupted") == true)
        let afterInterrupt = terminal.mark
        try terminal.typeAndWaitForPrompt("echo still here" + Self.enter, prompt: Self.prompt)
        try terminal.waitFor("still here", after: afterInterrupt)
        terminal.type(Self.ctrlD)
        #expect(try terminal.waitForExit() == 0)
        #expect(terminal.isCanonical)
    }

    @Test func ctrlCStopsARunAsTheCommandLineDoes() throws {
        // given a folder of three scenarios, the second far too long to finish on its own soon
        let session = try InteractiveSession()
        defer { session.remove() }
        let folder = session.directory + "/scenarios"
        #expect(mkdir(folder, 0o700) == 0)
        let long = "echo started\n" + String(repeating: "settle\n", count: 2_000_000)
        for (name, text) in [("a.vsh", "echo a\n"), ("b.vsh", long), ("c.vsh", "echo c\n")] {
            #expect(FileManager.default.createFile(atPath: folder + "/" + name, contents: Data(text.utf8)))
        }
        let terminal = session.terminal
        try terminal.waitForPrompt(Self.prompt)
        // when it is run in the shell and Ctrl-C is pressed once the first has passed
        let mark = terminal.mark
        terminal.type("run \(folder)" + Self.enter)
        try terminal.waitFor("PASS \(folder)/a.vsh", after: mark)
        terminal.type(Self.ctrlC)
        // then the stopped scenario is not counted as failed, and the run says how many were not run
        try terminal.waitFor("interrupted: 2 of 3 scenarios not run", after: mark)
        try terminal.waitForPrompt(Self.prompt, after: mark)
        let printed = String(decoding: terminal.output[mark...], as: UTF8.self)
        #expect(printed.contains("1 passed, 0 failed"), "\(printed)")
        #expect(!printed.contains("FAIL"), "\(printed)")
        terminal.type(Self.ctrlD)
        #expect(try terminal.waitForExit() == 0)
    }

    @Test func historyOfAnEarlierSessionIsRecalledAndListed() throws {
        // given a history file from an earlier session
        let session = try InteractiveSession(history: "# ViperShellKit history v1\nopen CarsList\necho \"two\\nlines\"\n")
        defer { session.remove() }
        let terminal = session.terminal
        try terminal.waitForPrompt(Self.prompt)
        // when Up is pressed twice
        terminal.type(Self.up + Self.up)
        // then the older entry is on the line, and entering it opens the module
        try terminal.waitForCurrentLine(Self.prompt + "open CarsList")
        try terminal.typeAndWaitForPrompt(Self.enter, prompt: "CarsList> ")
        #expect(terminal.plainOutput.contains("Toyota"))
        // and `history` lists both sessions' lines
        try terminal.typeAndWaitForPrompt("history" + Self.enter, prompt: "CarsList> ")
        let listed = terminal.screen.allLines.filter { $0.hasPrefix("    ") }
        #expect(listed == [
            "    1  open CarsList", "    2  echo \"two\\u{A}lines\"", "    3  open CarsList", "    4  history",
        ])
        terminal.type(Self.ctrlD)
        #expect(try terminal.waitForExit() == 0)
        // and the file keeps the old entries, escaped, with the new ones appended
        #expect(session.historyText() == "# ViperShellKit history v1\n" + "open CarsList\necho \"two\\nlines\"\nopen CarsList\nhistory\n")
    }

    @Test func terminationAtThePromptEndsCleanlyAndSavesTheHistory() throws {
        // given a shell at its prompt after one command
        let session = try InteractiveSession()
        defer { session.remove() }
        let terminal = session.terminal
        try terminal.waitForPrompt(Self.prompt)
        try terminal.typeAndWaitForPrompt("echo kept" + Self.enter, prompt: Self.prompt)
        // when it is sent SIGTERM (as when its terminal window closes, with SIGHUP)
        kill(terminal.pid, SIGTERM)
        // then it exits with status 0, the terminal back in cooked mode, and the history saved
        #expect(try terminal.waitForExit() == 0)
        #expect(terminal.isCanonical)
        #expect(session.historyText() == "# ViperShellKit history v1\n" + "echo kept\n")
    }

    @Test func promptAndScreensAreColouredUnlessNoColorIsSet() throws {
        // given one shell with the default environment and one with NO_COLOR=1
        let coloured = try InteractiveSession()
        defer { coloured.remove() }
        let plain = try InteractiveSession(extraEnvironment: ["NO_COLOR": "1"])
        defer { plain.remove() }
        // when both open a module
        for terminal in [coloured.terminal, plain.terminal] {
            try terminal.waitForPrompt(Self.prompt)
            try terminal.typeAndWaitForPrompt("open CarsList" + Self.enter, prompt: "CarsList> ")
        }
        // then the first draws its prompt in colour, and the second has no colour at all
        #expect(coloured.terminal.rawOutput.contains("\u{1B}[1;36mviper-shell>"))
        #expect(Self.containsColour(coloured.terminal.rawOutput))
        #expect(plain.terminal.plainOutput.contains("Toyota"))
        #expect(!Self.containsColour(plain.terminal.rawOutput))
        for terminal in [coloured.terminal, plain.terminal] {
            terminal.type(Self.ctrlD)
            #expect(try terminal.waitForExit() == 0)
        }
    }

    /// Whether `text` holds an SGR (colour) sequence: ESC [ digits and semicolons, then m.
    static func containsColour(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        for index in scalars.indices where scalars[index] == "\u{1B}" {
            var next = index + 1
            guard next < scalars.count, scalars[next] == "[" else { continue }
            next += 1
            while next < scalars.count, scalars[next] == ";" || ("0"..."9").contains(scalars[next]) { next += 1 }
            if next < scalars.count, scalars[next] == "m" { return true }
        }
        return false
    }
}

/// One run of the built binary with its own temporary HOME and history file.
final class InteractiveSession {
    let directory: String
    let terminal: InteractivePseudoTerminal
    var historyPath: String { directory + "/state/history" }

    /// `executable` is another shell built on the engine (default: viper-shell),
    /// whose history file is named by `historyVariable`. `wrappedInShell`
    /// starts it from `/bin/sh -c` (a wrapper script without job control: both
    /// in one process group), which prints `wrapper: <status>` after it.
    init(
        history: String? = nil, extraEnvironment: [String: String] = [:], executable: String? = nil,
        historyVariable: String = "VIPER_SHELL_HISTORY", arguments: [String] = [], wrappedInShell: Bool = false
    ) throws {
        var template = Array("/tmp/viper-shell-pty-XXXXXX".utf8CString)
        guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else {
            throw InteractivePseudoTerminal.Failure(description: "mkdtemp failed")
        }
        directory = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        if let history {
            mkdir(directory + "/state", 0o700)
            let fd = open(directory + "/state/history", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            _ = Array(history.utf8).withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            close(fd)
        }
        let binary = try executable ?? Self.binaryPath()
        terminal = try InteractivePseudoTerminal(
            executable: wrappedInShell ? "/bin/sh" : binary,
            arguments: wrappedInShell ? ["-c", "\"$0\" \"$@\"; echo \"wrapper: $?\"", binary] + arguments : arguments,
            environment: [
                "TERM": "xterm",
                "HOME": directory,
                "LANG": "C.UTF-8",
                "PATH": "/usr/bin:/bin",
                historyVariable: directory + "/state/history",
            ].merging(extraEnvironment) { $1 }
        )
    }

    /// Writes a script far too long to finish on its own soon (14 MB, under
    /// the 16 MiB file limit), waits for the prompt, sources it and waits until
    /// it has started; returns the script's path.
    func sourceLongScript() throws -> String {
        let script = directory + "/long.vsh"
        let text = "echo started\n" + String(repeating: "settle\n", count: 2_000_000)
        #expect(FileManager.default.createFile(atPath: script, contents: Data(text.utf8)))
        try terminal.waitForPrompt(InteractiveShellTests.prompt)
        let mark = terminal.mark
        terminal.type("source \(script)" + InteractiveShellTests.enter)
        try terminal.waitFor("started", after: mark)
        return script
    }

    func historyText() -> String? {
        let fd = open(historyPath, O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            bytes += chunk[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    func historyMode() -> mode_t? {
        var info = stat()
        guard stat(historyPath, &info) == 0 else { return nil }
        return info.st_mode & 0o777
    }

    func remove() {
        _ = system("rm -rf '\(directory)'")
    }

    /// The viper-shell binary SwiftPM built beside the test bundle, else in
    /// the package's `.build/debug`.
    static func binaryPath() throws -> String {
        var candidates: [String] = []
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        if length > 0 {
            let executable = String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if let slash = executable.lastIndex(of: "/") {
                candidates.append(executable[..<slash] + "/viper-shell")
            }
        }
        let packageRoot = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
            .dropLast(3).joined(separator: "/")
        candidates.append(packageRoot + "/.build/debug/viper-shell")
        guard let found = candidates.first(where: { access($0, X_OK) == 0 }) else {
            throw InteractivePseudoTerminal.Failure(description: "viper-shell binary not found in \(candidates)")
        }
        return found
    }
}
