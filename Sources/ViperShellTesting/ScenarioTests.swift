import Foundation
import Testing
import ViperShellEngine

/// Runs `.vsh` scenarios inside `swift test`, in-process, each in a fresh
/// session as `viper-shell run` does, and records every failure as a Swift
/// Testing issue at the script's file and line, so the test report and an IDE
/// show it on the line of the `.vsh` file that failed.
@MainActor
public enum ScenarioTests {
    /// Runs `scenario` over `configuration`'s modules and records one issue per
    /// failure (the failure's message, then its details: a diff, the screen).
    /// Returns the result for further checks.
    @discardableResult
    public static func run(
        _ scenario: Scenario, configuration: ShellConfiguration, options: ScenarioOptions = ScenarioOptions()
    ) -> ScenarioResult {
        let result = ScriptRunner(configuration: configuration, options: options).runScenario(atPath: scenario.path)
        for failure in result.failures {
            Issue.record(Comment(rawValue: failure.report), sourceLocation: failure.location.testingSourceLocation)
        }
        return result
    }

    /// Runs the script at `path` (see `run(_:configuration:options:)`).
    @discardableResult
    public static func run(
        _ path: String, configuration: ShellConfiguration, options: ScenarioOptions = ScenarioOptions()
    ) -> ScenarioResult {
        run(Scenario(path: path), configuration: configuration, options: options)
    }
}
