import Testing
@testable import ViperRuntime

@Suite("Navigation graph")
struct NavigationGraphTests {
    static let carsAndPosts = NavigationGraph(
        modules: ["CarsList", "CarDetail", "CreateCar", "PostList", "Login"],
        edges: [
            NavigationEdge(from: "PostList", to: "Login", style: .present),
            NavigationEdge(from: "CarsList", to: "CreateCar", style: .present),
            NavigationEdge(from: "CarsList", to: "CarDetail", style: .push),
            NavigationEdge(from: "CarDetail", to: "PostList", style: .embed(slot: "comments")),
        ])

    @Test("the flowchart is byte-identical to its golden file")
    func golden() throws {
        try Golden.expect(Self.carsAndPosts.mermaidFlowchart(), matches: "navigation-graph.mmd")
    }

    @Test("the declaration order of edges does not change the bytes")
    func orderIndependent() {
        var shuffled = Self.carsAndPosts
        shuffled.edges.reverse()

        #expect(shuffled.mermaidFlowchart() == Self.carsAndPosts.mermaidFlowchart())
    }

    @Test("ids are valid Mermaid ids and labels are quoted and escaped")
    func idsAndLabels() {
        let graph = NavigationGraph(
            modules: ["end", "A#1"], edges: [NavigationEdge(from: "end", to: "A#1", style: .embed(slot: "a;b"))])

        #expect(graph.mermaidFlowchart() == """
            flowchart LR
                _end["end"]
                A_1["A#35;1"]
                _end -->|"embed in a#59;b"| A_1

            """)
    }
}
