/// What the Inbox interactor reports.
@MainActor
protocol InboxInteractorOutput: AnyObject {
    func didReceiveMessage(_ message: Message)
    /// The updates ended: no more will come.
    func didFinishUpdates()
    func didFailUpdates(with error: any Error)
}
