/// The contacts list in a terminal: numbered names, `Loading contacts...`
/// while they load, and why a load failed (with `retry`).
@MainActor
final class ContactsListView: Traceable {
    let output: any ContactsListViewOutput
    private(set) var viewModel = ContactsListViewModel(title: "Contacts", rows: [])

    init(output: any ContactsListViewOutput) {
        self.output = output
    }
}

// MARK: - TerminalView

extension ContactsListView: TerminalView {
    static let actions: ViewActions<ContactsListView> = [
        .action("select", .row(), help: "show the contact in row n") { try $0.output.didSelectRow($1) },
        .action("refresh", help: "load the contacts again") { $0.output.didTriggerRefreshEvent() },
        .action("retry", help: "try again after a failed load", available: { $0.viewModel.error == nil ? "nothing failed" : nil }) {
            $0.output.didTriggerRetryEvent()
        },
    ]

    func makeScreen() -> Screen {
        var lines: [Screen.Line] = viewModel.rows.enumerated().map { .row(number: $0.offset + 1, text: $0.element) }
        if let error = viewModel.error {
            lines.append(.message(error, severity: .error))
        } else if let notice = viewModel.notice {
            lines.append(.message(notice, severity: .info))
        } else if lines.isEmpty {
            lines.append(.message("No contacts", severity: .info))
        }
        return Screen(title: viewModel.title, lines: lines)
    }

    func viewDidLoad() {
        output.didTriggerViewReadyEvent()
    }
}

// MARK: - ContactsListViewInput

extension ContactsListView: ContactsListViewInput {
    func update(with viewModel: ContactsListViewModel) {
        trace()
        self.viewModel = viewModel
    }
}
