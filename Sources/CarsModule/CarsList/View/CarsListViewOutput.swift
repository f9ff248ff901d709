/// What the CarsList view tells its presenter.
@MainActor
protocol CarsListViewOutput: AnyObject {
    /// The module is configured and about to show for the first time.
    func didTriggerViewReadyEvent()

    /// The user chose row `number`, from 1 (`select <n>`); throws
    /// `ViewActionError` for a row the list does not have.
    func didSelectRow(_ number: Int) throws

    /// The user asked for a new car (`create`).
    func didTriggerCreateEvent() throws

    /// The user typed a search (`search [text...]`); empty clears the filter.
    func didChangeSearchQuery(_ query: String)

    /// The user asked to reload the cars (`refresh`).
    func didTriggerRefreshEvent()

    /// The user asked to load the cars again after a failed load (`retry`).
    func didTriggerRetryEvent()
}
