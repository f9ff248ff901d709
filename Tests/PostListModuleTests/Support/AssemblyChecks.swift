@testable import PostListModule

/// A module context for assembling one module outside a stack.
@MainActor
func makeContext(_ module: String, handler: RecordingTransitionHandler, scheduler: VirtualScheduler = VirtualScheduler())
    -> ModuleContext
{
    ModuleContext(frameID: FrameID(module: module, number: 1), transitionHandler: handler, scheduler: scheduler)
}

/// Weak references to the parts of an assembled module, to check that
/// nothing keeps them once the module is dropped.
@MainActor
struct WeakModuleParts {
    weak var view: AnyObject?
    weak var presenter: AnyObject?
    weak var interactor: AnyObject?
    weak var router: AnyObject?
    var helpers: [WeakBox]

    struct WeakBox {
        weak var object: AnyObject?
    }

    init(_ module: AssembledModule) {
        view = module.view
        presenter = module.presenter
        interactor = module.interactor
        router = module.router
        helpers = module.helpers.map { WeakBox(object: $0) }
    }

    var allReleased: Bool {
        view == nil && presenter == nil && interactor == nil && router == nil && helpers.allSatisfy { $0.object == nil }
    }
}
