/// The navigation map of a registry: its modules and the declared edges
/// between them, drawn as a Mermaid `flowchart` for `graph` (SPEC §11).
public struct NavigationGraph: Sendable, Hashable {
    /// Module names in registration order; that order places the nodes.
    public var modules: [String]
    public var edges: [NavigationEdge]

    public init(modules: [String], edges: [NavigationEdge]) {
        self.modules = modules
        self.edges = edges
    }

    /// A `flowchart LR`: one node per module (`CarsList["CarsList"]`), then the
    /// edges (`CarsList -->|"push"| CarDetail`) ordered by their source's and
    /// target's places among the modules, then style and slot, so the bytes
    /// do not depend on the order edges were declared in. Ids are
    /// `MermaidText.identifier`s; labels are quoted and escaped. A module an
    /// edge names that is not in `modules` is placed after them.
    public func mermaidFlowchart() -> String {
        var names = modules
        for edge in edges {
            for name in [edge.from, edge.to] where !names.contains(name) { names.append(name) }
        }
        let place = Dictionary(names.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        var output = "flowchart LR\n"
        for name in names {
            output += "    \(MermaidText.identifier(name))[\"\(MermaidText.escaped(name))\"]\n"
        }
        let ordered = Set(edges).sorted { lhs, rhs in
            (place[lhs.from]!, place[lhs.to]!, lhs.style.order, lhs.style.label)
                < (place[rhs.from]!, place[rhs.to]!, rhs.style.order, rhs.style.label)
        }
        for edge in ordered {
            output += "    \(MermaidText.identifier(edge.from)) -->|\"\(MermaidText.escaped(edge.style.label))\"| "
            output += "\(MermaidText.identifier(edge.to))\n"
        }
        return output
    }
}
