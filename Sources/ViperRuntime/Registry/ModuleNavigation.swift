/// One way a module may open another, declared in its registration:
/// `.push(CarDetail.key)`, `.present(CreateCar.key)`, `.embed(PostList.key, slot: "list")`.
///
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
    }

    /// The name of the module that may be opened.
    public let module: String
    public let style: Style

    init(module: String, style: Style) {
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

/// A route pattern a module registers for deep links: `cars/:carId` opens
/// the module with `carId` set from that segment.
///
/// Only the declaration lives here; matching paths is left to whoever drives the session.
public struct ModuleRoute: Sendable, Hashable {
    /// Slash-separated segments; a segment starting with `:` names a parameter.
    public let pattern: String

    public init(_ pattern: String) {
        self.pattern = pattern
    }

    /// The parameter names the pattern fills, in order (`["feed", "postId"]`).
    public var parameterNames: [String] {
        pattern.split(separator: "/").filter { $0.hasPrefix(":") }.map { String($0.dropFirst()) }
    }
}
