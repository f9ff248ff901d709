import Testing
import ViperShellEngine
import ViperShellTesting

/// A failing scenario is recorded as an issue at the `.vsh` file, line and
/// column that failed, so `swift test` and an IDE show it on the script's line.
@MainActor
@Suite("Scenario failures at the script's line")
struct FailureLocationTests {

    @Test("the wrong-top fixture's failure is recorded at b_wrong_top.vsh:5")
    func failureIsRecordedAtTheScriptLine() {
        let wrongTop = "Tests/ScenarioFixtures/failing/b_wrong_top.vsh"
        var result: ScenarioResult?
        withKnownIssue("the fixture fails on purpose at line 5") {
            result = ScenarioTests.run(wrongTop, configuration: featuresConfiguration)
        } matching: { issue in
            guard let location = issue.sourceLocation else { return false }
            return location.fileID == wrongTop && location.filePath.hasSuffix("/" + wrongTop)
                && location.line == 5 && location.column == 1
                && issue.comments.contains { $0.rawValue.contains("expected top CarsList, found CarDetail") }
        }
        #expect(result?.failures.map(\.location.line) == [5])
    }

    @Test("a passing fixture records no issue")
    func passingScenarioRecordsNothing() {
        let result = ScenarioTests.run("Tests/ScenarioFixtures/failing/a_passes.vsh", configuration: featuresConfiguration)
        #expect(result.passed)
    }

    @Test("a script location becomes Swift Testing's: absolute path, line 0 as line 1")
    func locationConversion() {
        let whole = ViperShellEngine.SourceLocation(file: "x.vsh", line: 0).testingSourceLocation
        #expect(whole.line == 1 && whole.column == 1)
        #expect(whole.filePath.hasPrefix("/") && whole.filePath.hasSuffix("/x.vsh"))
        #expect(whole.fileID == "scenarios/x.vsh")
        let exact = ViperShellEngine.SourceLocation(file: "/tmp/a/b.vsh", line: 7, column: 3).testingSourceLocation
        #expect(exact.filePath == "/tmp/a/b.vsh" && exact.line == 7 && exact.column == 3)
    }
}
