/// What the Inbox view tells its presenter.
@MainActor
protocol InboxViewOutput: AnyObject {
    /// Whether updates stopped, so that `reconnect` makes sense.
    var canReconnect: Bool { get }
    func didTriggerViewReadyEvent()
    func didTriggerReconnectEvent()
}
