import Foundation
import Testing

/// The async fixture shell (Tests/AsyncFixtureShell): a module written with
/// Swift concurrency, run on the session's virtual clock.
@Suite("Async modules")
struct AsyncModuleTests {
    private static let shell = "async-fixture-shell"

    @Test("every scenario in Tests/AsyncScenarios passes, the same bytes twice")
    func scenariosPass() throws {
        let first = try BinaryRunner.run(["run", "Tests/AsyncScenarios"], executable: Self.shell)
        #expect(first.status == 0, "\(first.stdout)\(first.stderr)")
        let lines = first.stdoutLines.filter { !$0.isEmpty }
        #expect(lines.dropLast().allSatisfy { $0.hasPrefix("PASS Tests/AsyncScenarios/") }, "\(first.stdout)")
        #expect(lines.last == "8 passed, 0 failed")
        let second = try BinaryRunner.run(["run", "--jobs", "2", "Tests/AsyncScenarios"], executable: Self.shell)
        #expect(second.stdout == first.stdout)
    }

    @Test("tasks lists each live task's frame, start site and wait, at exact virtual times")
    func tasksListing() throws {
        let script = try String(contentsOfFile: "Tests/AsyncScenarios/loading_times.vsh", encoding: .utf8)
        let outcome = try BinaryRunner.run([], input: script, executable: Self.shell)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        try Golden.expect(outcome.stdout, matches: "async-loading-times.txt")
    }

    @Test("settle names a task waiting outside the virtual clock in one line, and the scenario fails at its end")
    func stuckTaskIsReported() throws {
        let batch = try BinaryRunner.run([], input: "open ContactsList\nlookup ada\nsettle\ntasks\n", executable: Self.shell)
        #expect(batch.stdoutLines.contains(
            "settle: 1 task is waiting outside the virtual clock: ContactsList#1 (ContactsListInteractor.lookUp), sleeping on a real clock"))
        #expect(batch.stdoutLines.contains { $0.hasPrefix("ContactsList#1  ContactsListInteractor.lookUp  outside") })

        let run = try BinaryRunner.run(["run", "Tests/ScenarioFixtures/async/stuck_lookup.vsh"], executable: Self.shell)
        #expect(run.status == 1)
        #expect(run.stdoutLines.contains(
            "    Tests/ScenarioFixtures/async/stuck_lookup.vsh: the scenario ended with 1 task waiting outside the virtual clock: "
                + "ContactsList#1 (ContactsListInteractor.lookUp), sleeping on a real clock"), "\(run.stdout)")
    }

    @Test("a task that keeps its closed module's components alive is named by the leak check beside them")
    func plantedTaskLeak() throws {
        let run = try BinaryRunner.run(["run", "Tests/ScenarioFixtures/async/planted_leak.vsh"], executable: Self.shell)
        #expect(run.status == 1)
        #expect(run.stdoutLines.contains(
            "    Tests/ScenarioFixtures/async/planted_leak.vsh: expected every module to be released after the scenario, "
                + "found alive: ContactsList (ContactsListInteractor x1, task ContactsListInteractor.watchSync)"), "\(run.stdout)")
    }

    @Test("explore counts a task left waiting outside the virtual clock as a stuck task")
    func exploreFindsStuckTask() throws {
        let folder = NSTemporaryDirectory() + "async-explore-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let outcome = try BinaryRunner.run(
            ["explore", "--steps", "200", "--seed", "1", "--out", folder], executable: Self.shell)
        #expect(outcome.stdout.contains("stuck task in ContactsList"), "\(outcome.stdout)\(outcome.stderr)")
        #expect(!outcome.stdout.contains("passes under run"), "\(outcome.stdout)")
    }
}
