import Foundation
import Testing

/// Signs of life on long work: `run` and `explore` show one progress line on a
/// terminal (on standard error, redrawn in place, erased before anything else
/// is written), nothing when piped or in CI unless `--progress` asks, and
/// `run` says which reports it wrote and where.
@Suite("Progress of run and explore")
struct ProgressTests {
    /// A folder with a passing and a failing scenario; the caller removes it.
    private static func scenarios() throws -> String {
        let folder = NSTemporaryDirectory() + "vsp-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "open CarsList\nexpect top CarsList\n".write(toFile: folder + "/a.vsh", atomically: true, encoding: .utf8)
        try "open CarsList\nexpect top CarDetail\n".write(toFile: folder + "/b.vsh", atomically: true, encoding: .utf8)
        return folder
    }

    @Test("piped, run prints nothing but its results; with --progress its standard output is the same bytes, its progress and the reports it wrote on standard error")
    func runProgressOnStandardError() throws {
        let folder = try Self.scenarios()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let files = ["--report", folder + "/report", "--junit", folder + "/junit.xml", "--artifacts", folder + "/failures"]

        let piped = try BinaryRunner.run(["run", "--jobs", "2"] + files + [folder + "/a.vsh", folder + "/b.vsh"])
        let shown = try BinaryRunner.run(["run", "--jobs", "2", "--progress"] + files + [folder + "/a.vsh", folder + "/b.vsh"])

        #expect(piped.status == 1 && shown.status == 1)
        #expect(piped.stderr.isEmpty, "\(piped.stderr)")
        #expect(shown.stdout == piped.stdout)
        #expect(shown.stderr.contains("\rrun: 2/2 scenarios · 1 failed · "), "\(shown.stderr)")
        let html = "\(folder)/report/index.html"
        let junit = "\(folder)/junit.xml"
        #expect(shown.stderr.hasSuffix(
            "\r\u{1B}[Kviper-shell run: wrote the artifacts of 1 failing scenario under \(folder)/failures\n"
                + "\rrun: writing the HTML report to \(html)…\u{1B}[K\r\u{1B}[Kviper-shell run: wrote the HTML report to \(html)\n"
                + "\rrun: writing the JUnit report to \(junit)…\u{1B}[K\r\u{1B}[Kviper-shell run: wrote the JUnit report to \(junit)\n"
        ), "\(shown.stderr)")
    }

    @Test("explore --progress: the step running of how many, the walk, what it found and the step's line on standard error, erased at the end; its report is the same bytes")
    func exploreProgressOnStandardError() throws {
        let piped = try BinaryRunner.run(["explore", "--steps", "40", "--seed", "3"])
        let shown = try BinaryRunner.run(["explore", "--steps", "40", "--seed", "3", "--progress"])

        #expect(piped.status == 0 && shown.status == 0)
        #expect(piped.stderr.isEmpty, "\(piped.stderr)")
        #expect(shown.stdout == piped.stdout)
        #expect(shown.stderr.hasPrefix("\rexplore: step 1/40 · walk 1 · 0 found · 0:00 · open "), "\(shown.stderr)")
        #expect(shown.stderr.hasSuffix("\u{1B}[K\r\u{1B}[K"), "\(shown.stderr)")
    }

    @Test("on a terminal the line names the scenario running; results and the summary after Ctrl-C stand on lines of their own")
    func runOnATerminal() throws {
        let folder = try Self.scenarios()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "open CarsList\n".write(toFile: folder + "/c.vsh", atomically: true, encoding: .utf8)
        let executable = try #require(BinaryRunner.binary?.deletingLastPathComponent().appendingPathComponent("worker-fixture-shell").path)
        var environment = ProcessInfo.processInfo.environment
        environment["VIPER_SHELL_TEST_WORKER_STALL"] = folder + "/c.vsh"
        environment["CI"] = nil
        environment["TERM"] = "xterm"
        let terminal = try InteractivePseudoTerminal(
            executable: executable, arguments: ["run", "--jobs", "1", folder], environment: environment)
        terminal.resize(columns: 200)

        // a.vsh passed and b.vsh failed; c.vsh never ends.
        try terminal.waitForCurrentLine(containing: "run: 2/3 scenarios · 1 failed · ")
        try terminal.waitForCurrentLine(containing: " · running \(folder)/c.vsh")
        terminal.type("\u{03}")
        #expect(try terminal.waitForExit() == 1)

        let lines = terminal.screen.allLines
        #expect(lines.contains("PASS \(folder)/a.vsh") && lines.contains("FAIL \(folder)/b.vsh"), "\(lines)")
        #expect(lines.contains("1 passed, 1 failed"), "\(lines)")
        // Every progress line was erased, but where the stalled worker wrote its own line after one.
        #expect(!lines.contains { $0.hasPrefix("run: ") && !$0.contains("worker stalled before") }, "\(lines)")
    }

    @Test("what a scenario writes on stderr starts a line of its own, never after the progress line")
    func scenarioStandardErrorOnItsOwnLine() throws {
        let folder = try Self.scenarios()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // The fixture's Spinner writes 'spinning' on stderr, then keeps a CPU busy until the run is interrupted.
        try "open Spinner\nspin\n".write(toFile: folder + "/c.vsh", atomically: true, encoding: .utf8)
        let executable = try #require(BinaryRunner.binary?.deletingLastPathComponent().appendingPathComponent("worker-fixture-shell").path)
        var environment = ProcessInfo.processInfo.environment
        environment["CI"] = nil
        environment["TERM"] = "xterm"
        let terminal = try InteractivePseudoTerminal(
            executable: executable, arguments: ["run", "--jobs", "1", folder], environment: environment)
        terminal.resize(columns: 200)

        try terminal.waitFor("spinning")
        try terminal.waitForCurrentLine(containing: " · running \(folder)/c.vsh")
        terminal.type("\u{03}")
        #expect(try terminal.waitForExit() == 1)

        let lines = terminal.screen.allLines
        #expect(lines.contains("spinning"), "\(lines)")
        #expect(!lines.contains { $0.hasPrefix("run: ") }, "\(lines)")
    }

    @Test("on a terminal in CI nothing but the results is shown")
    func noProgressInCI() throws {
        let folder = try Self.scenarios()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var environment = ProcessInfo.processInfo.environment
        environment["CI"] = "true"
        environment["TERM"] = "xterm"
        let terminal = try InteractivePseudoTerminal(
            executable: try #require(BinaryRunner.binary?.path), arguments: ["run", folder], environment: environment)

        #expect(try terminal.waitForExit() == 1)
        #expect(!terminal.plainOutput.contains("run: "), "\(terminal.plainOutput)")
        #expect(terminal.plainOutput.contains("1 passed, 1 failed"), "\(terminal.plainOutput)")
    }
}
