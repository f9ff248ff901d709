import ViperRuntime

/// A navigation edge: `from` opened `to` with `style` (`push`, `present`, `embed`).
public struct CoverageEdge: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var from: String
    public var to: String
    public var style: String

    public init(from: String, to: String, style: String) {
        self.from = from
        self.to = to
        self.style = style
    }

    public static func < (lhs: CoverageEdge, rhs: CoverageEdge) -> Bool {
        (lhs.from, lhs.to, lhs.style) < (rhs.from, rhs.to, rhs.style)
    }

    /// `CarsList -push-> CarDetail`.
    public var description: String { "\(from) -\(style)-> \(to)" }
}

/// What scenarios did, for coverage: modules opened, actions performed
/// (by module), edges taken. Observations of many scenarios, or of many
/// workers, merge into one.
public struct CoverageObservations: Sendable, Equatable {
    public var openedModules: Set<String> = []
    /// Action names performed, by the module that declares them.
    public var performedActions: [String: Set<String>] = [:]
    public var takenEdges: Set<CoverageEdge> = []

    public init() {}

    /// Counts one event of a session.
    public mutating func record(_ event: TransitionEvent) {
        switch event {
        case .opened(let module, let caller, let style):
            openedModules.insert(module)
            if let caller { takenEdges.insert(CoverageEdge(from: caller, to: module, style: style.rawValue)) }
        case .performed(let action, let module):
            performedActions[module, default: []].insert(action)
        }
    }

    /// Adds what `other` saw.
    public mutating func merge(_ other: CoverageObservations) {
        openedModules.formUnion(other.openedModules)
        performedActions.merge(other.performedActions) { $0.union($1) }
        takenEdges.formUnion(other.takenEdges)
    }
}

// MARK: - JSON

extension CoverageObservations {
    /// The observations as JSON (for the worker protocol): sorted arrays, so the same bytes every time.
    var json: JSONValue {
        .object([
            "opened": .array(openedModules.sorted().map { .string($0) }),
            "actions": .object(JSONObject(performedActions.mapValues { .array($0.sorted().map { .string($0) }) })),
            "edges": .array(takenEdges.sorted().map { .array([.string($0.from), .string($0.to), .string($0.style)]) }),
        ])
    }

    /// Observations read back from `json`, or nil when it is not their shape.
    init?(json: JSONValue) {
        guard case .object(let object) = json,
              case .array(let opened)? = object["opened"],
              case .object(let actions)? = object["actions"],
              case .array(let edges)? = object["edges"]
        else { return nil }
        openedModules = Set(opened.compactMap(\.stringValue))
        for (module, names) in actions {
            guard case .array(let names) = names else { return nil }
            performedActions[module] = Set(names.compactMap(\.stringValue))
        }
        for edge in edges {
            guard case .array(let parts) = edge, parts.count == 3,
                  let from = parts[0].stringValue, let to = parts[1].stringValue, let style = parts[2].stringValue
            else { return nil }
            takenEdges.insert(CoverageEdge(from: from, to: to, style: style))
        }
    }
}
