import Testing
import ViperRuntime
@testable import ViperShellEngine

@MainActor
@Suite("Recording sessions into scripts (record)")
struct RecordingTests {
    /// Runs `lines` in an interactive shell over the Shelf modules, then Ctrl-D.
    private func session(_ lines: [String]) throws -> (Shell, ScriptedLineReader, CapturedOutput) {
        let output = CapturedOutput()
        let shell = try Shell(configuration: Shelf.configuration, output: output)
        let reader = ScriptedLineReader(lines.map { .line($0) } + [.endOfInput])
        shell.runInteractive(reader: reader)
        return (shell, reader, output)
    }

    @Test("a recorded session pins each step, comments failures, skips read-only commands, and passes under run")
    func recordsAndReplays() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let script = folder.path + "/found.vsh"
        let (_, reader, output) = try session([
            "set autosettle 2s", "open Books", "search e", "record \(script)", "screen", "help", "nonsense 1",
            "select 1", "expect top Book", "dump", "back", "let who = Emma", "add ${who}", "wait 300ms",
        ])

        #expect(try folder.read("found.vsh") == """
            # recorded with 'record'
            # setup: what led to the session as it was when recording began
            set autosettle 2s
            open Books
            search e
            expect top Books
            expect depth 1
            expect screen contains "Books"
            # recorded from here
            # failed: nonsense 1: unknown command or action 'nonsense' for Books (its actions are select, add, search, shelve, fail)
            select 1
            expect top Book
            expect depth 2
            expect screen contains "Book"
            expect top Book
            back
            expect top Books
            expect depth 1
            expect screen contains "Books"
            let who = Emma
            add ${who}
            expect top Books
            expect depth 1
            expect screen contains "Books"
            wait 300ms
            expect top Books
            expect depth 1
            expect screen contains "Books"

            """)
        #expect(reader.prompts[3] == "Books> ")
        #expect(reader.prompts[4] == "[rec] Books> ")
        #expect(output.text.hasSuffix("recorded 24 lines to \(script)\n"), "Ctrl-D finishes the recording")
        let replay = ScriptRunner(configuration: Shelf.configuration).runScenario(atPath: script)
        #expect(replay.passed, "\(replay.failures.map(\.report))")
    }

    @Test("read-only debugging commands (describe, routes, graph, trace) are not recorded, whatever their arguments")
    func debuggingCommandsAreNotRecorded() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let script = folder.path + "/read-only.vsh"
        _ = try session([
            "record \(script)", "describe Books", "routes", "graph", "trace on", "open Books", "describe Book",
            "routes", "graph", "trace off", "record stop",
        ])

        #expect(try folder.read("read-only.vsh") == """
            # recorded with 'record'
            open Books
            expect top Books
            expect depth 1
            expect screen contains "Books"

            """)
    }

    @Test("a custom command is recorded, or not, as its declaration says: no list of names elsewhere")
    func customCommandsDeclareTheirRole() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let script = folder.path + "/custom.vsh"
        let note = ShellCommandDefinition(name: "note", parameters: [ActionParameter("text")], summary: "keep a note") { _, _ in
            .done
        }
        let peek = ShellCommandDefinition(name: "peek", summary: "look around", recording: .notRecorded) { context, _ in
            context.output.write("peeked\n")
            return .done
        }
        var configuration = Shelf.configuration
        configuration.commands = .standard + [note, peek]
        let output = CapturedOutput()
        let shell = try Shell(configuration: configuration, output: output)
        let lines = ["note before", "peek", "record \(script)", "note during", "peek", "record stop"]
        shell.runInteractive(reader: ScriptedLineReader(lines.map { .line($0) } + [.endOfInput]))

        let text = try folder.read("custom.vsh")
        #expect(output.text.components(separatedBy: "peeked\n").count == 3, "peek ran twice: \(output.text)")
        #expect(text.contains("\nnote before\n") && text.contains("\nnote during\n"), "\(text)")
        #expect(!text.contains("peek"), "\(text)")
    }

    @Test("the setup is every line that changed the session since it began, a sourced script's lines in place of source")
    func setupRebuildsTheSession() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("setup.vsh", "set autosettle 2s\nopen Books\nadd Zola\nsearch a\nexpect top Books\nscreen\n")
        // The recording goes into another folder than setup.vsh: its setup must not depend on where that is.
        let script = folder.path + "/recorded/found.vsh"
        let (_, _, output) = try session([
            "wait 1s", "source \(folder.path)/setup.vsh", "nonsense", "record \(script)", "select 2",
            "expect state bookId == b4", "record stop",
        ])
        #expect(output.errorText.hasPrefix("error: unknown command or action 'nonsense'"))

        #expect(try folder.read("recorded/found.vsh") == """
            # recorded with 'record'
            # setup: what led to the session as it was when recording began
            wait 1s
            set autosettle 2s
            open Books
            add Zola
            search a
            expect top Books
            expect depth 1
            expect screen contains "Books"
            # recorded from here
            select 2
            expect top Book
            expect depth 2
            expect screen contains "Book"
            expect state bookId == b4

