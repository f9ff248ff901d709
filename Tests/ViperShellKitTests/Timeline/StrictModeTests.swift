import Testing
import ViperRuntime
@testable import ViperShellEngine

@MainActor
@Suite("Strict mode")
struct StrictModeTests {
    private func run(_ text: String, strict: Bool = false) throws -> ScenarioResult {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let script = try folder.write("s.vsh", text)
        return ScriptRunner(configuration: Shelf.configuration, options: ScenarioOptions(strict: strict)).runScenario(atPath: script)
    }

    @Test("run --strict fails a scenario that ends with a timer armed, naming it at the scenario")
    func pendingTimerFails() throws {
        let text = "open Books\nset autosettle off\nsearch Du\n"
        #expect(try run(text).passed, "not strict: the armed debounce is fine")
        let result = try run(text, strict: true)
        let failure = try #require(result.failures.first)
        #expect(result.failures.count == 1)
        #expect(failure.location.line == 0)
        #expect(failure.message.hasPrefix("strict: the scenario ended with work pending, 1 pending: timer due at "), "\(failure.message)")
    }

    @Test("set strict on in the script does the same; settled work passes")
    func setStrict() throws {
        let failing = try run("set strict on\nopen Books\nset autosettle off\nsearch Du\n")
        #expect(failing.failures.map(\.message).contains { $0.contains("work pending, 1 pending: timer due at") })
        #expect(try run("set strict on\nopen Books\nset autosettle off\nsearch Du\nsettle\n").passed)
        #expect(try run("set strict on\nset strict off\nopen Books\nset autosettle off\nsearch Du\n").passed)
    }

    @Test("a scenario stopped by an earlier failure is not also failed for its pending work")
    func noPileUp() throws {
        let result = try run("open Books\nset autosettle off\nsearch Du\nexpect top Book\n", strict: true)
        #expect(result.failures.count == 1)
        #expect(result.failures[0].location.line == 4)
    }

    @Test("the session lists its pending work, and more sources can join the list")
    func pendingWorkSources() throws {
        let session = try Shelf.configuration.makeSession()
        #expect(session.pendingWork.isEmpty)
        session.scheduler.after(.milliseconds(250)) {}
        session.pendingWorkSources.append { [.other("service call CarsService.load waiting")] }
        #expect(session.pendingWork.summary == "2 pending: timer due at 250ms; service call CarsService.load waiting")
        try session.settle()
        #expect(session.pendingWork.items == [.other("service call CarsService.load waiting")])
    }
}
