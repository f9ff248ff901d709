import Foundation
import Testing
@testable import ViperShellEngine

/// When `run` starts worker processes at all: only when there is
/// something to run side by side, or when a single scenario's crash must still
/// end in a report file. The workers here are an executable that does not
/// exist, so a run that tries to start one says so and exits 2.
@MainActor
@Suite("run: workers only when there is something to parallelise")
struct WorkerChoiceTests {
    private static let missingWorker = RunReportOptions.Workers(
        count: 2, arguments: ["/nonexistent/viper-worker"], setup: ScenarioWorkerSetup(scenarios: ScenarioOptions()))

    @Test("one scenario runs in this process even when workers are asked for")
    func singleScenarioRunsHere() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let script = try folder.write("one.vsh", "open Books\n")
        let output = CapturedOutput()

        let status = ScriptRunner(configuration: Shelf.configuration)
            .runAndReport([script], options: RunReportOptions(workers: Self.missingWorker), output: output)

        #expect(status == 0)
        #expect(output.text == "PASS \(script)\n1 passed, 0 failed\n")
        #expect(output.errorText.isEmpty)
    }

    @Test("two scenarios with two workers start the workers")
    func twoScenariosStartWorkers() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("s/a.vsh", "open Books\n")
        try folder.write("s/b.vsh", "open Books\n")
        let output = CapturedOutput()

        let status = ScriptRunner(configuration: Shelf.configuration)
            .runAndReport([folder.path + "/s"], options: RunReportOptions(workers: Self.missingWorker), output: output)

        #expect(status == 2)
        #expect(output.errorText.hasPrefix("shelf run: cannot start a worker (/nonexistent/viper-worker): "))
    }

    @Test("one scenario with a report file (--junit, --artifacts, --coverage-json) keeps a worker",
          arguments: ["junit", "artifacts", "coverage-json"])
    func reportFileKeepsAWorker(option: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let script = try folder.write("one.vsh", "open Books\n")
        var options = RunReportOptions(workers: Self.missingWorker)
        switch option {
        case "junit": options.junitPath = folder.path + "/junit.xml"
        case "artifacts": options.artifactsDirectory = folder.path + "/artifacts"
        default: options.coverage = RunReportOptions.Coverage(printsTable: false, jsonPath: folder.path + "/coverage.json")
        }
        let output = CapturedOutput()

        let status = ScriptRunner(configuration: Shelf.configuration).runAndReport([script], options: options, output: output)

        #expect(status == 2)
        #expect(output.errorText.hasPrefix("shelf run: cannot start a worker (/nonexistent/viper-worker): "))
    }

    @Test("the choice: min(workers, scenarios) above 1, or one scenario with a report file")
    func choiceTable() {
        let plain = RunReportOptions(workers: Self.missingWorker)
        #expect(plain.workers(forScenarioCount: 0) == nil)
        #expect(plain.workers(forScenarioCount: 1) == nil)
        #expect(plain.workers(forScenarioCount: 2)?.count == 2)
        #expect(RunReportOptions(workers: .init(count: 1, arguments: ["w"], setup: Self.missingWorker.setup)).workers(forScenarioCount: 5) == nil)
        #expect(RunReportOptions().workers(forScenarioCount: 5) == nil)
        let withJUnit = RunReportOptions(junitPath: "j.xml", workers: Self.missingWorker)
        #expect(withJUnit.workers(forScenarioCount: 0) == nil)
        #expect(withJUnit.workers(forScenarioCount: 1)?.count == 2)
        let coverageTableOnly = RunReportOptions(workers: Self.missingWorker, coverage: .init(printsTable: true))
        #expect(coverageTableOnly.workers(forScenarioCount: 1) == nil)
    }
}
