/// What the Inbox presenter asks of its interactor.
@MainActor
protocol InboxInteractorInput: AnyObject {
    /// Reads `mailbox`'s updates until they stop (a new request stops the one under way).
    func listen(to mailbox: String)
}
