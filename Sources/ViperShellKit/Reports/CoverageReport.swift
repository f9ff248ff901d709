import ViperRuntime

/// `run --coverage`: for each registered module, whether a scenario opened
/// it, which of its declared actions were performed, and which of the
/// navigation edges declared from it were taken.
public struct CoverageReport: Sendable, Equatable {
    /// One module's line of the report.
    public struct ModuleCoverage: Sendable, Equatable {
        public var name: String
        public var opened: Bool
        public var declaredActions: [String]
        public var performedActions: [String]
        public var declaredEdges: [CoverageEdge]
        public var takenEdges: [CoverageEdge]
    }

    /// Every registered module, by name.
    public var modules: [ModuleCoverage]
    /// Edges scenarios took that no module declared (sorted).
    public var undeclaredEdges: [CoverageEdge]

    /// The report for `registry`'s modules, with the actions their views
    /// declare and the navigation their registrations declare, from what
    /// scenarios `observed`.
    @MainActor
    public init(registry: ModuleRegistry, observed: CoverageObservations) {
        let registrations = registry.registrations.sorted { $0.name < $1.name }
        let declared = registrations.map { (name: $0.name, actions: $0.actions.map(\.name)) }
        let edges = registrations.flatMap { registration in
            registration.navigation.map { CoverageEdge(from: registration.name, to: $0.module, style: $0.label) }
        }
        self.init(modules: declared, declaredEdges: edges, observed: observed)
    }

    /// The report for modules named with their declared actions.
    public init(modules: [(name: String, actions: [String])], declaredEdges: [CoverageEdge], observed: CoverageObservations) {
        let declaredSet = Set(declaredEdges)
        self.modules = modules.sorted { $0.name < $1.name }.map { module in
            let edges = declaredSet.filter { $0.from == module.name }.sorted()
            let performed = observed.performedActions[module.name] ?? []
            return ModuleCoverage(
                name: module.name,
                opened: observed.openedModules.contains(module.name),
                declaredActions: module.actions.sorted(),
                performedActions: module.actions.filter(performed.contains).sorted(),
                declaredEdges: edges,
                takenEdges: edges.filter(observed.takenEdges.contains))
        }
        undeclaredEdges = observed.takenEdges.subtracting(declaredSet).sorted()
    }

    // MARK: - Text

    /// The table `run --coverage` ends with: aligned columns, a total line,
    /// then what no scenario reached.
    public var table: String {
        let header = ["Module", "Opened", "Actions", "Edges"]
        var rows = modules.map { module in
            [module.name, module.opened ? "yes" : "no",
             "\(module.performedActions.count)/\(module.declaredActions.count)",
             "\(module.takenEdges.count)/\(module.declaredEdges.count)"]
        }
        rows.append([
            "Total", "\(modules.filter(\.opened).count)/\(modules.count)",
            "\(modules.map(\.performedActions.count).reduce(0, +))/\(modules.map(\.declaredActions.count).reduce(0, +))",
            "\(modules.map(\.takenEdges.count).reduce(0, +))/\(modules.map(\.declaredEdges.count).reduce(0, +))",
        ])
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        let line = { (cells: [String]) -> String in
            var text = ""
            for (column, cell) in cells.enumerated() {
                let isLast = column == cells.count - 1
                text += isLast ? cell : cell + String(repeating: " ", count: widths[column] - cell.count + 2)
            }
            return text + "\n"
        }
        var text = "Coverage\n" + line(header) + rows.map(line).joined()
        let gaps = self.gaps
        if !gaps.isEmpty { text += "Not reached:\n" + gaps.map { "  " + $0 + "\n" }.joined() }
        if !undeclaredEdges.isEmpty {
            text += "Taken but not declared:\n" + undeclaredEdges.map { "  \($0)\n" }.joined()
        }
        return text
    }

    /// What no scenario reached: modules never opened, actions never performed, edges never taken.
    public var gaps: [String] {
        var gaps: [String] = []
        for module in modules {
            if !module.opened { gaps.append("module \(module.name)") }
            for action in module.declaredActions where !module.performedActions.contains(action) {
                gaps.append("action \(module.name).\(action)")
            }
            for edge in module.declaredEdges where !module.takenEdges.contains(edge) {
                gaps.append("edge \(edge)")
            }
        }
        return gaps
    }

    // MARK: - JSON

    /// `--coverage-json`: the same facts, keys sorted, two-space indentation.
    public var json: String {
        let strings = { (items: [String]) -> JSONValue in .array(items.map { .string($0) }) }
        var byModule: [String: JSONValue] = [:]
        for module in modules {
            byModule[module.name] = .object([
                "opened": .bool(module.opened),
                "actions": .object([
                    "declared": strings(module.declaredActions), "performed": strings(module.performedActions),
                ]),
                "edges": .object([
                    "declared": strings(module.declaredEdges.map(\.description)),
                    "taken": strings(module.takenEdges.map(\.description)),
                ]),
            ])
        }
        let value: JSONValue = .object([
            "modules": .object(JSONObject(byModule)),
            "undeclared_edges": strings(undeclaredEdges.map(\.description)),
        ])
        return JSONTextEncoder(pretty: true).encode(value) + "\n"
    }
}
