import Foundation
import Testing

/// `viper-shell run` of a single scenario runs it in a worker process too
/// (docs/ci.md, "Every scenario in a worker"), so a crash fails the scenario
/// and the run still reports it. The crash hook `VIPER_SHELL_TEST_WORKER_CRASH`
/// of the test-only worker-fixture-shell (viper-shell's features) acts only
/// inside a worker, so it shows where the scenario ran.
@Suite("viper-shell run: one scenario")
struct RunSingleScenarioTests {
    private static let scenario = "Tests/Scenarios/cars/detail.vsh"
    private static let crashInWorker = ["VIPER_SHELL_TEST_WORKER_CRASH": scenario]

    @Test("one scenario, with --jobs 1 or 2 and no report file, runs in a worker: its crash is a FAIL, not the run's", arguments: ["1", "2"])
    func runsInAWorker(jobs: String) throws {
        let outcome = try BinaryRunner.run(["run", "--jobs", jobs, Self.scenario], environment: Self.crashInWorker,
            executable: "worker-fixture-shell")

        #expect(!outcome.endedBySignal)
        #expect(outcome.status == 1)
        #expect(outcome.stdout == """
            FAIL \(Self.scenario)
                \(Self.scenario): worker stopped by signal 11 (SIGSEGV) while running it
            0 passed, 1 failed

            """)
    }

    @Test("one passing scenario prints what it printed in its own process")
    func passingScenario() throws {
        let outcome = try BinaryRunner.run(["run", Self.scenario], executable: "worker-fixture-shell")

        #expect(outcome.status == 0)
        #expect(outcome.stdout == "PASS \(Self.scenario)\n1 passed, 0 failed\n")
        #expect(outcome.stderr.isEmpty)
    }

    @Test("one scenario with --junit: a crash still ends in the JUnit file")
    func junitKeepsAWorker() throws {
        let folder = NSTemporaryDirectory() + "viper-shell-single-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }

        let outcome = try BinaryRunner.run(
            ["run", "--jobs", "2", "--junit", folder + "/junit.xml", Self.scenario], environment: Self.crashInWorker,
            executable: "worker-fixture-shell")

        #expect(outcome.status == 1)
        #expect(outcome.stdout.contains("    \(Self.scenario): worker stopped by signal 11 (SIGSEGV) while running it\n"))
        let junit = try String(contentsOfFile: folder + "/junit.xml", encoding: .utf8)
        #expect(junit.contains("tests=\"1\" failures=\"1\""))
        #expect(junit.contains("worker stopped by signal 11 (SIGSEGV)"))
    }
}
