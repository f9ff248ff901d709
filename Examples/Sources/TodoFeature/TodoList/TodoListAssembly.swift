/// Builds TodoList: view → presenter strong, presenter → router strong,
/// router → transition handler weak; the undo timer captures the presenter weakly.
@MainActor
enum TodoListAssembly {
    static func registration(items: [TodoItem]) -> ModuleRegistration {
        ModuleRegistration(
            TodoList.key, summary: "the things to do; add, select, remove and undo",
            navigation: [.push(TodoDetail.key)], routes: [ModuleRoute("todos")], view: TodoListView.self
        ) { context in
            assemble(in: context, items: items)
        }
    }

    static func assemble(in context: ModuleContext, items: [TodoItem]) -> AssembledModule {
        let router = TodoListRouter(transitionHandler: context.transitionHandler)
        let presenter = TodoListPresenter(items: items, router: router, scheduler: context.scheduler)
        let view = TodoListView(output: presenter)
        return AssembledModule(view: view, presenter: presenter, interactor: nil, router: router)
    }
}

/// Pushes the detail of one item, typed by TodoDetail's key.
@MainActor
final class TodoListRouter: Traceable {
    private weak var transitionHandler: (any TransitionHandler)?

    init(transitionHandler: any TransitionHandler) {
        self.transitionHandler = transitionHandler
    }

    func openDetail(of item: TodoItem, at row: Int, output: any TodoDetailModuleOutput) throws {
        trace()
        try transitionHandler.required(by: TodoList.key.name).open(TodoDetail.key, style: .push, output: output) {
            $0.configure(with: item, at: row)
        }
    }
}
