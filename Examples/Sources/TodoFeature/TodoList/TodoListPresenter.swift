/// Owns the items. Removing one keeps it for `undoWindow` of virtual time,
/// during which `undo` puts it back where it was.
@MainActor
final class TodoListPresenter: Traceable {
    static let undoWindow = VirtualDuration.seconds(5)

    /// What the dump shows.
    struct State: Encodable {
        var items: [TodoItem]
        var canUndo: Bool
    }

    private(set) var items: [TodoItem]
    private var removed: (item: TodoItem, row: Int, timer: ScheduledWork)?
    private let router: TodoListRouter
    private let scheduler: VirtualScheduler

    init(items: [TodoItem], router: TodoListRouter, scheduler: VirtualScheduler) {
        self.items = items
        self.router = router
        self.scheduler = scheduler
    }

    /// Whether a removed item can still be brought back.
    var canUndo: Bool { removed != nil }

    func add(title: String) {
        trace()
        items.append(TodoItem(title: title))
    }

    func select(row: Int) throws {
        trace()
        try router.openDetail(of: item(at: row), at: row, output: self)
    }

    func remove(row: Int) throws {
        trace()
        let item = try item(at: row)
        removed?.timer.cancel()
        let timer = scheduler.after(Self.undoWindow) { [weak self] in self?.removed = nil }
        removed = (item, row, timer)
        items.remove(at: row - 1)
    }

    func undo() throws {
        trace()
        guard let removed else { throw ViewActionError("nothing to undo") }
        removed.timer.cancel()
        items.insert(removed.item, at: removed.row - 1)
        self.removed = nil
    }

    private func item(at row: Int) throws -> TodoItem {
        guard items.indices.contains(row - 1) else { throw ViewActionError("no item \(row)") }
        return items[row - 1]
    }
}

// MARK: - TodoListModuleInput

extension TodoListPresenter: TodoListModuleInput {}

// MARK: - TodoDetailModuleOutput

extension TodoListPresenter: TodoDetailModuleOutput {
    func didToggleItem(at row: Int) {
        trace()
        guard items.indices.contains(row - 1) else { return }
        items[row - 1].isDone.toggle()
    }
}

// MARK: - EncodableModuleState

extension TodoListPresenter: EncodableModuleState {
    var encodableState: State { State(items: items, canUndo: canUndo) }
}
