import Testing
import ViperRuntime
@testable import ViperShellEngine

@MainActor
@Suite("Assertions")
struct AssertionTests {
    /// Runs `open Books` and then `line`; returns the failures.
    private func check(_ line: String, setup: String = "open Books") throws -> [ShellFailure] {
        let harness = try Harness()
        harness.run(setup + "\n" + line)
        return harness.failures
    }

    /// The headline of the only failure of `line`.
    private func failure(_ line: String, setup: String = "open Books") throws -> String {
        let failures = try check(line, setup: setup)
        #expect(failures.count == 1)
        return failures.first?.headline ?? ""
    }

    @Test("passing assertions", arguments: [
        "expect screen contains 2. Emma",
        "expect screen contains Actions: select <n>",
        "expect screen lacks Moby",
        #"expect screen matches "^\d\. U""#,
        "expect screen matches ^Books$",
        "expect top Books",
        "expect depth 1",
        "expect state query == \"\"",
        "expect state books.count == 3",
        "expect state books.1.title == Emma",
        "expect state books.1 == '{\"title\": \"Emma\"}'",
        "expect state books.1.title != Dune",
        "expect state books.0.title contains un",
        "expect state tags contains classic",
        "expect state books contains '{\"title\":\"Dune\"}'",
        "expect state books.count == 3.0",
        "expect state books.count != \"3\"",
        "expect state nothing == null",
        "expect state books.1.subtitle == null",
        "expect state books.1.title != null",
    ])
    func passing(_ line: String) throws {
        #expect(try check(line).isEmpty)
    }

    @Test("expect screen contains fails with what was expected and what was found, then the screen")
    func screenContainsFails() throws {
        let failures = try check("expect screen contains Moby Dick")
        let report = try #require(failures.first).report
        #expect(report == """
            test.vsh:2: expected the screen to contain "Moby Dick", found it missing
            screen:
              Books
              =====
              1. Dune
              2. Emma
              3. Ulysses

              Actions: select <n>, add <title...>, search [text...], shelve <where>, fail
            """)
    }

    @Test("failing assertions", arguments: [
        ("expect screen lacks Emma", "test.vsh:2: expected the screen to lack \"Emma\", found it on line 4"),
        ("expect screen matches ^9\\.", "test.vsh:2: expected a screen line to match /^9\\./, found no such line"),
        ("expect top Book", "test.vsh:2: expected top Book, found Books"),
        ("expect depth 2", "test.vsh:2: expected depth 2, found 1"),
        ("expect state books.0.title == Emma", "test.vsh:2: expected state books.0.title == \"Emma\", found \"Dune\""),
        ("expect state books.count != 3", "test.vsh:2: expected state books.count != 3, found 3"),
        ("expect state query contains x", "test.vsh:2: expected state query contains \"x\", found \"\""),
        ("expect state tags contains ink", "test.vsh:2: expected state tags contains \"ink\", found [\"classic\",\"paper\"]"),
        ("expect state books.count contains 3", "test.vsh:2: expected state books.count contains 3, found 3, which is a number, not a string or an array"),
        ("expect state books.9.title == x", "test.vsh:2: expected state books.9.title == \"x\", found 'books' has 3 elements; '9' is not an index from 0 to 2 or 'count'"),
        ("expect state nothing == 1", "test.vsh:2: expected state nothing == 1, found null: the state has no member 'nothing' (members: books, query, tags)"),
        ("expect state books.0.title.x == 1", "test.vsh:2: expected state books.0.title.x == 1, found 'books.0.title' is a string, which has no member 'x'"),
        ("expect error anything", "test.vsh:2: expected an error containing \"anything\", found that the previous command succeeded"),
    ])
    func failing(_ line: String, _ headline: String) throws {
        #expect(try failure(line) == headline)
    }

    @Test("assertions on an empty stack name what is missing")
    func emptyStack() throws {
        #expect(try failure("expect top Books", setup: "echo") == "test.vsh:2: expected top Books, found no module open")
        #expect(try failure("expect depth 1", setup: "echo") == "test.vsh:2: expected depth 1, found 0")
        let failures = try check("expect screen contains x", setup: "echo")
        #expect(failures.first?.headline == "test.vsh:2: no module is open; use 'open <Module>' first")
    }

    @Test("expect error passes on the failed command's message and fails on another")
    func expectError() throws {
        #expect(try check("select 9\nexpect error no book 9").isEmpty)
        #expect(try check("select 9\nexpect error").isEmpty)
        #expect(try failure("select 9\nexpect error shelf") == "test.vsh:3: expected an error containing \"shelf\", found the error \"no book 9\"")
        #expect(try failure("expect error x", setup: "") == "test.vsh:2: expected an error containing \"x\", found no previous command")
    }

    @Test("expect state falls back to embedded children's states for keys the top lacks")
    func stateOfEmbeddedChild() throws {
        #expect(try check("expect state name == main\nexpect state books.count == 3\nexpect state query == \"\"", setup: "open Library").isEmpty)
        #expect(try failure("expect state missing == 1", setup: "open Library") == "test.vsh:2: expected state missing == 1, found null: the state has no member 'missing' (members: name)")
    }

    @Test("a path starting @<slot>. reads the state of the child embedded in that slot")
    func stateOfNamedSlot() throws {
        #expect(try check("expect state @shelf.books.count == 3\nexpect state @shelf.name == null\nexpect state name == main", setup: "open Library").isEmpty)
        #expect(try failure("expect state @shelf.books.count == 4", setup: "open Library") == "test.vsh:2: expected state @shelf.books.count == 4, found 3")
        #expect(try failure("expect state @nope.x == 1", setup: "open Library") == "test.vsh:2: Library#1 has no slot 'nope' (slots: shelf)")
        #expect(try failure("expect state @shelf.x == 1", setup: "open Books") == "test.vsh:2: Books#1 has no slot 'shelf' (it embeds no module)")
    }

    @Test("a failed assertion shows the error message but not the screen in a batch only for errors")
    func batchReports() throws {
        let harness = try Harness(mode: .batch)
        harness.run("open Books\nselect 9\nexpect top Book", name: "<stdin>")
        #expect(harness.failures.count == 2)
        #expect(harness.failures[0].report == "<stdin>:2: no book 9")
        #expect(harness.failures[1].details.first == "screen:")
    }

    @Test("failed assertions print at once in the interactive loop, and it goes on")
    func interactiveAssertion() throws {
        let harness = try Harness(mode: .interactive)
        harness.interpreter.executeInteractively("open Books")
        #expect(harness.interpreter.executeInteractively("expect depth 4"))
        #expect(harness.output.errorText.hasPrefix("expect failed: expected depth 4, found 1\n"))
    }
}
