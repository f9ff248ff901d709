/// One contact in a terminal: phone and email under the name, `Loading
/// contact...` while it loads, and why a load failed (with `retry`).
@MainActor
final class ContactDetailView: Traceable {
    let output: any ContactDetailViewOutput
    private(set) var viewModel = ContactDetailViewModel(title: "Contact", fields: [])

    init(output: any ContactDetailViewOutput) {
        self.output = output
    }
}

// MARK: - TerminalView

extension ContactDetailView: TerminalView {
    static let actions: ViewActions<ContactDetailView> = [
        .action("retry", help: "try again after a failed load", available: { $0.viewModel.error == nil ? "nothing failed" : nil }) {
            $0.output.didTriggerRetryEvent()
        },
        .action("done", help: "go back to the list") { try $0.output.didTriggerBackEvent() },
    ]

    func makeScreen() -> Screen {
        var lines: [Screen.Line] = viewModel.fields.map { .field(label: $0.label, value: $0.value) }
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

// MARK: - ContactDetailViewInput

extension ContactDetailView: ContactDetailViewInput {
    func update(with viewModel: ContactDetailViewModel) {
        trace()
        self.viewModel = viewModel
    }
}
