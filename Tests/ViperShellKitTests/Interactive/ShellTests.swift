import Foundation
import Testing
import ViperRuntime
@testable import ViperShellEngine

@MainActor
@Suite("Interactive shell and completion")
struct ShellTests {
    @Test("the loop greets, shows the stack as a breadcrumb prompt, prints screens, survives errors and Ctrl-C")
    func loop() throws {
        let output = CapturedOutput()
        let shell = try Shell(configuration: Shelf.configuration, output: output)
        let reader = ScriptedLineReader([
            .line("open Books"), .interrupted, .line("nonsense"), .line("select 1"), .line(""), .line("history"),
            .endOfInput,
        ])

        let status = shell.runInteractive(reader: reader)

        #expect(status == 0)
        #expect(reader.prompts == ["shelf> ", "Books> ", "Books> ", "Books> ", "Books › Book> ", "Books › Book> ", "Books › Book> "])
        #expect(output.text.hasPrefix("Type 'help' for commands, 'modules' to list modules.\nBooks\n=====\n1. Dune\n"))
        #expect(output.text.contains("Book\n====\nId: b1\n"))
        #expect(output.errorText == "error: unknown command or action 'nonsense' for Books (its actions are select, add, search, shelve, fail)\n")
        #expect(reader.history == ["open Books", "nonsense", "select 1", "history"])
        #expect(output.text.hasSuffix("    1  open Books\n    2  nonsense\n    3  select 1\n    4  history\n"))
        #expect(shell.interpreter.session.stack.depth == 0, "the session is closed at the end")
    }

    @Test("screens follow the terminal's width until set width fixes one")
    func widthFollowsTerminal() throws {
        final class Terminal { var width = 100 }
        let terminal = Terminal()
        let shell = try Shell(
            configuration: Shelf.configuration, output: CapturedOutput(), terminalWidth: { terminal.width })
        // Each read records the width in force, then the terminal shrinks by 10.
        let reader = ScriptedLineReader([.line("open Books"), .line("settle"), .line("set width 50"), .line("settle"), .endOfInput])
        var widths: [Int] = []
        reader.onRead = {
            widths.append(shell.interpreter.settings.width)
            terminal.width -= 10
        }

        shell.runInteractive(reader: reader)

        // The start width, then the terminal's width as each line ran (90, 80, and
        // 70 just before `set width 50`), then 50 however the terminal changes.
        #expect(widths == [80, 90, 80, 50, 50])
        #expect(!shell.interpreter.settings.widthFollowsTerminal)
    }

    @Test("Ctrl-C stops a running source at its next line, once, and the shell goes on")
    func interruptStopsSource() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let inner = try folder.write("inner.vsh", (1...100).map { "echo inner \($0)" }.joined(separator: "\n"))
        let outer = try folder.write("outer.vsh", "echo outer\nsource inner.vsh\necho outer after\n")
        let output = CapturedOutput()
        let shell = try Shell(configuration: Shelf.configuration, output: output)
        let reader = ScriptedLineReader([.line("source \(outer)"), .line("echo after"), .endOfInput])
        var checks = 0
        reader.interruptCheck = {
            checks += 1
            // Checked before each script line: outer 1, outer 2, inner 1, then
            // pressed while inner 1 runs, and pending until the next prompt.
            return checks >= 4
        }

        shell.runInteractive(reader: reader)

