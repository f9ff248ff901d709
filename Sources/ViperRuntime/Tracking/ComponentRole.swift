/// The VIPER part a tracked object plays in its module.
public enum ComponentRole: String, Sendable, Hashable, CaseIterable, Comparable {
    case view = "View"
    case presenter = "Presenter"
    case interactor = "Interactor"
    case router = "Router"
    /// Anything else a module owns whose release matters (a data display manager, a facade).
    case helper = "Helper"

    public static func < (lhs: ComponentRole, rhs: ComponentRole) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
