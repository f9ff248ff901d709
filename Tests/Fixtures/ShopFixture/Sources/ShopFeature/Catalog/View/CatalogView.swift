/// What the Catalog view shows.
struct CatalogViewModel: Equatable {
    var rows: [String]
    var notice: String?
    var error: String?
}

/// What the Catalog presenter tells its view.
@MainActor
protocol CatalogViewInput: AnyObject {
    func update(with viewModel: CatalogViewModel)
}

/// What the Catalog view tells its presenter.
@MainActor
protocol CatalogViewOutput: AnyObject {
    var canRetry: Bool { get }
    func didTriggerViewReadyEvent()
    func didTriggerViewWillAppearEvent()
    func didSelectRow(_ number: Int) throws
    func didTriggerCheckoutEvent() throws
    func didTriggerRefreshEvent()
}

/// The catalog in a terminal: numbered products (a favourite marked `*`),
/// `Loading products...` while they load, and why a load failed.
@MainActor
final class CatalogView: Traceable {
    let output: any CatalogViewOutput
    private(set) var viewModel = CatalogViewModel(rows: [])

    init(output: any CatalogViewOutput) {
        self.output = output
    }
}

// MARK: - TerminalView

extension CatalogView: TerminalView {
    static let actions: ViewActions<CatalogView> = [
        .action("select", .row(), help: "show the product in row n", suggest: { view in view.viewModel.rows.indices.map { String($0 + 1) } }) {
            try $0.output.didSelectRow($1)
        },
        .action("checkout", help: "go to the checkout") { try $0.output.didTriggerCheckoutEvent() },
        .action("refresh", help: "load the products again") { $0.output.didTriggerRefreshEvent() },
        .action("retry", help: "try again after a failed load", available: { $0.output.canRetry ? nil : "nothing to retry" }) {
            $0.output.didTriggerRefreshEvent()
        },
    ]

    func makeScreen() -> Screen {
        var lines: [Screen.Line] = viewModel.rows.enumerated().map { .row(number: $0.offset + 1, text: $0.element) }
        if let error = viewModel.error {
            lines.append(.message(error, severity: .error))
        } else if let notice = viewModel.notice {
            lines.append(.message(notice, severity: .info))
        }
        return Screen(title: "Shop", lines: lines)
    }

    func viewDidLoad() {
        output.didTriggerViewReadyEvent()
    }

    func viewWillAppear() {
        output.didTriggerViewWillAppearEvent()
    }
}

// MARK: - CatalogViewInput

extension CatalogView: CatalogViewInput {
    func update(with viewModel: CatalogViewModel) {
        trace()
        self.viewModel = viewModel
    }
}
