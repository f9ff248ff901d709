import Foundation
import Testing
import TodoShell
import ViperShellKit

/// A scenario run in-process from outside the package: its result says what
/// failed, where, as `todo-shell run` reports it.
@MainActor
@Suite("Scenario results")
struct ScenarioResultTests {
    @Test("a failing scenario's failures name the script, the line and what was expected and found")
    func failuresNameTheirLine() throws {
        let path = NSTemporaryDirectory() + "todo-failing-\(UUID().uuidString).vsh"
        try "open TodoList\nexpect top TodoDetail\n".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }

        let result = ScriptRunner(configuration: .todoShell).runScenario(atPath: path)

        #expect(!result.passed)
        let failure = try #require(result.failures.first)
        #expect(failure.location.file == path)
        #expect(failure.location.line == 2)
        #expect(failure.location.column == nil)
        #expect(failure.message == "expected top TodoDetail, found TodoList")
        #expect(failure.headline == "\(path):2: expected top TodoDetail, found TodoList")
        #expect(failure.report.hasPrefix(failure.headline + "\n"))
        #expect(!failure.details.isEmpty, "the screen at the failure")
    }
}
