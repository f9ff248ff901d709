/// One declared way a module may open another: by push, by present, or by embedding it in a slot.
public struct NavigationEdge: Sendable, Hashable {
    /// How the target is shown.
    public enum Style: Sendable, Hashable {
        case push
        case present
        case embed(slot: String)

        /// `push`, `present` or `embed in slot header`: the edge's label.
        public var label: String {
            switch self {
            case .push: return "push"
            case .present: return "present"
            case .embed(let slot): return "embed in \(slot)"
            }
        }

        var order: Int {
            switch self {
            case .push: return 0
            case .present: return 1
            case .embed: return 2
            }
        }
    }

    public var from: String
    public var to: String
    public var style: Style

    public init(from: String, to: String, style: Style) {
        self.from = from
        self.to = to
        self.style = style
    }
}
