/// What the ContactDetail view tells its presenter.
@MainActor
protocol ContactDetailViewOutput: AnyObject {
    /// The module is configured and about to show for the first time.
    func didTriggerViewReadyEvent()

    /// The user asked to load the contact again after a failed load (`retry`).
    func didTriggerRetryEvent()

    /// The user asked to go back to the list (`done`).
    func didTriggerBackEvent() throws
}
