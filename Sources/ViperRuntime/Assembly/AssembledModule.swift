/// The parts an assembly built for one module, handed to the transition stack.
///
/// The stack keeps the view (which keeps the rest, as CONVENTIONS.md's
/// ownership table says) and registers every part with the live-object
/// tracker, so closing the module can be checked for leaks.
@MainActor
public struct AssembledModule {
    /// The view, which the frame holds: a test performs actions on it (`performAction`) and reads its `makeScreen()`.
    public var view: any TerminalView
    /// The presenter: the module's input, and its state for dumps (`moduleState()`).
    public var presenter: any ModulePresenter
    /// The interactor, if the module has one (checked for leaks).
    public var interactor: AnyObject?
    /// The router, if the module has one (checked for leaks).
    public var router: AnyObject?
    /// Other objects the module owns whose release should be checked.
    public var helpers: [AnyObject]

    /// The parts of one module; `helpers` are other objects it owns whose release is checked too.
    public init(
        view: any TerminalView, presenter: any ModulePresenter, interactor: AnyObject?, router: AnyObject?,
        helpers: [AnyObject] = []
    ) {
        self.view = view
        self.presenter = presenter
        self.interactor = interactor
        self.router = router
        self.helpers = helpers
    }
}
