import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The Examples package's `todo-shell` (a shell built on `ViperShellCLI` in a
/// few lines) on a pseudo-terminal: it gets viper-shell's line editing,
/// history and completion, named after itself. `scripts/test` builds the
/// Examples package before running these tests; without that build they are
/// skipped, and say so.
@Suite(
    "todo-shell on a pseudo-terminal", .serialized,
    .enabled(if: TodoShellBinary.path != nil, "build Examples first: swift build --package-path Examples --scratch-path .build"))
struct TodoShellTerminalTests {
    static let prompt = "todo-shell> "

    private func start(history: String? = nil) throws -> InteractiveSession {
        try InteractiveSession(history: history, executable: TodoShellBinary.path, historyVariable: "TODO_SHELL_HISTORY")
    }

    @Test func tabCompletesAndArrowKeysEditTheLine() throws {
        // given todo-shell at its prompt
        let session = try start()
        defer { session.remove() }
        let terminal = session.terminal
        try terminal.waitForPrompt(Self.prompt)
        // when "mod" and Tab are typed, the command is completed
        terminal.type("mod\t")
        try terminal.waitForCurrentLine(Self.prompt + "modules")
        try terminal.typeAndWaitForPrompt("\u{03}", prompt: Self.prompt)
        // and when a typo is fixed with Left and a typed letter
        terminal.type("echo helo")
        try terminal.waitForCurrentLine(Self.prompt + "echo helo")
        terminal.type("\u{1B}[D" + "l")
        try terminal.waitForCurrentLine(Self.prompt + "echo hello")
        // then Enter runs the edited line
        let mark = terminal.mark
        try terminal.typeAndWaitForPrompt("\r", prompt: Self.prompt)
        try terminal.waitFor("hello\r\n", after: mark)
        terminal.type("\u{04}")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test func tabCompletesTheShellsOwnCommandFromItsDeclaredChoices() throws {
        // given todo-shell, whose own greet command declares a choice of names
        let session = try start()
        defer { session.remove() }
        let terminal = session.terminal
        try terminal.waitForPrompt(Self.prompt)
        // when "gre" and Tab, then "G" and Tab are typed
        terminal.type("gre\t")
        try terminal.waitForCurrentLine(Self.prompt + "greet")
        terminal.type("G\t")
        // then the command and its one matching choice are completed, and Enter runs it
        try terminal.waitForCurrentLine(Self.prompt + "greet Grace")
        let mark = terminal.mark
        try terminal.typeAndWaitForPrompt("\r", prompt: Self.prompt)
        try terminal.waitFor("hello, Grace\r\n", after: mark)
        terminal.type("\u{04}")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test func historyIsKeptInTodoShellHistoryAndRecalledWithUp() throws {
        // given todo-shell with a history file an earlier version wrote (its header named viper-shell)
        let session = try start(history: "# viper-shell history v1\necho from before\n")
        defer { session.remove() }
        let terminal = session.terminal
        try terminal.waitForPrompt(Self.prompt)
        // when Up is pressed, the earlier line comes back
        terminal.type("\u{1B}[A")
        try terminal.waitForCurrentLine(Self.prompt + "echo from before")
        try terminal.typeAndWaitForPrompt("\r", prompt: Self.prompt)
        try terminal.typeAndWaitForPrompt("echo now\r", prompt: Self.prompt)
        terminal.type("\u{04}")
        #expect(try terminal.waitForExit() == 0)
        // then the file named by TODO_SHELL_HISTORY holds both sessions' lines, under the engine's header
        let text = session.historyText() ?? ""
        #expect(text.hasPrefix("# ViperShellKit history v1\necho from before\n"), "\(text)")
        #expect(text.hasSuffix("echo now\n"), "\(text)")
    }
}

/// Where the Examples package builds `todo-shell`.
enum TodoShellBinary {
    /// `.build/debug/todo-shell` (`scripts/test` builds Examples in this package's build folder), or
    /// else `Examples/.build/debug/todo-shell` (Examples built on its own), when it has been built.
    static let path: String? = {
        let packageRoot = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
            .dropLast(3).joined(separator: "/")
        return ["/.build/debug/todo-shell", "/Examples/.build/debug/todo-shell"]
            .map { packageRoot + $0 }
            .first { access($0, X_OK) == 0 }
    }()
}
