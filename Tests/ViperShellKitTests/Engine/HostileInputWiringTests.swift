import Foundation
import Testing
import ViperRuntime
@testable import ViperShellEngine

/// Hostile input, wired end to end: the bounded regular expressions, snapshot
/// folders, `source` nesting and escaped messages reach every command.
@MainActor
@Suite("Hostile input reaches the bounded, escaping paths")
struct HostileInputWiringTests {
    nonisolated static let escape = "\u{1B}[2J"

    /// Whether `text` has a control character (other than a newline) or a bidi override raw.
    private static func hasRawControl(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0 != "\n" && TerminalEscaping.isUnsafe($0) }
    }

    // MARK: - expect screen matches

    @Test("expect screen matches refuses a back-reference with one clear error")
    func backReferenceIsRefused() throws {
        let harness = try Harness()
        harness.run("open Books\nexpect screen matches \"(D)\\\\1\"")
        #expect(harness.failures.map(\.message) == [
            "bad regular expression '(D)\\1': back-references like \\1 are not supported (they can take exponential time)"
        ])
    }

    @Test("expect screen matches is POSIX extended syntax, with \\d for a digit")
    func posixSyntax() throws {
        let harness = try Harness()
        harness.run("open Books\nexpect screen matches \"^[[:digit:]]\\\\. (Dune|Emma)$\"\nexpect screen matches \"^\\\\d\\\\. U\"")
        #expect(harness.failures.isEmpty, "\(harness.failures)")
    }

    @Test("expect screen matches stops when Ctrl-C arrives while it matches")
    func matchingIsInterruptible() throws {
        final class Counter { var asked = 0 }
        let counter = Counter()
        // The loop asks once before the line; the match asks again before each screen line.
        let harness = try Harness { $0.interruptRequested = { counter.asked += 1; return counter.asked > 3 } }
        harness.run("open Books\nexpect screen matches Z")
        #expect(harness.failures.map(\.message) == ["the regular expression was interrupted"])
    }

    // MARK: - Snapshots

    @Test("a scenario named ...vsh keeps its snapshots under __snapshots__")
    func dotsScriptKeepsSnapshotsInside() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let script = try folder.write("s/...vsh", "open Books\nexpect snapshot books\n")
        let runner = ScriptRunner(configuration: Shelf.configuration, options: .init(updatesSnapshots: true))

        #expect(runner.runScenario(atPath: script).passed)

        #expect(folder.exists("s/__snapshots__/%2E%2E/books.txt"))
        #expect(!folder.exists("s/__snapshots__/../books.txt"))
        #expect(!folder.exists("books.txt"))
    }

    @Test("a snapshot that is a link to a device is reported as unreadable, not as missing, and never read")
    func snapshotLinkedToADevice() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let script = try folder.write("a.vsh", "open Books\nexpect snapshot books\n")
        try FileManager.default.createDirectory(atPath: folder.path + "/__snapshots__/a", withIntermediateDirectories: true)
        #expect(symlink("/dev/zero", folder.path + "/__snapshots__/a/books.txt") == 0)

        let result = ScriptRunner(configuration: Shelf.configuration).runScenario(atPath: script)

        let snapshot = folder.path + "/__snapshots__/a/books.txt"
        #expect(result.failures.map(\.message) == [
            "expected snapshot 'books' at \(snapshot), found a file that cannot be read: is a device, not a regular file",
        ])
    }

    // MARK: - NUL in paths

    @Test("dump and source refuse a path with a NUL in it: nothing is written, /etc/passwd is not run")
    func nulInCommandPaths() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let script = try folder.write("a.vsh", "dump \"out.json\u{0}.txt\"\nsource \"/etc/passwd\u{0}.vsh\"\n")

        let result = ScriptRunner(configuration: Shelf.configuration, options: .init(keepsGoing: true)).runScenario(atPath: script)

        #expect(result.failures.map(\.message) == [
            "\(folder.path)/out.json\\u{0}.txt: the path contains a NUL character; no file was opened",
            "/etc/passwd\\u{0}.vsh: the path contains a NUL character; no file was opened",
        ])
        #expect(!folder.exists("out.json"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["a.vsh"])
    }

    // MARK: - source nesting

    @Test("source nested deeper than the limit is one clear error, not a stack overflow")
    func sourceNestingIsLimited() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let depth = 500
        for level in 0..<depth {
            try folder.write("n\(level).vsh", "source n\(level + 1).vsh\n")
        }
        try folder.write("n\(depth).vsh", "open Books\n")
        let runner = ScriptRunner(configuration: Shelf.configuration, options: .init())

        let result = runner.runScenario(atPath: folder.path + "/n0.vsh")

        #expect(result.failures.count == 1)
        let failure = try #require(result.failures.first)
        #expect(failure.message.hasPrefix("source nested too deep: over \(ShellInterpreter.maximumSourceNesting) scripts"))
        #expect(failure.location.file.hasSuffix("/n\(ShellInterpreter.maximumSourceNesting - 1).vsh"))
    }

    @Test("source nesting up to the limit still runs")
    func sourceNestingBelowTheLimit() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let depth = ShellInterpreter.maximumSourceNesting - 1
        for level in 0..<depth {
            try folder.write("n\(level).vsh", "source n\(level + 1).vsh\n")
        }
        try folder.write("n\(depth).vsh", "open Books\nexpect top Books\n")
        let runner = ScriptRunner(configuration: Shelf.configuration, options: .init())

        #expect(runner.runScenario(atPath: folder.path + "/n0.vsh").failures.isEmpty)
    }

    // MARK: - Messages repeat outside words escaped and shortened

    @Test("messages that repeat a word escape it", arguments: [
        "select \(escape)",
        "search\n select \(escape)",
        "open Book bookId=b1 \(escape)=1",
        "open \(escape)",
        "dump \"/proc/\(escape)/x/\u{202E}.json\"",
        "expect state books.\(escape) == 1",
        "expect snapshot \(escape)",
        "expect top \(escape)",
        "source \(escape).vsh",
        "run \(escape).vsh",
    ])
    func messagesEscapeWords(_ line: String) throws {
        let harness = try Harness()
        harness.run("open Books\n" + line)
        let failure = try #require(harness.failures.first)
        #expect(!Self.hasRawControl(failure.message), "\(failure.message)")
        #expect(!Self.hasRawControl(failure.headline))
    }

    @Test("expect error re-quoting an escaped message stays escaped")
    func expectErrorRequotes() throws {
        let harness = try Harness()
        harness.run("open Books\nselect \(Self.escape)\nexpect error something else")
        let failure = try #require(harness.failures.first)
        #expect(failure.message.hasPrefix("expected an error containing \"something else\", found the error"))
        #expect(!Self.hasRawControl(failure.message), "\(failure.message)")
    }

    @Test("a very long word is shortened in the message")
    func longWordIsShortened() throws {
        let harness = try Harness()
        harness.run("open Books\nselect " + String(repeating: "9x", count: 32_000))
        let failure = try #require(harness.failures.first)
        #expect(failure.message.count < 300, "\(failure.message.count) characters")
        #expect(failure.message.contains("characters)"))
    }

    @Test("run names a missing path escaped and shortened")
    func runMissingPathIsEscaped() throws {
        let output = CapturedOutput()
        let runner = ScriptRunner(configuration: Shelf.configuration, options: .init())
        let status = runner.runAndReport(["/nonexistent/\(Self.escape)" + String(repeating: "p", count: 5_000)], output: output)
        #expect(status == 2)
        #expect(output.errorText.hasPrefix("shelf run: no such file or folder: /nonexistent/\\u{1B}[2Jppp"))
        #expect(output.errorText.count < 400)
    }

    @Test("a script name with escapes is shown escaped in the location")
    func scriptNameIsEscaped() throws {
        let harness = try Harness()
        harness.run("open Nowhere", name: "a\(Self.escape)\u{202E}.vsh")
        let failure = try #require(harness.failures.first)
        #expect(failure.headline.hasPrefix("a\\u{1B}[2J\\u{202E}.vsh:1: "))
    }

    @Test("PASS and FAIL lines show the scenario name escaped")
    func passFailNameIsEscaped() {
        let result = ScenarioResult(path: "s/\(Self.escape).vsh", failures: [], output: "", duration: .zero)
        #expect(result.summaryText == "PASS s/\\u{1B}[2J.vsh\n")
    }

    @Test("echo and the echo setting show control characters escaped")
    func echoIsEscaped() throws {
        let harness = try Harness()
        harness.run("echo a\(Self.escape)b\nset echo on\necho \u{202E}")
        #expect(!Self.hasRawControl(harness.output.text), "\(harness.output.text)")
        #expect(harness.output.text.hasPrefix("a\\u{1B}[2Jb\n"))
    }

    @Test("the interactive loop prints errors and failed expectations escaped")
    func interactiveErrorsAreEscaped() throws {
        let harness = try Harness(mode: .interactive)
        harness.interpreter.executeInteractively("open Books")
        harness.interpreter.executeInteractively("select \(Self.escape)")
        harness.interpreter.executeInteractively("expect state query == \"\(Self.escape)\"")
        #expect(harness.output.errorText.filter { $0 == "\n" }.count == 2)
        #expect(!Self.hasRawControl(harness.output.errorText), "\(harness.output.errorText)")
    }
}