        #expect(output.text.hasSuffix("modules' to list modules.\nouter\ninner 1\nafter\n"))
        #expect(output.errorText == "\(inner):2: interrupted\n")
    }

    @Test("Ctrl-C during run stops it as on the command line: the stopped scenario is not counted, and the count not run is said")
    func interruptStopsRun() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let first = try folder.write("a.vsh", "open Books\nexpect top Books\n")
        try folder.write("b.vsh", (1...100).map { "echo b \($0)" }.joined(separator: "\n"))
        try folder.write("c.vsh", "open Books\n")
        let output = CapturedOutput()
        let shell = try Shell(configuration: Shelf.configuration, output: output)
        let reader = ScriptedLineReader([.line("run \(folder.path)"), .line("echo after"), .endOfInput])
        var checks = 0
        reader.interruptCheck = {
            checks += 1
            // Checked before each scenario and each of its lines: a.vsh (1, 2, 3),
            // then b.vsh (4) and its first line (5); pressed while that line runs.
            return checks >= 6
        }

        shell.runInteractive(reader: reader)

        #expect(output.text.hasSuffix("PASS \(first)\n1 passed, 0 failed\nafter\n"), "\(output.text)")
        #expect(output.errorText == "error: interrupted: 2 of 3 scenarios not run\n")
    }

    @Test("quit ends the loop")
    func quit() throws {
        let shell = try Shell(configuration: Shelf.configuration, output: CapturedOutput())
        let reader = ScriptedLineReader([.line("quit"), .line("open Books")])
        #expect(shell.runInteractive(reader: reader) == 0)
        #expect(reader.results == [.line("open Books")])
    }

    @Test("the breadcrumb shows at most three frames")
    func deepBreadcrumb() throws {
        let shell = try Shell(configuration: Shelf.configuration, output: CapturedOutput())
        for line in ["open Library", "select 1", "open Books", "select 1"] { shell.interpreter.executeInteractively(line) }
        #expect(shell.prompt == "Books › Book> ")
        let session = shell.interpreter.session
        for _ in 0..<5 { try session.open("Books"); try session.perform(action: "select", words: ["1"]) }
        #expect(Shell.breadcrumb(of: session.stack, empty: "x", limit: 1) == "… › Book")
    }

    @Test("a batch reports failures with <stdin>:line, goes on, and returns 1; --bail stops")
    func batch() throws {
        let output = CapturedOutput()
        let shell = try Shell(configuration: Shelf.configuration, mode: .batch, output: output)
        let status = shell.runBatch(BufferLineSource(text: "open Books\nback\necho still here\n"))
        #expect(status == 1)
        #expect(output.errorText == "<stdin>:2: cannot close the root module\n")
        #expect(output.text == "still here\n")

        let bailing = CapturedOutput()
        let bailShell = try Shell(configuration: Shelf.configuration, mode: .batch, bail: true, output: bailing)
        #expect(bailShell.runBatch(BufferLineSource(text: "back\necho no\n")) == 1)
        #expect(bailing.text.isEmpty)
    }

    @Test("a batch with no failures returns 0 and prints no prompts")
    func cleanBatch() throws {
        let output = CapturedOutput()
        let shell = try Shell(configuration: Shelf.configuration, mode: .batch, output: output)
        #expect(shell.runBatch(BufferLineSource(text: "open Books\nselect 1\nexpect top Book\nstack\n")) == 0)
        #expect(output.text == "0 Books#1 root\n1 Book#1 push\n")
    }

    // MARK: - Completion

    private func completer(after lines: [String] = []) throws -> ShellCompleter {
        let shell = try Shell(configuration: Shelf.configuration, output: CapturedOutput())
        for line in lines { shell.interpreter.executeInteractively(line) }
        return shell.completer
    }

    @Test("command names, and the top module's actions, complete the first word")
    func firstWord() throws {
        #expect(try completer().completions(forLinePrefix: "s") == ["schedule", "screen", "set", "settle", "source", "stack", "stub", "stubs"])
        #expect(try completer(after: ["open Books"]).completions(forLinePrefix: "s") == ["schedule", "screen", "search", "select", "set", "settle", "shelve", "source", "stack", "stub", "stubs"])
    }

    @Test("module names after open, then their parameter keys")
    func openCompletion() throws {
        let completer = try completer()
        #expect(completer.completions(forLinePrefix: "open Bo") == ["Book", "Books"])
        #expect(completer.completions(forLinePrefix: "open Book ") == ["alone", "bookId="])
        #expect(completer.completions(forLinePrefix: "open Book bookId=b1 ").isEmpty)
        #expect(completer.completions(forLinePrefix: "expect top L") == ["Library"])
    }

    @Test("describe completes module names, route its patterns, trace its words")
    func debuggingCommandCompletion() throws {
        let completer = try completer()
        #expect(completer.completions(forLinePrefix: "describe Bo") == ["Book", "Books"])
        #expect(completer.completions(forLinePrefix: "describe Book ").isEmpty)
        #expect(completer.completions(forLinePrefix: "route bo") == ["books", "books/:bookId"])
        #expect(completer.completions(forLinePrefix: "trace ") == ["clear", "export", "off", "on"])
    }

    @Test("action arguments come from the view's suggested values")
    func actionArguments() throws {
        let completer = try completer(after: ["open Library"])
        #expect(completer.completions(forLinePrefix: "select ") == ["1", "2", "3"])
        #expect(completer.completions(forLinePrefix: "shelve b") == ["bottom"])
        #expect(completer.completions(forLinePrefix: "select 1 ").isEmpty)
    }

    @Test("set options and values, expect forms")
    func setAndExpect() throws {
        let completer = try completer()
        #expect(completer.completions(forLinePrefix: "set ") == ["autosettle", "cancel-on-close", "color", "echo", "strict", "strict-calls", "width"])
        #expect(completer.completions(forLinePrefix: "set color a") == ["auto"])
        #expect(completer.completions(forLinePrefix: "expect s") == ["screen", "snapshot", "state"])
        #expect(completer.completions(forLinePrefix: "expect screen ") == ["contains", "lacks", "matches"])
    }

    @Test("file paths after source, dump and run")
    func paths() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("scenes/one.vsh", "")
        try folder.write("scenes/two.vsh", "")
        let completer = try completer()
        #expect(completer.completions(forLinePrefix: "source \(folder.path)/sc") == ["\(folder.path)/scenes/"])
        #expect(completer.completions(forLinePrefix: "run \(folder.path)/scenes/t") == ["\(folder.path)/scenes/two.vsh"])
        #expect(completer.completions(forLinePrefix: "dump \(folder.path)/scenes/") == ["\(folder.path)/scenes/one.vsh", "\(folder.path)/scenes/two.vsh"])
    }

    @Test("the run command runs scenarios in fresh sessions from inside a shell")
    func runCommand() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("s/ok.vsh", "open Books\nexpect depth 1\n")
        let harness = try Harness(mode: .interactive)
        harness.interpreter.executeInteractively("open Library")
        harness.interpreter.executeInteractively("run \(folder.path)/s")
        #expect(harness.output.text.hasSuffix("PASS \(folder.path)/s/ok.vsh\n1 passed, 0 failed\n"))
        #expect(harness.interpreter.session.top?.moduleName == "Library")
    }

    @Test("a scenario cannot run scenarios (one that ran itself would never end)")
    func noRunInsideScenarios() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let script = try folder.write("self.vsh", "run self.vsh\n")
        let result = ScriptRunner(configuration: Shelf.configuration).runScenario(atPath: script)
        #expect(result.failures.map(\.message) == ["run is not available inside a scenario"])
    }
}
