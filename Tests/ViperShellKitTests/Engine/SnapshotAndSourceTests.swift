import Foundation
import Testing
import ViperRuntime
@testable import ViperShellEngine

@MainActor
@Suite("Snapshots and source")
struct SnapshotAndSourceTests {
    private func runner(update: Bool = false) -> ScriptRunner {
        ScriptRunner(configuration: Shelf.configuration, options: .init(updatesSnapshots: update))
    }

    @Test("a missing snapshot fails, is written when updating, and then compares equal")
    func snapshotLifecycle() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let script = try folder.write("shelf.vsh", "open Books\nset width 30\nexpect snapshot books\n")

        let missing = runner().runScenario(atPath: script)
        #expect(missing.failures.first?.headline == "\(script):3: expected snapshot 'books' at \(folder.path)/__snapshots__/shelf/books.txt, found no snapshot file (record it with --update-snapshots)")
        #expect(!folder.exists("__snapshots__/shelf/books.txt"))

        let updated = runner(update: true).runScenario(atPath: script)
        #expect(updated.passed)
        #expect(try folder.read("__snapshots__/shelf/books.txt") == """
            Books
            =====
            1. Dune
            2. Emma
            3. Ulysses

            Actions: select <n>, add <title...>, search [text...], shelve <where>, fail

            """, "snapshots are width 80 whatever 'set width' says")

        #expect(runner().runScenario(atPath: script).passed)
    }

    @Test("a snapshot that differs fails with a line diff, and updating rewrites it")
    func snapshotMismatch() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let script = try folder.write("shelf.vsh", "open Books\nadd Moby Dick\nexpect snapshot books\n")
        try folder.write("__snapshots__/shelf/books.txt", """
            Books
            =====
            1. Dune
            2. Emma
            3. Ulysses

            Actions: select <n>, add <title...>, search [text...], shelve <where>, fail

            """)

        let result = runner().runScenario(atPath: script)

        let failure = try #require(result.failures.first)
        #expect(failure.headline.hasSuffix("but 1 line differs"))
        #expect(failure.details.prefix(8) == [
            "diff (- snapshot, + screen):",
            "    Books",
            "    =====",
            "    1. Dune",
            "    2. Emma",
            "    3. Ulysses",
            "  + 4. Moby Dick",
            "    ",
        ])
        #expect(failure.details.contains("screen:"))
        #expect(runner(update: true).runScenario(atPath: script).passed)
        #expect(try folder.read("__snapshots__/shelf/books.txt").contains("4. Moby Dick"))
    }

    @Test("expect snapshot needs a script file")
    func snapshotWithoutFile() throws {
        let harness = try Harness()
        harness.run("open Books\nexpect snapshot x")
        #expect(harness.failures.first?.message == "expect snapshot works only in a script file")
    }

    @Test("source runs a script relative to the current one, in the same session")
    func source() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("lib/open.vsh", "open Books\nselect 2\n")
        let script = try folder.write("main.vsh", "source lib/open.vsh\nexpect top Book\nexpect state bookId == b2\n")
        let result = runner().runScenario(atPath: script)
        #expect(result.passed, "\(result.failures)")
    }

    @Test("a failure inside a sourced script is reported at its own file and line")
    func failureInSourcedScript() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = try folder.write("lib.vsh", "open Books\nexpect depth 5\n")
        let script = try folder.write("main.vsh", "source lib.vsh\necho after\n")
        let result = runner().runScenario(atPath: script)
        #expect(result.failures.map(\.headline) == ["\(library):2: expected depth 5, found 1"])
        #expect(!result.output.contains("after"))
    }

    @Test("a source cycle is an error naming the chain")
    func sourceCycle() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("b.vsh", "source a.vsh\n")
        let script = try folder.write("a.vsh", "source b.vsh\n")
        let result = runner().runScenario(atPath: script)
        let b = folder.path + "/b.vsh"
        #expect(result.failures.map(\.headline) == ["\(b):1: source cycle: \(script) -> \(b) -> \(folder.path)/a.vsh"])
    }

    @Test("a cycle can be expected like any error, and the session stays usable")
    func expectedSourceCycle() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let script = try folder.write("self.vsh", "source self.vsh\nexpect error source cycle\nopen Books\nexpect top Books\n")
        #expect(runner().runScenario(atPath: script).passed)
    }

    @Test("dump file writes the dump to the file")
    func dumpToFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let harness = try Harness()
        harness.run("open Books\ndump \(folder.path)/dump.json")
        #expect(try folder.read("dump.json") == harness.interpreter.session.dumpText())
    }

    @Test("dump file in a script is relative to the script and creates missing folders")
    func dumpRelativeToScript() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let script = try folder.write("flows/shelf.vsh", "open Books\ndump out/books/dump.json\n")
        let result = runner().runScenario(atPath: script)
        #expect(result.passed, "\(result.failures)")
        #expect(try folder.read("flows/out/books/dump.json").contains("\"id\" : \"Books#1\""))
    }
}
