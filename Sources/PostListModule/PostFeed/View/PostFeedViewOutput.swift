/// What PostFeed's view reports to its presenter.
@MainActor
protocol PostFeedViewOutput: AnyObject {
    func didTriggerViewReadyEvent()
    /// Switches the list to feed `name`; throws `ViewActionError` naming the feeds for an unknown one.
    func didTriggerFeedAction(name: String) throws
}
