/// The navigation map of a registry: its modules and what each declares it
/// may open (`ModuleNavigation`), drawn as a Mermaid `flowchart` for `graph`.
public struct NavigationGraph: Sendable, Hashable {
    /// Module names in registration order; that order places the nodes.
    public var modules: [String]
    /// The declarations of each module, by module name.
    public var declarations: [String: [ModuleNavigation]]

    public init(modules: [String], declarations: [String: [ModuleNavigation]]) {
        self.modules = modules
        self.declarations = declarations
    }

    /// The map of every registration of `registry`.
    @MainActor
    public init(registry: ModuleRegistry) {
        self.init(
            modules: registry.names,
            declarations: Dictionary(
                registry.registrations.map { ($0.name, $0.navigation) }, uniquingKeysWith: { first, _ in first }))
    }

    /// A `flowchart LR`: one node per module (`CarsList["CarsList"]`), then the
    /// edges (`CarsList -->|"push"| CarDetail`) ordered by their source's and
    /// target's places among the modules, then style and slot, so the bytes
    /// do not depend on the order edges were declared in. Ids are
    /// `MermaidText.identifier`s; labels (push, present, embed) are quoted and
    /// escaped. A module a declaration names that is not in `modules` is placed after them.
    public func mermaidFlowchart() -> String {
        var names = modules
        for source in declarations.keys.sorted() where !names.contains(source) { names.append(source) }
        for source in names {
            for target in (declarations[source] ?? []).map(\.module) where !names.contains(target) { names.append(target) }
        }
        let place = Dictionary(names.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        var output = "flowchart LR\n"
        for name in names {
            output += "    \(MermaidText.identifier(name))[\"\(MermaidText.quotedLabel(name))\"]\n"
        }
        var edges: [(from: String, navigation: ModuleNavigation)] = []
        for source in names {
            for navigation in declarations[source] ?? [] where !edges.contains(where: { $0 == (source, navigation) }) {
                edges.append((source, navigation))
            }
        }
        edges.sort { lhs, rhs in
            (place[lhs.from]!, place[lhs.navigation.module]!, lhs.navigation.style.order, lhs.navigation.style.slot)
                < (place[rhs.from]!, place[rhs.navigation.module]!, rhs.navigation.style.order, rhs.navigation.style.slot)
        }
        for (source, navigation) in edges {
            output += "    \(MermaidText.identifier(source)) -->|\"\(MermaidText.quotedLabel(navigation.label))\"| "
            output += "\(MermaidText.identifier(navigation.module))\n"
        }
        return output
    }
}

extension ModuleNavigation.Style {
    /// The slot of an embed, empty otherwise: the last sort key of a graph's edges.
    var slot: String {
        if case .embed(let slot) = self { return slot }
        return ""
    }
}
