import Testing
import TodoShell
import ViperShellKit

/// `explore` over the Todo shell, from outside the package: random walks
/// with faults, checking an invariant line of the exploration's own.
@MainActor
@Suite("Exploring the Todo shell")
struct ExploreTests {
    @Test("a short exploration of the Todo list, its own invariant line checked after every step, finds nothing")
    func aShortExplorationFindsNothing() {
        // given: orders and horizons kept as they are, an invariant of the exploration's own
        let options = ExploreOptions(
            steps: 300, depth: 15, seed: 3, modules: ["TodoList"], faults: true, schedules: false,
            invariantLines: ["expect always screen lacks \"internal error\""])
        // when
        let report = Explorer(configuration: .todoShell, options: options).run()
        // then
        #expect(report.findings.isEmpty, "\(report.findings)")
        #expect(report.steps == 300)
        #expect(report.modulesOpened.contains("TodoDetail"))
        #expect(report.usageError == nil)
    }

    @Test("an invariant line that does not parse is a usage error, before any walk")
    func aBadInvariantLineIsAUsageError() {
        let options = ExploreOptions(steps: 10, invariantLines: ["expect always screen sideways"])
        let report = Explorer(configuration: .todoShell, options: options).run()
        #expect(report.usageError != nil)
        #expect(report.steps == 0)
    }
}
