/// What the Checkout view shows.
struct CheckoutViewModel: Equatable {
    var lines: [String]
    var notice: String?
    var error: String?
}

/// What the Checkout presenter tells its view.
@MainActor
protocol CheckoutViewInput: AnyObject {
    func update(with viewModel: CheckoutViewModel)
}

/// What the Checkout view tells its presenter.
@MainActor
protocol CheckoutViewOutput: AnyObject {
    var submitUnavailableReason: String? { get }
    func didTriggerViewReadyEvent()
    func didTriggerSubmitEvent()
}

/// The checkout in a terminal: the basket, its id, and the order's fate.
@MainActor
final class CheckoutView: Traceable {
    let output: any CheckoutViewOutput
    private(set) var viewModel = CheckoutViewModel(lines: [])

    init(output: any CheckoutViewOutput) {
        self.output = output
    }
}

// MARK: - TerminalView

extension CheckoutView: TerminalView {
    static let actions: ViewActions<CheckoutView> = [
        .action("submit", help: "place the order", available: { $0.output.submitUnavailableReason }) {
            $0.output.didTriggerSubmitEvent()
        },
    ]

    func makeScreen() -> Screen {
        var lines: [Screen.Line] = viewModel.lines.map { .text($0) }
        if let error = viewModel.error {
            lines.append(.message(error, severity: .error))
        } else if let notice = viewModel.notice {
            lines.append(.message(notice, severity: .info))
        }
        return Screen(title: "Checkout", lines: lines)
    }

    func viewDidLoad() {
        output.didTriggerViewReadyEvent()
    }
}

// MARK: - CheckoutViewInput

extension CheckoutView: CheckoutViewInput {
    func update(with viewModel: CheckoutViewModel) {
        trace()
        self.viewModel = viewModel
    }
}
