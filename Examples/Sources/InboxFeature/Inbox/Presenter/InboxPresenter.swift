/// The Inbox presenter: listens to the mailbox's updates through the
/// interactor once the view is ready, adds each message as it arrives, says
/// whether more may come, and why the updates stopped when they fail
/// (`reconnect` then listens again).
@MainActor
final class InboxPresenter: Traceable {
    /// What the inbox shows while it listens.
    static let listeningMessage = "Waiting for new mail..."
    /// What it shows once the updates ended.
    static let finishedMessage = "No more updates"

    /// What it shows when the updates stopped with an error.
    static func failureMessage(for error: any Error) -> String {
        "Updates stopped: \(error)"
    }

    weak var view: (any InboxViewInput)?
    let interactor: any InboxInteractorInput
    private(set) var state = InboxState()

    init(interactor: any InboxInteractorInput) {
        self.interactor = interactor
    }

    var canReconnect: Bool { state.updates != .listening }

    private func listen() {
        state.updates = .listening
        state.error = nil
        updateView()
        interactor.listen(to: state.mailbox)
    }

    private func updateView() {
        let notice: String?
        switch state.updates {
        case .listening: notice = Self.listeningMessage
        case .finished: notice = Self.finishedMessage
        case .failed: notice = nil
        }
        view?.update(with: InboxViewModel(
            title: "Inbox: \(state.mailbox)", rows: state.messages.map { "\($0.from): \($0.subject)" }, notice: notice,
            error: state.error))
    }
}

// MARK: - InboxModuleInput

extension InboxPresenter: InboxModuleInput {
    func configure(withMailbox mailbox: String) {
        state = InboxState(mailbox: mailbox)
    }
}

// MARK: - EncodableModuleState

extension InboxPresenter: EncodableModuleState {
    var encodableState: InboxState { state }
}

// MARK: - InboxViewOutput

extension InboxPresenter: InboxViewOutput {
    func didTriggerViewReadyEvent() {
        trace()
        listen()
    }

    func didTriggerReconnectEvent() {
        trace()
        listen()
    }
}

// MARK: - InboxInteractorOutput

extension InboxPresenter: InboxInteractorOutput {
    func didReceiveMessage(_ message: Message) {
        trace()
        state.messages.append(message)
        updateView()
    }

    func didFinishUpdates() {
        trace()
        state.updates = .finished
        updateView()
    }

    func didFailUpdates(with error: any Error) {
        trace()
        state.updates = .failed
        state.error = Self.failureMessage(for: error)
        updateView()
    }
}
