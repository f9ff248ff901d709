/// Shows one item; `toggle` reports it to the list and closes.
@MainActor
final class TodoDetailPresenter: Traceable {
    struct State: Encodable {
        var row = 0
        var item = TodoItem(title: "")
    }

    private weak var output: (any TodoDetailModuleOutput)?
    private let router: TodoDetailRouter
    private(set) var state = State()

    init(router: TodoDetailRouter) {
        self.router = router
    }

    func didToggle() {
        trace()
        output?.didToggleItem(at: state.row)
        router.close()
    }
}

// MARK: - TodoDetailModuleInput

extension TodoDetailPresenter: TodoDetailModuleInput {
    func configure(with item: TodoItem, at row: Int) {
        state = State(row: row, item: item)
    }

    func setModuleOutput(_ output: any ModuleOutput) throws(ModuleWiringError) {
        self.output = try requireOutput(output, as: (any TodoDetailModuleOutput).self)
    }
}

// MARK: - EncodableModuleState

extension TodoDetailPresenter: EncodableModuleState {
    var encodableState: State { state }
}
