/// What the ContactsList view tells its presenter.
@MainActor
protocol ContactsListViewOutput: AnyObject {
    /// The module is configured and about to show for the first time.
    func didTriggerViewReadyEvent()

    /// The user chose row `number`, from 1 (`select <n>`); throws
    /// `ViewActionError` for a row the list does not have.
    func didSelectRow(_ number: Int) throws

    /// The user asked to load the contacts again (`refresh`).
    func didTriggerRefreshEvent()

    /// The user asked to load the contacts again after a failed load (`retry`).
    func didTriggerRetryEvent()
}
