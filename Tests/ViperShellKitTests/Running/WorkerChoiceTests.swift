import Foundation
import Testing
@testable import ViperShellEngine

/// `run` runs every scenario in a worker process whenever it was given
/// workers, one scenario and one job included, so that a crash, a hang or a
/// signal never takes the process that reports down with it. The workers here
/// are an executable that does not exist, so a run that tries to start one
/// says so and exits 2.
@MainActor
@Suite("run: every scenario in a worker when workers are given")
struct WorkerChoiceTests {
    private static func workers(count: Int) -> RunReportOptions.Workers {
        RunReportOptions.Workers(
            count: count, arguments: ["/nonexistent/viper-worker"], setup: ScenarioWorkerSetup(scenarios: ScenarioOptions()))
    }

    @Test("one scenario and one job still start a worker", arguments: [1, 2])
    func singleScenarioStartsAWorker(jobs: Int) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let script = try folder.write("one.vsh", "open Books\n")
        let output = CapturedOutput()

        let status = ScriptRunner(configuration: Shelf.configuration)
            .runAndReport([script], options: RunReportOptions(workers: Self.workers(count: jobs)), output: output)

        #expect(status == 2)
        #expect(output.errorText.hasPrefix("shelf run: cannot start a worker (/nonexistent/viper-worker): "))
    }

    @Test("without workers (this executable cannot be found) the scenarios run in this process")
    func noWorkersRunsHere() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let script = try folder.write("one.vsh", "open Books\n")
        let output = CapturedOutput()

        let status = ScriptRunner(configuration: Shelf.configuration).runAndReport([script], options: RunReportOptions(), output: output)

        #expect(status == 0)
        #expect(output.text == "PASS \(script)\n1 passed, 0 failed\n")
        #expect(output.errorText.isEmpty)
    }
}
