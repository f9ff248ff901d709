import Testing
import ViperRuntime
@testable import ViperShellEngine

@Suite("run --repeat")
struct ScenarioRepetitionTests {
    private func result(_ outputs: [String], dump: String = "{}\n", path: String = "a.vsh") -> ScenarioResult {
        let steps = outputs.enumerated().map { index, output in
            ScenarioStep(location: SourceLocation(file: path, line: index + 1), command: "roll", time: 0, output: output, screen: "S\n")
        }
        return ScenarioResult(
            path: path, failures: [], output: outputs.joined(), duration: .zero,
            timeline: ScenarioTimeline(steps: steps, finalDump: dump))
    }

    @Test("each script n times in a row")
    func expanded() {
        #expect(ScenarioRepetition.expanded(["a", "b"], count: 3) == ["a", "a", "a", "b", "b", "b"])
    }

    @Test("runs that agree give the first run's result")
    func agreeing() {
        let merged = ScenarioRepetition.merged([result(["1\n", "2\n"]), result(["1\n", "2\n"]), result(["1\n", "2\n"])])
        #expect(merged.passed)
        #expect(merged.timeline?.steps.count == 2)
    }

    @Test("the first line whose output differed is named, with both outputs, and the step is marked")
    func differingOutput() throws {
        let merged = ScenarioRepetition.merged([result(["1\n", "2\n"]), result(["1\n", "2\n"]), result(["1\n", "7\n"])])
        let failure = try #require(merged.failures.first)
        #expect(failure.headline == "a.vsh:2: nondeterministic: runs 1 and 3 differ at 'roll': printed '2' in run 1, '7' in run 3")
        #expect(merged.timeline?.failureSteps == [1])
    }

    @Test("a run that stops early, and a final dump that differs, are named too")
    func otherDifferences() throws {
        let shorter = ScenarioRepetition.merged([result(["1\n", "2\n"]), result(["1\n"])])
        #expect(shorter.failures.first?.headline == "a.vsh:2: nondeterministic: runs 1 and 2 differ: only run 1 ran line 2 ('roll')")
        let dumps = ScenarioRepetition.merged([result(["1\n"], dump: "{\n  \"n\" : 1\n}\n"), result(["1\n"], dump: "{\n  \"n\" : 2\n}\n")])
        #expect(dumps.failures.first?.headline
            == "a.vsh: nondeterministic: runs 1 and 2 ended with different dumps: '\"n\" : 1' in run 1, '\"n\" : 2' in run 2")
        #expect(dumps.timeline?.failureSteps == [nil])
    }

    @Test("a run whose worker crashed keeps its own failure, not a made-up difference")
    func crashedRun() throws {
        let crashed = ScenarioResult(
            path: "a.vsh", failures: [ShellFailure(location: SourceLocation(file: "a.vsh", line: 0), message: "worker stopped by signal 11 (SIGSEGV) while running it")],
            output: "", duration: .zero)
        let merged = ScenarioRepetition.merged([result(["1\n"]), crashed, result(["1\n"])])
        #expect(merged.failures.map(\.headline) == ["a.vsh: run 2 of 3: worker stopped by signal 11 (SIGSEGV) while running it"])
        #expect(merged.timeline?.failureSteps == [nil])
    }
}
