/// What the post list's view reports to its presenter: events and actions.
@MainActor
protocol PostListViewOutput: AnyObject {
    func didTriggerViewReadyEvent()
    func didTriggerViewWillAppearEvent()
    func didTriggerMoreAction()
    func didTriggerRefreshAction()
    /// Opens row `row` (from 1); throws `ViewActionError` for a row not shown.
    func didTriggerSelectAction(row: Int) throws
}
