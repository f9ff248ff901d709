import ViperRuntime

/// The ownership rules every module follows, checked by behaviour instead of
/// field by field: while something holds only the view, the whole module
/// stays alive (view → presenter → interactor, router and helpers are
/// strong), and once the view goes every part goes (presenter → view,
/// interactor → presenter and router → transition handler are weak).
///
/// ```swift
/// let problems = ModuleOwnershipCheck.problems { CarDetailAssembly(...).assembleModule(in: context) }
/// #expect(problems.isEmpty, "\(problems)")
/// ```
@MainActor
public enum ModuleOwnershipCheck {
    /// What breaks the rules in the module `assemble` builds; empty when none.
    public static func problems(assembling assemble: () -> AssembledModule) -> [String] {
        var view: (any TerminalView)?
        let probe: ModuleReleaseProbe
        do {
            let module = assemble()
            view = module.view
            probe = ModuleReleaseProbe(module)
        }
        var problems: [String] = []
        if !probe.released.isEmpty {
            problems.append("released while the view is still held: \(probe.released.joined(separator: ", "))")
        }
        view = nil
        if !probe.allReleased {
            problems.append("still alive once the view is dropped: \(probe.survivors.joined(separator: ", "))")
        }
        _ = view
        return problems
    }
}