            """)
        let replay = ScriptRunner(configuration: Shelf.configuration).runScenario(atPath: script)
        #expect(replay.passed, "\(replay.failures.map(\.report))")
    }

    @Test("lines before the last open or route stay in the setup: they may have changed what outlives the stack")
    func setupKeepsLinesBeforeTheLastReset() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let script = folder.path + "/after-route.vsh"
        _ = try session(["set autosettle 2s", "open Books", "let who = Emma", "route books/b2", "record \(script)", "record stop"])

        #expect(try folder.read("after-route.vsh") == """
            # recorded with 'record'
            # setup: what led to the session as it was when recording began
            set autosettle 2s
            open Books
            let who = Emma
            route books/b2
            expect top Book
            expect depth 2
            expect screen contains "Book"
            # recorded from here

            """)
        let replay = ScriptRunner(configuration: Shelf.configuration).runScenario(atPath: script)
        #expect(replay.passed, "\(replay.failures.map(\.report))")
    }

    @Test("a start route (the command line's route <path>) is settled before its screen shows, and is in the setup")
    func startRoute() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let script = folder.path + "/from-start.vsh"
        let output = CapturedOutput()
        let shell = try Shell(configuration: SlowShelf.configuration, output: output)
        try shell.interpreter.openStartRoute("slow")
        #expect(output.text.hasPrefix("Slow\n"), "the screen shows once the route is open")
        #expect(output.text.contains("Loaded") && !output.text.contains("Loading"), "\(output.text)")
        shell.runInteractive(reader: ScriptedLineReader([.line("record \(script)"), .line("record stop"), .endOfInput]))

        let text = try folder.read("from-start.vsh")
        #expect(text.hasPrefix("# recorded with 'record'\n# setup: what led to the session as it was when recording began\nroute slow\nexpect top Slow\n"), "\(text)")
        let replay = ScriptRunner(configuration: SlowShelf.configuration).runScenario(atPath: script)
        #expect(replay.passed, "\(replay.failures.map(\.report))")
    }

    @Test("a source typed while recording is written with its file as seen from the recording's folder")
    func sourcePathFollowsTheRecording() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("lib/setup.vsh", "open Books\nselect 2\n")
        let output = CapturedOutput()
        let shell = try Shell(configuration: Shelf.configuration, mode: .batch, output: output)
        // The batch's relative paths are taken from lib/, the recording goes into out/.
        var lines = BufferLineSource(text: "record ../out/r.vsh\nsource setup.vsh\nback\n")
        shell.interpreter.runLines(&lines, context: .init(name: "<stdin>", path: nil, directory: folder.path + "/lib"))
        shell.interpreter.sessionDidEnd()
        #expect(output.errorText == "", "\(output.errorText)")

        let text = try folder.read("out/r.vsh")
        #expect(text.contains("\nsource ../lib/setup.vsh\nexpect top Book\n"), "\(text)")
        let replay = ScriptRunner(configuration: Shelf.configuration).runScenario(atPath: folder.path + "/out/r.vsh")
        #expect(replay.passed, "\(replay.failures.map(\.report))")
    }

    @Test("with snapshots each step gets expect snapshot and its file, and the script passes")
    func snapshots() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let script = folder.path + "/snap.vsh"
        _ = try session(["record \(script) snapshots", "open Library", "rename 'Old ${x}'", "record stop", "open Books"])

        let text = try folder.read("snap.vsh")
        #expect(text.contains("open Library\nexpect top Library\nexpect depth 1\nexpect screen contains \"Library main\"\nexpect snapshot step-1\n"))
        #expect(text.contains("rename 'Old ${x}'\n"))
        #expect(text.contains("expect screen contains 'Library Old ${x}'\nexpect snapshot step-2\n"), "a title with ${ is single-quoted")
        #expect(!text.contains("open Books"), "nothing after record stop")
        #expect(try folder.read("__snapshots__/snap/step-2.txt").hasPrefix("Library Old ${x}\n"))
        let replay = ScriptRunner(configuration: Shelf.configuration).runScenario(atPath: script)
        #expect(replay.passed, "\(replay.failures.map(\.report))")
    }

    @Test("recording never overwrites a file without replace")
    func refusesToOverwrite() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let script = try folder.write("kept.vsh", "echo mine\n")
        let (_, _, output) = try session(["record \(script)", "open Books"])
        #expect(try folder.read("kept.vsh") == "echo mine\n")
        #expect(output.errorText == "error: \(script) exists; 'record \(script) replace' overwrites it\n")

        _ = try session(["record \(script) replace", "open Books", "quit"])
        #expect(try folder.read("kept.vsh").hasPrefix("# recorded with 'record'\nopen Books\n"))

        try folder.write("__snapshots__/new/step-1.txt", "mine\n")
        let (_, _, refused) = try session(["record \(folder.path)/new.vsh snapshots", "open Books"])
        #expect(refused.errorText.hasSuffix("__snapshots__/new exists; 'record \(folder.path)/new.vsh snapshots replace' overwrites its snapshots\n"))
        #expect(!folder.exists("new.vsh"))
        #expect(try folder.read("__snapshots__/new/step-1.txt") == "mine\n")
    }

    @Test("record's mistakes are one-line errors")
    func mistakes() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (_, _, output) = try session([
            "record stop", "record \(folder.path)/a.vsh loudly", "record \(folder.path)/a.vsh",
            "record \(folder.path)/b.vsh",
        ])
        #expect(output.errorText == """
            error: nothing is being recorded
            error: record: 'loudly' is not an option (snapshots or replace)
            error: already recording to \(folder.path)/a.vsh; type 'record stop' first

