import Testing
import TodoShell
import ViperShellKit
import ViperShellTesting

/// Every scenario in `Tests/Scenarios` as its own test, run in-process over
/// the Todo shell's configuration, each in a fresh session as `todo-shell run`
/// runs it; a failure is reported at the `.vsh` file's line.
@MainActor
@Suite("Todo shell scenarios")
struct TodoShellScenarioTests {
    @Test(arguments: try Scenario.all(in: "../Scenarios", nextTo: #filePath))
    func scenario(_ scenario: Scenario) {
        ScenarioTests.run(scenario, configuration: .todoShell)
    }
}
