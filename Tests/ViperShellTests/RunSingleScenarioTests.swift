import Foundation
import Testing

/// `viper-shell run` of a single scenario runs it in its own process, with no
/// worker, unless a report file is asked for (docs/ci.md, "One scenario").
/// The crash hook `VIPER_SHELL_TEST_WORKER_CRASH` of the test-only
/// worker-fixture-shell (viper-shell's features) acts only inside a worker,
/// so it shows where the scenario ran.
@Suite("viper-shell run: one scenario")
struct RunSingleScenarioTests {
    private static let scenario = "Tests/Scenarios/cars/detail.vsh"
    private static let crashInWorker = ["VIPER_SHELL_TEST_WORKER_CRASH": scenario]

    @Test("one scenario with --jobs 2 runs without a worker process")
    func runsWithoutAWorker() throws {
        let outcome = try BinaryRunner.run(["run", "--jobs", "2", Self.scenario], environment: Self.crashInWorker,
            executable: "worker-fixture-shell")

        #expect(outcome.status == 0)
        #expect(outcome.stdout == "PASS \(Self.scenario)\n1 passed, 0 failed\n")
        #expect(outcome.stderr.isEmpty)
    }

    @Test("one scenario with --junit keeps a worker, so a crash still ends in the JUnit file")
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
