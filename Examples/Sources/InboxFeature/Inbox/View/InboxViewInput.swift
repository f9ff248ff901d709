/// What the Inbox presenter tells its view.
@MainActor
protocol InboxViewInput: AnyObject {
    func update(with viewModel: InboxViewModel)
}