            """)
        #expect(!folder.exists("b.vsh"))

        let harness = try Harness()
        harness.run("record \(folder.path)/c.vsh")
        #expect(harness.failures.map(\.message) == ["record is not available inside a scenario"])
    }

    @Test("a batch records its own lines and finishes the file at its end")
    func batch() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let output = CapturedOutput()
        let shell = try Shell(configuration: Shelf.configuration, mode: .batch, output: output)
        let status = shell.runBatch(BufferLineSource(text: "record \(folder.path)/batch.vsh\nopen Books\nselect 9\nselect 2\n"))
        #expect(status == 1)
        let text = try folder.read("batch.vsh")
        #expect(text.contains("open Books\nexpect top Books\n"))
        #expect(text.contains("# failed: select 9: "))
        #expect(text.contains("select 2\nexpect top Book\nexpect depth 2\n"))
        #expect(output.text.hasSuffix("recorded 8 lines to \(folder.path)/batch.vsh\n"))
        #expect(ScriptRunner(configuration: Shelf.configuration).runScenario(atPath: folder.path + "/batch.vsh").passed)
    }

    @Test("a failed line and its error are written escaped, on one comment line")
    func failuresAreEscaped() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try session(["record \(folder.path)/odd.vsh", "open Books", "\u{1B}[2Jgone \"a\\nb\""])
        let text = try folder.read("odd.vsh")
        #expect(!text.contains("\u{1B}"))
        let comment = text.split(separator: "\n").filter { $0.hasPrefix("# failed: ") }
        #expect(comment.count == 1)
        #expect(comment.first?.contains("unknown command or action") == true)
        #expect(ScriptRunner(configuration: Shelf.configuration).runScenario(atPath: folder.path + "/odd.vsh").passed)
    }
}
