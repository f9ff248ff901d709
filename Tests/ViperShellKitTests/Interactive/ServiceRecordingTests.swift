import Testing
import ViperRuntime
@testable import ViperShellEngine

/// What `record` makes of stubs: typed stub lines are recorded, the active
/// rules and strict-calls go into the setup, and the file passes at once.
@MainActor
@Suite("Recording stubs (record)")
struct ServiceRecordingTests {
    /// Runs `lines` in an interactive shell over Catalog, then Ctrl-D.
    private func session(_ lines: [String]) throws -> CapturedOutput {
        let output = CapturedOutput()
        let shell = try Shell(configuration: Catalog.configuration, output: output)
        shell.runInteractive(reader: ScriptedLineReader(lines.map { .line($0) } + [.endOfInput]))
        return output
    }

    @Test("the setup replays the stub lines, then sets exactly the rules active when recording began; the file passes")
    func activeStubsGoIntoTheSetup() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let script = folder.path + "/stubbed.vsh"
        _ = try session([
            #"stub catalog.titles returns ["Ulysses"] times 2"#, "stub catalog.borrow fails \"closed\"", "open Catalog",
            "stubs", "calls", "set strict-calls on", "record \(script)", "reload", "expect calls catalog.titles == 2",
            "stub clear catalog.borrow", "borrow Dune", "expect screen contains Could not borrow Dune: unexpected call", "record stop",
        ])
        #expect(try folder.read("stubbed.vsh") == """
            # recorded with 'record'
            # setup: what led to the session as it was when recording began
            stub catalog.titles returns ["Ulysses"] times 2
            stub catalog.borrow fails "closed"
            open Catalog
            set strict-calls on
            # the stub rules active when recording began
            stub clear
            stub catalog.titles returns ["Ulysses"] times 1
            stub catalog.borrow fails "closed"
            set strict-calls on
            expect top Catalog
            expect depth 1
            expect screen contains "Catalog"
            # recorded from here
            reload
            expect top Catalog
            expect depth 1
            expect screen contains "Catalog"
            expect calls catalog.titles == 2
            stub clear catalog.borrow
            borrow Dune
            expect error "unexpected call catalog.borrow"
            expect screen contains Could not borrow Dune: unexpected call

            """)
        let replay = ScriptRunner(configuration: Catalog.configuration).runScenario(atPath: script)
        #expect(replay.passed, "\(replay.failures.map(\.report))")
    }

    @Test("a session without stubs records no stub lines in its setup")
    func noStubsNoStubLines() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let script = folder.path + "/plain.vsh"
        _ = try session(["open Catalog", "record \(script)", "reload", "record stop"])
        #expect(try !folder.read("plain.vsh").contains("stub"))
        let replay = ScriptRunner(configuration: Catalog.configuration).runScenario(atPath: script)
        #expect(replay.passed, "\(replay.failures.map(\.report))")
    }
}
