import Testing
import ViperRuntime
@testable import ViperShellEngine

/// What `run --report` and `run --repeat` keep of a scenario's steps is
/// bounded: a scenario keeps its first steps within a budget and counts the
/// rest (with a digest, so runs still compare), a run keeps steps for its
/// report within a budget of its own, and the page says what it left out.
@MainActor
@Suite("Timeline budgets")
struct TimelineBudgetTests {
    private let recording = ScenarioOptions(recordsSteps: true)

    @Test("a scenario keeps its first 1,000 steps; the others are counted, and the report says so")
    func stepCountIsBounded() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let script = try folder.write("long.vsh", "open Books\n" + String(repeating: "echo x\n", count: 1_050))
        let result = ScriptRunner(configuration: Shelf.configuration, options: recording).runScenario(atPath: script)
        let timeline = try #require(result.timeline)
        // Before, all 1,051 steps were kept, whatever their number.
        #expect(timeline.steps.count == 1_000)
        #expect(timeline.omittedSteps == 51)
        #expect(timeline.omission == .scenarioBudget)
        #expect(timeline.steps.last?.location.line == 1_000)
        let page = HTMLReport.page(for: RunSummary(results: [result]), name: "shelf")
        #expect(page.contains("51 more steps ran and are not shown: a scenario keeps its first 1000 steps and at most 4 MiB of their text."))
    }

    @Test("a scenario keeps at most 4 MiB of its steps' text; a failure past it is still reported, at no step")
    func stepBytesAreBounded() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // A 512 KiB title on the screen after every step.
        let script = try folder.write("wide.vsh", "let a = xxxxxxxxxxxxxxxx\n" + String(repeating: "let a = ${a}${a}\n", count: 15)
            + "open Books\nadd ${a}\n" + String(repeating: "echo x\n", count: 10) + "expect top Nowhere\n")
        let result = ScriptRunner(configuration: Shelf.configuration, options: recording).runScenario(atPath: script)
        let timeline = try #require(result.timeline)
        #expect(timeline.steps.reduce(0) { $0 + $1.byteCount } <= ScenarioTimeline.byteLimit)
        #expect(timeline.finalDump.utf8.count <= ScenarioTimeline.finalDumpLimit)
        #expect(timeline.steps.count + timeline.omittedSteps == 29)
        #expect(timeline.omittedSteps > 0)
        #expect(timeline.steps.map(\.location.line) == Array(1...timeline.steps.count), "the steps kept are the first ones")
        #expect(result.failures.count == 1)
        #expect(timeline.failureSteps == [nil])
    }

    @Test("runs that differ only past what a timeline keeps are still told apart, by the digest of the rest")
    func omittedStepsAreCompared() throws {
        func run(rest: String, dump: String = "{}\n") -> ScenarioResult {
            var timeline = ScenarioTimeline(
                steps: [ScenarioStep(location: SourceLocation(file: "a.vsh", line: 1), command: "open Books", time: 0, screen: "S\n")])
            timeline.omit(ScenarioStep(location: SourceLocation(file: "a.vsh", line: 2), command: "echo", time: 0, output: rest))
            timeline.setFinalDump(dump)
            return ScenarioResult(path: "a.vsh", failures: [], output: "", duration: .zero, timeline: timeline)
        }
        #expect(ScenarioRepetition.merged([run(rest: "1\n"), run(rest: "1\n")]).passed)
        let merged = ScenarioRepetition.merged([run(rest: "1\n"), run(rest: "2\n"), run(rest: "1\n")])
        #expect(merged.failures.map(\.headline) == [
            "a.vsh: nondeterministic: runs 1 and 2 differ after their first 1 steps (the 1 steps past what a timeline keeps are compared by a digest only)",
        ])
        // A final dump is kept up to 1 MiB; past that, only its digest tells two apart.
        let big = String(repeating: "x", count: ScenarioTimeline.finalDumpLimit)
        let dumps = ScenarioRepetition.merged([run(rest: "1\n", dump: big + "a"), run(rest: "1\n", dump: big + "b")])
        #expect(dumps.failures.map(\.headline) == [
            "a.vsh: nondeterministic: runs 1 and 2 ended with different dumps, past the first 1048576 bytes that a timeline keeps",
        ])
    }

    @Test("a run keeps steps for its report within its budget; later scenarios keep none, and the page says why")
    func runBudget() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for name in ["a", "b", "c"] { try folder.write("s/\(name).vsh", "open Books\n" + String(repeating: "echo x\n", count: 20)) }
        let runner = ScriptRunner(configuration: Shelf.configuration, options: recording)
        let one = try #require(runner.runScenario(atPath: folder.path + "/s/a.vsh").timeline?.byteCount)
        var options = RunReportOptions(reportDirectory: folder.path + "/report")
        options.timelineBudget = one + one / 2
        let output = CapturedOutput()

        #expect(runner.runAndReport([folder.path + "/s"], options: options, output: output) == 0)

        let page = try String(decoding: SafeFile.contents(of: folder.path + "/report/index.html"), as: UTF8.self)
        #expect(page.components(separatedBy: "<li class=\"step").count - 1 == 21, "only the first scenario's steps")
        #expect(page.components(separatedBy: "21 steps ran and are not shown: the report keeps at most 128 MiB of steps for the whole run").count - 1 == 2)
    }
}
