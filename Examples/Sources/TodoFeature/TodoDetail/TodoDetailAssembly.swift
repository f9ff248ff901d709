/// Builds TodoDetail: view → presenter strong (the view reads the presenter's
/// state when asked for a screen), presenter → router strong, router →
/// transition handler weak.
@MainActor
enum TodoDetailAssembly {
    static let registration = ModuleRegistration(
        TodoDetail.key, summary: "one item; toggle it done", view: TodoDetailView.self, assemble: assemble(in:))

    static func assemble(in context: ModuleContext) -> AssembledModule {
        let router = TodoDetailRouter(transitionHandler: context.transitionHandler)
        let presenter = TodoDetailPresenter(router: router)
        let view = TodoDetailView(output: presenter)
        return AssembledModule(view: view, presenter: presenter, interactor: nil, router: router)
    }
}

/// Closes the detail.
@MainActor
final class TodoDetailRouter: Traceable {
    private weak var transitionHandler: (any TransitionHandler)?

    init(transitionHandler: any TransitionHandler) {
        self.transitionHandler = transitionHandler
    }

    func close() {
        trace()
        transitionHandler?.closeCurrentModule()
    }
}
