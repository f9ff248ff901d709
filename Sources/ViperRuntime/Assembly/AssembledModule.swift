/// The parts an assembly built for one module, handed to the transition stack.
///
/// The stack keeps the view (which keeps the rest, as CONVENTIONS.md's
/// ownership table says) and registers every part with the live-object
/// tracker, so closing the module can be checked for leaks.
@MainActor
public struct AssembledModule {
    public var view: any TerminalView
    public var presenter: any ModulePresenter
    public var interactor: AnyObject?
    public var router: AnyObject?
    /// Other objects the module owns whose release should be checked.
    public var helpers: [AnyObject]

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
