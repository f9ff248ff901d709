/// What the ContactsList view tells its presenter.
@MainActor
protocol ContactsListViewOutput: AnyObject {
    func didTriggerViewReadyEvent()
    func didTriggerReloadEvent()
    func didTriggerAddEvent(name: String, phone: String)
    func didTriggerLookUpEvent(_ name: String)
    func didTriggerWatchSyncEvent()
    func didTriggerCloseEvent()
}
