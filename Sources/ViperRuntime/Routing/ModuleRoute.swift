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
