/// The inbox in a terminal: numbered messages, whether more may come, and
/// why the updates stopped (with `reconnect`).
@MainActor
final class InboxView: Traceable {
    let output: any InboxViewOutput
    private(set) var viewModel = InboxViewModel(title: "Inbox", rows: [])

    init(output: any InboxViewOutput) {
        self.output = output
    }
}

// MARK: - TerminalView

extension InboxView: TerminalView {
    static let actions: ViewActions<InboxView> = [
        .action("reconnect", help: "listen for new mail again", available: { $0.output.canReconnect ? nil : "already listening" }) {
            $0.output.didTriggerReconnectEvent()
        },
    ]

    func makeScreen() -> Screen {
        var lines: [Screen.Line] = viewModel.rows.enumerated().map { .row(number: $0.offset + 1, text: $0.element) }
        if viewModel.rows.isEmpty { lines.append(.text("No messages yet")) }
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

// MARK: - InboxViewInput

extension InboxView: InboxViewInput {
    func update(with viewModel: InboxViewModel) {
        trace()
        self.viewModel = viewModel
    }
}
