/// The cars list in a terminal: numbered `make model` rows, or `No cars`;
/// `Loading cars...` while they load, and why a load failed (with `retry`).
@MainActor
final class CarsListView: Traceable {
    static let title = "Cars"

    let output: any CarsListViewOutput
    private(set) var viewModel = CarsListViewModel(rows: [], query: "")

    init(output: any CarsListViewOutput) {
        self.output = output
    }
}

// MARK: - TerminalView

extension CarsListView: TerminalView {
    static let actions: ViewActions<CarsListView> = [
        .action("select", .row(), help: "show the car in row n", suggest: { $0.viewModel.rowNumbers }) {
            try $0.output.didSelectRow($1)
        },
        .action("create", help: "add a new car") { try $0.output.didTriggerCreateEvent() },
        .action("search", .optionalText("text"), help: "show cars whose make or model contains text (after 300 ms); no text shows all") {
            $0.output.didChangeSearchQuery($1 ?? "")
        },
        .action("refresh", help: "reload the cars") { $0.output.didTriggerRefreshEvent() },
        .action("retry", help: "load the cars again after a failed load", available: { $0.viewModel.error == nil ? "the last load did not fail" : nil }) {
            $0.output.didTriggerRetryEvent()
        },
    ]

    func makeScreen() -> Screen {
        var lines: [Screen.Line] = []
        if !viewModel.query.isEmpty { lines.append(.field(label: "Search", value: viewModel.query)) }
        lines += viewModel.rows.enumerated().map { .row(number: $0.offset + 1, text: $0.element) }
        if let error = viewModel.error {
            lines.append(.message(error, severity: .error))
        } else if let notice = viewModel.notice {
            lines.append(.message(notice, severity: .info))
        } else if viewModel.rows.isEmpty {
            lines.append(.message(viewModel.query.isEmpty ? "No cars" : "No cars match \"\(viewModel.query)\"", severity: .info))
        }
        return Screen(title: Self.title, lines: lines)
    }

    func viewDidLoad() {
        output.didTriggerViewReadyEvent()
    }
}

// MARK: - CarsListViewInput

extension CarsListView: CarsListViewInput {
    func update(with viewModel: CarsListViewModel) {
        trace()
        self.viewModel = viewModel
    }
}
