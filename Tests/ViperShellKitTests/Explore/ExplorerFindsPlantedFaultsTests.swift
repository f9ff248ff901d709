import Foundation
import Testing
import ViperRuntime
@testable import ViperShellEngine

@MainActor
@Suite("Explore finds planted faults and writes scripts that fail under run")
struct ExplorerFindsPlantedFaultsTests {
    /// Explores the planted modules with `fault`, writing scripts into `folder`.
    private func explore(_ fault: PlantedFault, width: Int = 80, folder: TemporaryFolder, steps: Int = 400) -> ExploreReport {
        let options = ExploreOptions(steps: steps, depth: 12, seed: 11, outputDirectory: folder.path)
        return Explorer(configuration: PlantedFaults.configuration(fault, width: width), options: options).run()
    }

    /// The finding of `kind` for the root module Faulty (FaultyDetail has the
    /// same fault; explore reports it apart), with its script run by `ScriptRunner`.
    private func onlyFinding(_ report: ExploreReport, _ kind: InvariantKind, fault: PlantedFault, width: Int = 80) throws
        -> (finding: ExploreFinding, run: ScenarioResult)
    {
        #expect(report.exitCode == 1)
        #expect(Set(report.findings.map(\.kind)) == [kind], "\(report.text)")
        let finding = try #require(report.findings.first { $0.module == (kind == .leak ? "FaultyDetail" : "Faulty") })
        let path = try #require(finding.path)
        #expect(path.hasSuffix(".vsh") && path.contains("/\(kind.rawValue)-"))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == finding.script)
        #expect(finding.failsUnderRun)
        let run = ScriptRunner(configuration: PlantedFaults.configuration(fault, width: width)).runScenario(atPath: path)
        return (finding, run)
    }

    @Test("a retain cycle: the script's leak check fails once FaultyDetail was opened")
    func retainCycle() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (finding, run) = try onlyFinding(explore(.retainCycle, folder: folder), .leak, fault: .retainCycle)
        #expect(finding.module == "FaultyDetail")
        #expect(finding.minimalSteps == 1, "open, then inspect: \(finding.script)")
        #expect(finding.script.hasSuffix("open Faulty\ninspect\n# the leak check at the end of the scenario fails: FaultyDetail (FaultyPresenter x1, FaultyView x1)\n"))
        #expect(!run.passed)
        #expect(run.failures.map(\.message) == [
            "expected every module to be released after the scenario, found alive: FaultyDetail (FaultyPresenter x1, FaultyView x1)"
        ])
    }

    @Test("without an output folder, the report prints each finding's script under it")
    func scriptPrintedWithoutOutputFolder() throws {
        let options = ExploreOptions(steps: 400, depth: 12, seed: 11)
        let report = Explorer(configuration: PlantedFaults.configuration(.retainCycle), options: options).run()

        let finding = try #require(report.findings.first { $0.module == "FaultyDetail" })
        #expect(finding.path == nil)
        let lines = report.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let place = try #require(lines.firstIndex { $0.hasPrefix("    script (no output folder, so it follows here): ") })
        let scriptLines = finding.script.split(separator: "\n").map { "      " + $0 }
        #expect(Array(lines[(place + 1)...].prefix(scriptLines.count)) == scriptLines, "\(report.text)")
    }

    @Test("typed text shown as a label: the over-wide line is what the script's 'expect screen lacks' finds")
    func overWideScreen() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (finding, run) = try onlyFinding(
            explore(.typedTextAsLabel, width: 40, folder: folder), .tooWide, fault: .typedTextAsLabel, width: 40)
        #expect(finding.minimalSteps == 1)
        #expect(finding.script.contains("set width 40\nopen Faulty\nlabel "))
        #expect(run.failures.count == 1)
        #expect(run.failures.first?.message.hasPrefix("expected the screen to lack") == true)
    }

    @Test("an error shown with String(describing:) is an internal error; the script fails on that command")
    func describedError() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (finding, run) = try onlyFinding(explore(.describedError, folder: folder), .internalError, fault: .describedError)
        #expect(finding.action == "rename")
        #expect(finding.detail == "tooLong(limit: 3)")
        #expect(finding.minimalSteps == 1)
        #expect(run.failures.map(\.message) == ["tooLong(limit: 3)"])
    }

    @Test("a view error repeating typed text raw is escaped by the shell, so explore finds nothing to report")
    func unescapedMessageIsEscapedByTheShell() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // given a module whose action error repeats the typed name raw
        let report = explore(.unescapedMessage, folder: folder)
        // then every message explore saw was escaped on its way out of the shell
        #expect(report.exitCode == 0, "\(report.text)")
        #expect(!report.findings.contains { $0.kind == .unescapedMessage })
        #expect(report.actionsPerformed["Faulty"]?.contains("rename") == true)
        // and the same command in a script fails with the name escaped
        let script = try folder.write("rename.vsh", "open Faulty\nrename \"\u{1B}[2J\"\n")
        let run = ScriptRunner(configuration: PlantedFaults.configuration(.unescapedMessage)).runScenario(atPath: script)
        let message = try #require(run.failures.first?.message)
        #expect(message.contains("no name like '\\u{1B}[2J"))
        #expect(!message.unicodeScalars.contains(where: TerminalEscaping.isUnsafe))
    }

    @Test("a static counter: the script expects the first run's value, and running it again fails")
    func nondeterministicState() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (finding, _) = try onlyFinding(explore(.staticCounter, folder: folder), .nondeterministic, fault: .staticCounter)
        #expect(finding.minimalSteps == 0, "opening is enough: \(finding.script)")
        #expect(finding.script.contains("open Faulty\nexpect state instance == "))
        let runner = ScriptRunner(configuration: PlantedFaults.configuration(.staticCounter))
        let second = runner.runScenario(atPath: try #require(finding.path))
        #expect(!second.passed)
        #expect(second.failures.first?.message.hasPrefix("expected state instance == ") == true)
    }

    @Test("each step is in the crash journal before it runs; a run that ends removes the journal")
    func journalBeforeEachStep() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        PlantedFaults.journalPath = folder.path + "/crash-journal.vsh"
        PlantedFaults.journalChecks = []
        let report = explore(.journalWitness, folder: folder, steps: 200)
        #expect(report.exitCode == 0, "\(report.text)")
        // In a walk the journal ends with the running step; in the replay that
        // checks determinism it holds the whole walk, the running step among it.
        #expect(PlantedFaults.journalChecks.count > 100)
        #expect(PlantedFaults.journalChecks.allSatisfy { $0.holdsStep })
        #expect(PlantedFaults.journalChecks.filter { $0.endsWithStep }.count * 2 >= PlantedFaults.journalChecks.count)
        #expect(!folder.exists("crash-journal.vsh"))
    }
}
