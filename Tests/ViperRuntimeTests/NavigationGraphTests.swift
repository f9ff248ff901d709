import Testing
@testable import ViperRuntime

@Suite("Navigation graph")
struct NavigationGraphTests {
    static let carsAndPosts = NavigationGraph(
        modules: ["CarsList", "CarDetail", "CreateCar", "PostList", "Login"],
        declarations: [
            "PostList": [ModuleNavigation(module: "Login", style: .present)],
            "CarsList": [ModuleNavigation(module: "CreateCar", style: .present), ModuleNavigation(module: "CarDetail", style: .push)],
            "CarDetail": [ModuleNavigation(module: "PostList", style: .embed(slot: "comments"))],
        ])

    @Test("the flowchart is byte-identical to its golden file")
    func golden() throws {
        try Golden.expect(Self.carsAndPosts.mermaidFlowchart(), matches: "navigation-graph.mmd")
    }

    @Test("the declaration order of edges does not change the bytes")
    func orderIndependent() {
        var shuffled = Self.carsAndPosts
        shuffled.declarations["CarsList"]?.reverse()

        #expect(shuffled.mermaidFlowchart() == Self.carsAndPosts.mermaidFlowchart())
    }

    @Test("ids are valid Mermaid ids and labels are quoted and escaped")
    func idsAndLabels() {
        let graph = NavigationGraph(
            modules: ["end", "A#1"], declarations: ["end": [ModuleNavigation(module: "A#1", style: .embed(slot: "a;b"))]])

        #expect(graph.mermaidFlowchart() == """
            flowchart LR
                _end["end"]
                A_1["A#35;1"]
                _end -->|"embed"| A_1

            """)
    }
}
