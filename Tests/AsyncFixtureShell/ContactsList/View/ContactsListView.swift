import ViperRuntime

/// The contacts in a terminal: `Loading…` until they come, then one row each.
@MainActor
final class ContactsListView: Traceable {
    let output: any ContactsListViewOutput
    private var state = ContactsListState()

    init(output: any ContactsListViewOutput) {
        self.output = output
    }
}

// MARK: - TerminalView

extension ContactsListView: TerminalView {
    static let actions: ViewActions<ContactsListView> = [
        .action("reload", help: "load the contacts again") { $0.output.didTriggerReloadEvent() },
        .action("add", .word("name"), .word("phone"), help: "add a contact") {
            $0.output.didTriggerAddEvent(name: $1, phone: $2)
        },
        .action("lookup", .text("name"), help: "look a name up in the directory") { $0.output.didTriggerLookUpEvent($1) },
        .action("watch", help: "wait for the app-wide sync notice") { $0.output.didTriggerWatchSyncEvent() },
        .action("close", help: "close this module") { $0.output.didTriggerCloseEvent() },
    ]

    func makeScreen() -> Screen {
        var lines: [Screen.Line] = []
        if let failure = state.failure {
            lines.append(.message(failure, severity: .error))
        } else if let contacts = state.contacts {
            lines += contacts.enumerated().map { .row(number: $0 + 1, text: "\($1.name)  \($1.phone)") }
            lines.append(.field(label: "Favorites", value: "\(state.favorites)"))
        } else {
            lines.append(.message("Loading…", severity: .info))
        }
        if let notice = state.notice { lines.append(.message(notice, severity: .error)) }
        if let answer = state.directoryAnswer { lines.append(.field(label: "Directory", value: answer)) }
        return Screen(title: "Contacts", lines: lines)
    }

    func viewDidLoad() {
        output.didTriggerViewReadyEvent()
    }
}

// MARK: - ContactsListViewInput

extension ContactsListView: ContactsListViewInput {
    func update(with state: ContactsListState) {
        trace()
        self.state = state
    }
}
