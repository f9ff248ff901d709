import Testing
import ViperRuntime
@testable import ViperShellEngine

@Suite("run --coverage")
struct CoverageReportTests {
    private let modules: [(name: String, actions: [String])] = [("List", ["select", "refresh"]), ("Detail", ["delete"])]
    private let declared = [CoverageEdge(from: "List", to: "Detail", style: "push")]

    private func observations(_ events: [TransitionEvent]) -> CoverageObservations {
        var observed = CoverageObservations()
        events.forEach { observed.record($0) }
        return observed
    }

    @Test("a module opened, an action performed and an edge taken are counted out of those declared")
    func countsWhatWasReached() {
        let observed = observations([
            .opened(module: "List", caller: nil, style: .root), .performed(action: "select", module: "List"),
            .opened(module: "Detail", caller: "List", style: .push),
        ])

        let report = CoverageReport(modules: modules, declaredEdges: declared, observed: observed)

        #expect(report.modules.map(\.name) == ["Detail", "List"])
        #expect(report.modules[1].opened && report.modules[1].performedActions == ["select"])
        #expect(report.modules[1].takenEdges == declared)
        #expect(report.gaps == ["action Detail.delete", "action List.refresh"])
    }

    @Test("the table has aligned columns, a total, and lists what was not reached")
    func table() {
        let observed = observations([.opened(module: "List", caller: nil, style: .root)])

        #expect(CoverageReport(modules: modules, declaredEdges: declared, observed: observed).table == """
            Coverage
            Module  Opened  Actions  Edges
            Detail  no      0/1      0/0
            List    yes     0/2      0/1
            Total   1/2     0/3      0/1
            Not reached:
              module Detail
              action Detail.delete
              action List.refresh
              action List.select
              edge List -push-> Detail

            """)
    }

    @Test("an edge taken that no module declared is listed apart and does not count")
    func undeclaredEdges() {
        let observed = observations([.opened(module: "Detail", caller: "List", style: .present)])

        let report = CoverageReport(modules: modules, declaredEdges: declared, observed: observed)

        #expect(report.undeclaredEdges == [CoverageEdge(from: "List", to: "Detail", style: "present")])
        #expect(report.modules[1].takenEdges.isEmpty)
    }

    @Test("the JSON has sorted keys and is the same bytes for the same observations in any order")
    func deterministicJSON() {
        let events: [TransitionEvent] = [
            .opened(module: "List", caller: nil, style: .root), .performed(action: "refresh", module: "List"),
            .performed(action: "select", module: "List"), .opened(module: "Detail", caller: "List", style: .push),
        ]
        let forward = CoverageReport(modules: modules, declaredEdges: declared, observed: observations(events)).json
        let backward = CoverageReport(modules: modules, declaredEdges: declared, observed: observations(events.reversed())).json

        #expect(forward == backward)
        #expect(forward.hasPrefix("{\n  \"modules\" : {\n    \"Detail\" : {\n      \"actions\" : {"))
    }

    @Test("observations of many workers merge, and survive the worker protocol's JSON")
    func mergeAndRoundTrip() throws {
        var first = observations([.performed(action: "select", module: "List")])
        let second = observations([.performed(action: "refresh", module: "List"), .opened(module: "Detail", caller: "List", style: .push)])

        first.merge(second)

        #expect(first.performedActions["List"] == ["select", "refresh"])
        #expect(CoverageObservations(json: first.json) == first)
    }
}
