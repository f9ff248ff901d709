/// What the CarDetail view tells its presenter.
@MainActor
protocol CarDetailViewOutput: AnyObject {
    /// The module is configured and about to show for the first time.
    func didTriggerViewReadyEvent()

    /// The user asked to delete the car (`delete`); throws when there is no car to delete.
    func didTriggerDeleteEvent() throws
}
