import Foundation
import Testing
import ViperRuntime
@testable import ViperShellEngine

@MainActor
@Suite("Script runner and JUnit")
struct ScriptRunnerTests {
    @Test("every scenario starts fresh: clock at 0, frame counters at 1, no state carried over")
    func freshSessions() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let script = try folder.write("a.vsh", """
            open Books
            add Moby
            wait 2s
            select 1
            expect state bookId == b1
            dump
            """)
        let runner = ScriptRunner(configuration: Shelf.configuration)
        let first = runner.runScenario(atPath: script)
        let second = runner.runScenario(atPath: script)
        #expect(first.passed && second.passed)
        #expect(first.output == second.output, "same script twice, same bytes")
        #expect(first.output.contains("\"clock_ms\" : 2000"))
        #expect(first.output.contains("\"id\" : \"Book#1\""))
    }

    @Test("folders are searched recursively for .vsh files, sorted; a missing path is an error")
    func collectScripts() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("b.vsh", "")
        try folder.write("a/z.vsh", "")
        try folder.write("a/notes.txt", "")
        try folder.write("c.vsh", "")
        #expect(try ScriptRunner.collectScripts(at: [folder.path, folder.path + "/b.vsh"]) == [
            folder.path + "/a/z.vsh", folder.path + "/b.vsh", folder.path + "/c.vsh", folder.path + "/b.vsh",
        ])
        #expect(throws: ScriptRunner.CollectionError.missingPath("/nowhere/x.vsh")) {
            try ScriptRunner.collectScripts(at: ["/nowhere/x.vsh"])
        }
    }

    @Test("a name ending in .vsh in any letter case is a scenario; folders with none are nothing to run")
    func collectsEveryCaseAndRefusesNothing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("empty/notes.txt", "")
        try folder.write("also-empty/x.vs", "")
        try folder.write("upper/a.VSH", "")
        try folder.write("upper/b.vSh", "")
        try folder.write("upper/c.vsh.txt", "")
        #expect(try ScriptRunner.collectScripts(at: [folder.path + "/upper"]) == [
            folder.path + "/upper/a.VSH", folder.path + "/upper/b.vSh",
        ])
        #expect(throws: ScriptRunner.CollectionError.nothingToRun(folders: [folder.path + "/empty", folder.path + "/also-empty"])) {
            try ScriptRunner.collectScripts(at: [folder.path + "/empty", folder.path + "/also-empty"])
        }
        let many = (1...7).map { "f\($0)" }
        #expect(ScriptRunner.CollectionError.nothingToRun(folders: many).message
            == "nothing to run: no scenario (a .vsh file) in f1, f2, f3, f4, f5 and 2 more folders")
        // An empty folder beside a scenario is fine: something runs.
        #expect(try ScriptRunner.collectScripts(at: [folder.path + "/empty", folder.path + "/upper/a.VSH"]) == [
            folder.path + "/upper/a.VSH",
        ])
    }

    @Test("the snapshots of a.VSH are under __snapshots__/a, as those of a.vsh")
    func snapshotFolderOfAnUpperCaseScript() {
        #expect(Paths.snapshotFolder(forScript: "t/a.VSH") == Paths.snapshotFolder(forScript: "t/a.vsh"))
    }

    @Test("a run reports PASS and FAIL lines and the closing count")
    func summary() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let good = try folder.write("good.vsh", "open Books\nexpect top Books\n")
        let bad = try folder.write("bad.vsh", "open Books\nexpect top Book\n")
        let summary = ScriptRunner(configuration: Shelf.configuration).runScenarios([good, bad])
        #expect(summary.closingLine == "1 passed, 1 failed")
        #expect(summary.exitCode == 1)
        #expect(summary.results[0].summaryText == "PASS \(good)\n")
        let failed = summary.results[1].summaryText
        #expect(failed.hasPrefix("FAIL \(bad)\n    \(bad):2: expected top Book, found Books\n    screen:\n      Books\n"))
    }

    @Test("the interrupt given at init stops the run between scenarios and inside the running one")
    func interruptGivenAtInit() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let first = try folder.write("a.vsh", "open Books\nadd Moby\nadd Dick\n")
        let second = try folder.write("b.vsh", "open Books\n")
        final class Asked { var count = 0 }
        let asked = Asked()
        // Once to start a.vsh, once for its first line; true from its second line on.
        let runner = ScriptRunner(configuration: Shelf.configuration) { asked.count += 1; return asked.count > 2 }
        let summary = runner.runScenarios([first, second])
        #expect(summary.results.isEmpty, "a.vsh, stopped part-way, is not run (as a worker pool counts it); b.vsh is never started")
    }

    @Test("a script that cannot be read fails with one line")
    func unreadable() throws {
        let result = ScriptRunner(configuration: Shelf.configuration).runScenario(atPath: "/nowhere/x.vsh")
        #expect(result.failures.map(\.report) == ["/nowhere/x.vsh: no such file"])
    }

    @Test("a folder whose only scenario has a non-UTF-8 name fails it once, naming it escaped once")
    func nonUTF8ScenarioName() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var bytes = Array((folder.path + "/bad").utf8) + [0xFF] + Array(".vsh".utf8) + [0]
        let created = bytes.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { creat($0, 0o644) }
        }
        try #require(created >= 0)
        close(created)
        let summary = ScriptRunner(configuration: Shelf.configuration).runScenarios(try ScriptRunner.collectScripts(at: [folder.path]))
        #expect(summary.closingLine == "0 passed, 1 failed")
        #expect(summary.exitCode == 1)
        let name = folder.path + "/bad\\x{FF}.vsh"
        #expect(summary.results.map(\.summaryText) == [
            "FAIL \(name)\n    \(name): its name is not valid UTF-8 (shown escaped); rename it\n",
        ])
    }

    @Test("a scenario that is a FIFO fails at once with one reason, the name given once")
    func fifoScenario() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path + "/pipe.vsh"
        try #require(mkfifo(path, 0o600) == 0)
        let result = ScriptRunner(configuration: Shelf.configuration).runScenario(atPath: path)
        #expect(result.failures.map(\.report) == ["\(path): is a FIFO (named pipe), not a regular file"])
    }

    @Test("a registry that cannot be built fails the scenario instead of crashing")
    func brokenRegistry() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let script = try folder.write("a.vsh", "echo hi\n")
        let configuration = ShellConfiguration { registry in
            try Shelf.register(in: registry)
            try Shelf.register(in: registry)
        }
        let result = ScriptRunner(configuration: configuration).runScenario(atPath: script)
        #expect(result.failures.first?.message == "cannot start a session: a module named Books is already registered")
    }

    @Test("only a configuration that passed its checks is trusted: a broken one fails every scenario, not only the first")
    func brokenRegistryFailsEveryScenario() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let script = try folder.write("a.vsh", "echo hi\n")
        let duplicate = ShellConfiguration { registry in
            try Shelf.register(in: registry)
            try Shelf.register(in: registry)
        }
        let summary = ScriptRunner(configuration: duplicate).runScenarios([script, script, script])
        #expect(summary.results.map { $0.failures.first?.message } == Array(repeating: "cannot start a session: a module named Books is already registered", count: 3))

        let badRoute = RouteRegistrationTests.configuration(routes: ["odd//x"])
        let routes = ScriptRunner(configuration: badRoute).runScenarios([script, script])
        #expect(routes.results.allSatisfy { $0.failures.first?.message.hasPrefix("cannot start a session: ") == true })
        #expect(routes.results.count == 2)
    }

    @Test("JUnit XML: one testsuite, one testcase per scenario, failures escaped")
    func junit() throws {
        let failure = ShellFailure(
            location: SourceLocation(file: "Tests/x/b.vsh", line: 2), message: "expected \"<a>\" & 'b'",
            details: ["screen:", "  \u{1B}[1m"])
        let summary = RunSummary(results: [
            ScenarioResult(path: "Tests/x/a.vsh", failures: [], output: "", duration: .milliseconds(1234)),
            ScenarioResult(path: "Tests/x/b.vsh", failures: [failure], output: "", duration: .milliseconds(5)),
        ])
        let xml = JUnitReport.xml(for: summary)
        #expect(xml == """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuite name="viper-shell" tests="2" failures="1" errors="0" time="1.239">
              <testcase name="a" classname="Tests.x" time="1.234"/>
              <testcase name="b" classname="Tests.x" time="0.005">
                <failure message="Tests/x/b.vsh:2: expected &quot;&lt;a&gt;&quot; &amp; &apos;b&apos;">Tests/x/b.vsh:2: expected &quot;&lt;a&gt;&quot; &amp; &apos;b&apos;&#10;screen:&#10;  \\u{1B}[1m</failure>
              </testcase>
            </testsuite>

            """)
    }

    @Test("JUnit XML escapes C1 controls and bidi overrides in names and messages")
    func junitEscapesC1AndBidi() throws {
        let path = "Tests/x/\u{202E}b\u{9B}.vsh"
        let failure = ShellFailure(location: SourceLocation(file: path, line: 2), message: "no \u{2066}x")
        let xml = JUnitReport.xml(for: RunSummary(results: [
            ScenarioResult(path: path, failures: [failure], output: "", duration: .zero)
        ]))
        #expect(xml.contains(#"<testcase name="\u{202E}b\u{9B}" classname="Tests.x""#), "\(xml)")
        #expect(!xml.unicodeScalars.contains { $0 != "\n" && TerminalEscaping.isUnsafe($0) })
    }

    @Test("JUnit classname: the folder's components joined with dots, none empty for an absolute or ./ path")
    func junitClassnameOfAbsolutePath() throws {
        let xml = JUnitReport.xml(for: RunSummary(results: [
            ScenarioResult(path: "/home/ci/s/a.vsh", failures: [], output: "", duration: .zero),
            ScenarioResult(path: "./s/b.vsh", failures: [], output: "", duration: .zero),
            ScenarioResult(path: "c.vsh", failures: [], output: "", duration: .zero),
            ScenarioResult(path: "/d.vsh", failures: [], output: "", duration: .zero),
        ]))
        #expect(xml.contains(#"<testcase name="a" classname="home.ci.s""#), "\(xml)")
        #expect(xml.contains(#"<testcase name="b" classname="s""#), "\(xml)")
        #expect(xml.contains(#"<testcase name="c" classname="scenarios""#), "\(xml)")
        #expect(xml.contains(#"<testcase name="d" classname="scenarios""#), "\(xml)")
    }

    @Test("runAndReport creates the JUnit file's missing folders, as the other writers do")
    func junitIntoMissingFolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("s/ok.vsh", "open Books\n")
        let output = CapturedOutput()

        let status = ScriptRunner(configuration: Shelf.configuration)
            .runAndReport([folder.path + "/s"], junitPath: folder.path + "/reports/ci/junit.xml", output: output)

        #expect(status == 0, "\(output.errorText)")
        #expect(try folder.read("reports/ci/junit.xml").contains("<testsuite name=\"shelf\" tests=\"1\" failures=\"0\""))
    }

    @Test("runAndReport prints the run, writes JUnit and returns the exit status")
    func runAndReport() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("s/ok.vsh", "open Books\n")
        try folder.write("s/bad.vsh", "open Books\nexpect depth 2\n")
        let runner = ScriptRunner(configuration: Shelf.configuration)
        let output = CapturedOutput()

        let status = runner.runAndReport([folder.path + "/s"], junitPath: folder.path + "/junit.xml", output: output)

        #expect(status == 1)
        #expect(output.text.hasPrefix("FAIL \(folder.path)/s/bad.vsh\n    \(folder.path)/s/bad.vsh:2: expected depth 2, found 1\n"))
        #expect(output.text.hasSuffix("PASS \(folder.path)/s/ok.vsh\n1 passed, 1 failed\n"))
        #expect(try folder.read("junit.xml").contains("<testsuite name=\"shelf\" tests=\"2\" failures=\"1\""))

        let missing = CapturedOutput()
        #expect(runner.runAndReport(["/nowhere"], output: missing) == 2)
        #expect(missing.errorText == "shelf run: no such file or folder: /nowhere\n")
        #expect(missing.text.isEmpty)
    }

    @Test("with verbose (run --verbose) a passing scenario's output is printed, indented, under its PASS line")
    func verboseShowsOutput() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let script = try folder.write("talk.vsh", "echo hello\nopen Books\n")
        let quiet = CapturedOutput()
        let loud = CapturedOutput()

        _ = ScriptRunner(configuration: Shelf.configuration).runAndReport([script], output: quiet)
        _ = ScriptRunner(configuration: Shelf.configuration)
            .runAndReport([script], options: RunReportOptions(verbose: true), output: loud)

        #expect(quiet.text == "PASS \(script)\n1 passed, 0 failed\n")
        #expect(loud.text == "PASS \(script)\n    hello\n1 passed, 0 failed\n")
    }

    @Test("components still alive after a scenario's modules close fail it (a retain cycle)")
    func leakFails() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let script = try folder.write("leak.vsh", "open Leaky\nexpect top Leaky\n")
        let configuration = ShellConfiguration { registry in
            try registry.register(ModuleRegistration(name: "Leaky", summary: "Keeps its view.", view: BookView.self) { _ in
                let view = BookView()
                let presenter = LeakyPresenter()
                view.output = presenter
                presenter.strongView = view
                return AssembledModule(view: view, presenter: presenter, interactor: nil, router: nil)
            })
        }
        let result = ScriptRunner(configuration: configuration).runScenario(atPath: script)
        #expect(result.failures.map(\.report) == [
            "\(script): expected every module to be released after the scenario, found alive: Leaky (BookView x1, LeakyPresenter x1)",
        ])
        #expect(ScriptRunner(configuration: Shelf.configuration).runScenario(atPath: try folder.write("ok.vsh", "open Library\nselect 1\n")).passed)
    }
}

/// A presenter that holds its view strongly: the retain cycle the ownership rules forbid.
final class LeakyPresenter: BookPresenter {
    var strongView: BookView?
}
