import ViperRuntime

/// Weak references to every part of an assembled module, to check that
/// nothing keeps them once the module is dropped.
///
/// Build it while the module is alive, drop every strong reference, then
/// `#expect(probe.allReleased, "still alive: \(probe.survivors)")`. A test
/// that keeps one part on purpose can check exactly what survived:
/// `#expect(probe.survivors == ["Interactor"])`.
@MainActor
public struct ModuleReleaseProbe {
    private struct WeakPart {
        let role: ComponentRole
        weak var object: AnyObject?
    }

    private let parts: [WeakPart]

    /// Takes weak references to the view, presenter, interactor, router and helpers of `module`.
    public init(_ module: AssembledModule) {
        var parts = [
            WeakPart(role: .view, object: module.view),
            WeakPart(role: .presenter, object: module.presenter),
        ]
        if let interactor = module.interactor { parts.append(WeakPart(role: .interactor, object: interactor)) }
        if let router = module.router { parts.append(WeakPart(role: .router, object: router)) }
        parts += module.helpers.map { WeakPart(role: .helper, object: $0) }
        self.parts = parts
    }

    /// Whether every part the module had is gone.
    public var allReleased: Bool { parts.allSatisfy { $0.object == nil } }

    /// The role names (`"View"`, `"Presenter"`, `"Interactor"`, `"Router"`,
    /// `"Helper"` once per helper) of the parts still alive, in that order.
    public var survivors: [String] { parts.filter { $0.object != nil }.map(\.role.rawValue) }

    /// The role names of the parts already gone, in the same order.
    public var released: [String] { parts.filter { $0.object == nil }.map(\.role.rawValue) }
}
