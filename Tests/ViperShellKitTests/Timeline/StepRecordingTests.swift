import Testing
import ViperRuntime
@testable import ViperShellEngine

@MainActor
@Suite("Step recording")
struct StepRecordingTests {
    @Test("each line becomes a step: its location, the clock, its output, the screen and state changes after it, its trace")
    func stepsOfAScenario() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let script = try folder.write("a.vsh", """
            open Books
            # a comment is no step
            add Moby
            wait 2s
            echo done
            """)
        let runner = ScriptRunner(configuration: Shelf.configuration, options: ScenarioOptions(recordsSteps: true))
        let result = runner.runScenario(atPath: script)
        let timeline = try #require(result.timeline)
        #expect(timeline.steps.map(\.command) == ["open Books", "add Moby", "wait 2s", "echo done"])
        #expect(timeline.steps.map(\.location.line) == [1, 3, 4, 5])
        #expect(timeline.steps.map(\.time) == [0, 0, 2000, 2000])
        #expect(timeline.steps[0].screen.hasPrefix("Books\n"))
        #expect(timeline.steps[1].screen.contains("4. Moby"))
        #expect(timeline.steps[1].stateChanges == ["+ stack.0.state.books.3: {\"title\":\"Moby\"}"])
        #expect(timeline.steps[2].stateChanges == ["~ clock_ms: 0 → 2000"])
        #expect(timeline.steps[3].stateChanges.isEmpty)
        #expect(timeline.steps[3].output == "done\n")
        #expect(timeline.steps[0].traceEvents.contains { $0.contains("open") })
        #expect(timeline.finalDump.contains("\"clock_ms\" : 2000"))
        #expect(timeline.failureSteps.isEmpty)
    }

    @Test("a failure is placed at the line it happened; one found after the script at no step")
    func failureSteps() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let script = try folder.write("b.vsh", "open Books\nexpect top Book\necho never\n")
        let runner = ScriptRunner(configuration: Shelf.configuration, options: ScenarioOptions(recordsSteps: true, strict: true))
        let result = runner.runScenario(atPath: script)
        let timeline = try #require(result.timeline)
        #expect(timeline.steps.count == 2)
        #expect(timeline.failureSteps == [1])

        let pending = try folder.write("c.vsh", "open Books\nset autosettle off\nsearch Du\n")
        let strict = runner.runScenario(atPath: pending)
        #expect(strict.failures.count == 1)
        #expect(strict.timeline?.failureSteps == [nil])
    }

    @Test("without the option nothing is recorded")
    func offByDefault() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let script = try folder.write("a.vsh", "open Books\n")
        #expect(ScriptRunner(configuration: Shelf.configuration).runScenario(atPath: script).timeline == nil)
    }

    @Test("a timeline crosses the worker wire whole")
    func wireRoundTrip() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let script = try folder.write("a.vsh", "open Books\nadd <b>&\nexpect top Book\n")
        let runner = ScriptRunner(configuration: Shelf.configuration, options: ScenarioOptions(recordsSteps: true))
        let result = runner.runScenario(atPath: script)
        let decoded = try ScenarioResultWire.result(fromLine: String(ScenarioResultWire.line(for: result).dropLast()))
        #expect(decoded.timeline == result.timeline)
        #expect(decoded.timeline?.steps.count == 3)
    }
}
