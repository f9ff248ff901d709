/// One way a module may open another, declared in its registration:
/// `.push(CarDetail.key)`, `.present(CreateCar.key)`, `.embed(PostList.key, slot: "list")`.
///
/// This is the one navigation type: the registry refuses undeclared opens,
/// `NavigationGraph` draws these declarations, coverage counts them.
/// A router that opens anything its module does not declare gets
/// `NavigationError.undeclared` and the stack stays as it was. Tools read the
/// declarations to describe a module and draw the navigation graph.
public struct ModuleNavigation: Sendable, Hashable {
    /// How the other module is shown.
    public enum Style: Sendable, Hashable {
        case push
        case present
        /// Placed in the named slot of the declaring module.
        case embed(slot: String)

        /// Push, then present, then embed: the order a graph lists one pair's edges in.
        var order: Int {
            switch self {
            case .push: return 0
            case .present: return 1
            case .embed: return 2
            }
        }
    }

    /// The name of the module that may be opened.
    public let module: String
    public let style: Style

    /// A declaration by module name; `.push(key)` and its siblings are the typed spellings.
    public init(module: String, style: Style) {
        self.module = module
        self.style = style
    }

    /// The declaring module may push `key`'s module.
    public static func push<Input>(_ key: ModuleKey<Input>) -> ModuleNavigation {
        ModuleNavigation(module: key.name, style: .push)
    }

    /// The declaring module may present `key`'s module.
    public static func present<Input>(_ key: ModuleKey<Input>) -> ModuleNavigation {
        ModuleNavigation(module: key.name, style: .present)
    }

    /// The declaring module may place `key`'s module in its `slot`.
    public static func embed<Input>(_ key: ModuleKey<Input>, slot: String) -> ModuleNavigation {
        ModuleNavigation(module: key.name, style: .embed(slot: slot))
    }

    /// `push`, `present` or `embed`, as a graph labels its edge.
    public var label: String {
        switch style {
        case .push: return "push"
        case .present: return "present"
        case .embed: return "embed"
        }
    }
}
