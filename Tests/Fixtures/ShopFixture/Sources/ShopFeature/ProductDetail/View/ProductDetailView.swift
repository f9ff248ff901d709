/// What the ProductDetail view shows.
struct ProductDetailViewModel {
    var title: String
    var fields: [(String, String)]
    var notice: String?
    var error: String?
}

/// What the ProductDetail presenter tells its view.
@MainActor
protocol ProductDetailViewInput: AnyObject {
    func update(with viewModel: ProductDetailViewModel)
}

/// What the ProductDetail view tells its presenter.
@MainActor
protocol ProductDetailViewOutput: AnyObject {
    var canStar: Bool { get }
    var canRetry: Bool { get }
    func didTriggerViewReadyEvent()
    func didTriggerRetryEvent()
    func didTriggerStarEvent()
}

/// One product in a terminal: its price and whether it is a favourite.
@MainActor
final class ProductDetailView: Traceable {
    let output: any ProductDetailViewOutput
    private(set) var viewModel = ProductDetailViewModel(title: "Product", fields: [])

    init(output: any ProductDetailViewOutput) {
        self.output = output
    }
}

// MARK: - TerminalView

extension ProductDetailView: TerminalView {
    static let actions: ViewActions<ProductDetailView> = [
        .action("star", help: "make it a favourite, or not", available: { $0.output.canStar ? nil : "not while loading or saving" }) {
            $0.output.didTriggerStarEvent()
        },
        .action("retry", help: "try again after a failed load", available: { $0.output.canRetry ? nil : "nothing to retry" }) {
            $0.output.didTriggerRetryEvent()
        },
    ]

    func makeScreen() -> Screen {
        var lines: [Screen.Line] = viewModel.fields.map { .field(label: $0.0, value: $0.1) }
        if let error = viewModel.error {
            lines.append(.message(error, severity: .error))
        } else if let notice = viewModel.notice {
            lines.append(.message(notice, severity: .info))
        }
        return Screen(title: viewModel.title, lines: lines)
    }

    func viewDidLoad() {
        output.didTriggerViewReadyEvent()
    }
}

// MARK: - ProductDetailViewInput

extension ProductDetailView: ProductDetailViewInput {
    func update(with viewModel: ProductDetailViewModel) {
        trace()
        self.viewModel = viewModel
    }
}
