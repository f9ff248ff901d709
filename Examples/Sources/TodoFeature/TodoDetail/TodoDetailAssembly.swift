/// Builds TodoDetail: view → presenter strong (the view reads the presenter's
/// state when asked for a screen), presenter → router strong, router →
/// transition handler weak.
@MainActor
enum TodoDetailAssembly {
    /// The registration; a deep link (`todos/2`) names the item by its row among `items`,
    /// the items a TodoList opened by the same route starts with. Its input record and
    /// output event let TodoList be tested alone: a fake TodoDetail records how it was
    /// configured and can report a toggle (`emit TodoDetail didToggleItem 2`).
    static func registration(items: [TodoItem]) -> ModuleRegistration {
        ModuleRegistration(
            TodoDetail.key, summary: "one item; toggle it done",
            parameters: [ModuleParameter("row", help: "the item's row in the list, from 1 (for routes)")],
            routes: [ModuleRoute("todos/:row")], view: TodoDetailView.self,
            configure: { parameters, input throws(ModuleWiringError) in
                guard let text = parameters["row"], let row = Int(text), items.indices.contains(row - 1) else {
                    throw .invalidParameter(name: "row", reason: "there is no item in that row (1 to \(items.count))")
                }
                input.configure(with: items[row - 1], at: row)
            },
            inputRecord: TodoDetailInputRecord.init,
            outputEvents: [
                ModuleOutputEvent("didToggleItem", payload: Int.self) { (output: any TodoDetailModuleOutput, row) in
                    output.didToggleItem(at: row)
                },
            ],
            assemble: assemble(in:))
    }

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
