/// The cars list in a terminal: numbered `make model` rows, or `No cars`.
@MainActor
final class CarsListView {
    static let title = "Cars"
    static let selectAction = ViewAction("select", [.integer("n", minimum: 1)], help: "show the car in row n")
    static let createAction = ViewAction("create", help: "add a new car")
    static let searchAction = ViewAction(
        "search", [ActionParameter("text", optional: true, variadic: true)],
        help: "show cars whose make or model contains text (after 300 ms); no text shows all")
    static let refreshAction = ViewAction("refresh", help: "reload the cars")

    let output: any CarsListViewOutput
    private(set) var viewModel = CarsListViewModel(rows: [], query: "")

    init(output: any CarsListViewOutput) {
        self.output = output
    }

    /// The row numbered `number` (from 1), or the error a user sees.
    private func row(numbered number: Int) throws -> CarViewModel {
        let rows = viewModel.rows
        guard number >= 1, number <= rows.count else {
            let size = rows.isEmpty ? "the list is empty" : "the list has \(rows.count) row\(rows.count == 1 ? "" : "s")"
            throw ViewActionError("no row \(number); \(size)")
        }
        return rows[number - 1]
    }
}

// MARK: - TerminalView

extension CarsListView: TerminalView {
    static var actions: [ViewAction] { [selectAction, createAction, searchAction, refreshAction] }

    func makeScreen() -> Screen {
        var lines: [Screen.Line] = []
        if !viewModel.query.isEmpty { lines.append(.field(label: "Search", value: viewModel.query)) }
        if viewModel.rows.isEmpty {
            lines.append(.message(viewModel.query.isEmpty ? "No cars" : "No cars match \"\(viewModel.query)\"", severity: .info))
        } else {
            lines += viewModel.rows.enumerated().map { .row(number: $0.offset + 1, text: $0.element.title) }
        }
        return Screen(title: Self.title, lines: lines)
    }

    func perform(_ action: ViewAction, with arguments: ActionArguments) throws {
        switch action.name {
        case Self.selectAction.name:
            try output.didSelectCar(withId: row(numbered: arguments.integer("n") ?? 0).id)
        case Self.createAction.name:
            try output.didTriggerCreateEvent()
        case Self.searchAction.name:
            output.didChangeSearchQuery(arguments.text("text") ?? "")
        case Self.refreshAction.name:
            output.didTriggerRefreshEvent()
        default:
            throw ViewActionError("CarsList has no action \(action.name)")
        }
    }

    func viewDidLoad() {
        output.didTriggerViewReadyEvent()
    }

    func suggestedValues(for parameter: ActionParameter, of action: ViewAction) -> [String] {
        guard action.name == Self.selectAction.name else { return [] }
        return viewModel.rows.indices.map { String($0 + 1) }
    }
}

// MARK: - CarsListViewInput

extension CarsListView: CarsListViewInput {
    func update(with viewModel: CarsListViewModel) {
        self.viewModel = viewModel
    }
}
