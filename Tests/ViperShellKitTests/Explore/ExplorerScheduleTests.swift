import Foundation
import Testing
import ViperRuntime
@testable import ViperShellEngine

/// Explore's schedules (orders drawn from the seed, short horizons) and the
/// team's invariants (declared in Swift, or `expect always` lines), over the
/// Race fixture, whose race only another order than the scheduler's shows.
@MainActor
@Suite("Explore: schedules, invariants a team writes, scripts that replay the interleaving")
struct ExplorerScheduleTests {
    private func explore(
        _ configuration: ShellConfiguration = RaceFixture.configuration(), steps: Int = 300, seed: UInt64 = 3,
        schedules: Bool = true, invariantLines: [String] = [], folder: String? = nil
    ) -> ExploreReport {
        let options = ExploreOptions(
            steps: steps, depth: 6, seed: seed, outputDirectory: folder, schedules: schedules, invariantLines: invariantLines)
        return Explorer(configuration: configuration, options: options).run()
    }

    @Test("a race only another order shows is found, named by its invariant, with a schedule line that replays it")
    func raceFoundWithSchedules() throws {
        let report = explore()
        #expect(report.exitCode == 1, "\(report.text)")
        let finding = try #require(report.findings.first, "\(report.text)")
        #expect(report.findings.count == 1)
        #expect(finding.kind == .invariant)
        #expect(finding.invariant == .swift("first writes first"))
        #expect(finding.detail == "the log is second, first")
        #expect(finding.failsUnderRun)
        #expect(finding.schedules == 1, "\(finding.script)")
        // Shortened to the names that matter: the second task first.
        #expect(finding.script.hasSuffix("""
            expect always invariant "first writes first"
            route race
            \(ReproductionScript.scheduleComment)
            schedule "Race#1 (RacePresenter.startSecond)"
            # the next step breaks the invariant, failing the script
            go

            """), "\(finding.script)")
        #expect(report.text.contains("  invariant \"first writes first\" in Race, step 'go': the log is second, first\n"), "\(report.text)")
        #expect(finding.minimalSteps == 2 && finding.script.contains("# seed 3, walk 4: 2 of 2 steps kept\n"), "\(report.text)")
        #expect(report.text.contains(": 2 of 2 steps, 1 schedule, fails under run, found after \(finding.foundAfterSteps) steps\n"), "\(report.text)")
    }

    @Test("the script fails under run every time, and passes without its schedule line")
    func scriptReplays() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let report = explore(folder: folder.path)
        let path = try #require(report.findings.first?.path)
        #expect(path.hasSuffix("/invariant-1.vsh"))
        let runner = ScriptRunner(configuration: RaceFixture.configuration())
        for _ in 0..<30 {
            let result = runner.runScenario(atPath: path)
            #expect(!result.passed)
            #expect(result.failures.count == 1)
            let message = result.failures.first?.message ?? ""
            #expect(message.hasPrefix("expected invariant \"first writes first\" to hold, found it broken: the log is second, first (expect always, "))
            #expect(message.hasSuffix(":4)"), "\(message)")
        }
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let withoutSchedule = try folder.write("plain.vsh", text.split(separator: "\n").filter { !$0.hasPrefix("schedule ") }.joined(separator: "\n") + "\n")
        #expect(runner.runScenario(atPath: withoutSchedule).passed)
    }

    @Test("with --no-schedules the single order never shows the race, and the report says schedules are off")
    func noSchedules() {
        let report = explore(schedules: false)
        #expect(report.exitCode == 0, "\(report.text)")
        #expect(report.text.contains("\nschedules: off (--no-schedules)\n"))
        #expect(report.randomOrderSteps == 0 && report.shortHorizonSteps == 0)
    }

    @Test("walks start from every module that opens and every route pattern that opens, in turn")
    func routesAreRoots() {
        let report = explore(RaceFixture.configuration(declaring: false), steps: 100)
        #expect(report.roots == ["open Race", "route race"])
        #expect(report.text.contains("\nwalks start from (2): open Race, route race\n"), "\(report.text)")
        let named = Explorer(configuration: RaceFixture.configuration(declaring: false), options: ExploreOptions(steps: 50, modules: ["Race"])).run()
        #expect(named.roots == ["open Race"], "walks from named modules only open them")
    }

    @Test("the report counts the steps under random orders, those that changed an order, and short horizons")
    func scheduleCounts() {
        let report = explore(RaceFixture.configuration(declaring: false), steps: 400)
        #expect(report.exitCode == 0, "\(report.text)")
        #expect(report.randomOrderSteps > 100 && report.reorderedSteps > 0 && report.reorderedSteps <= report.randomOrderSteps)
        #expect(report.shortHorizonSteps > 50)
        #expect(report.text.contains(
            "\nschedules: \(report.randomOrderSteps) steps under random priorities, \(report.reorderedSteps) of them ran work in another order (\(report.orderChoices) choices); \(report.shortHorizonSteps) steps settled over 0ms\n"))
        #expect(report.text.contains("\ninvariants: the built-in ones\n"))
        #expect(explore(RaceFixture.configuration(declaring: false), steps: 400).text == report.text, "the same seed, the same bytes")
    }

    @Test("an exploration's own expect always lines are invariants too: at the top of every walk and of the script")
    func invariantLines() throws {
        let line = "expect always screen lacks \"second first\""
        let report = explore(RaceFixture.configuration(declaring: false), invariantLines: [line])
        let finding = try #require(report.findings.first, "\(report.text)")
        #expect(finding.invariant == .script("screen lacks \"second first\""))
        #expect(finding.failsUnderRun)
        #expect(finding.script.contains("\n\(line)\nopen Race\n"), "\(finding.script)")
        #expect(report.text.contains("\ninvariants: the built-in ones, 1 'expect always' line\n"), "\(report.text)")
        #expect(report.text.contains("  invariant expect always screen lacks \"second first\" in Race, step 'go': "), "\(report.text)")
    }

    @Test("a line that is not an expect always, or one that names nothing there is, is a usage error")
    func badInvariantLines() {
        #expect(explore(invariantLines: ["open Race"]).usageError == "invariant 1 is not an 'expect always' line: open Race")
        #expect(explore(invariantLines: ["expect always in Nope depth 1"]).usageError
            == "invariant 1 (expect always in Nope depth 1): expect always in: unknown module 'Nope'; the modules are Race")
    }

    @Test("the walk's lines replay to the same dump: every schedule line written back makes the same choices")
    func walksReplay() {
        // The replay check after every walk compares dumps: a schedule line that chose otherwise would be 'nondeterministic'.
        for seed: UInt64 in 1...5 {
            let report = explore(RaceFixture.configuration(declaring: false), steps: 300, seed: seed)
            #expect(report.findings.isEmpty, "\(report.text)")
        }
    }
}
