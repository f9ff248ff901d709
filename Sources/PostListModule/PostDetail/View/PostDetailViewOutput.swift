/// What PostDetail's view reports to its presenter.
@MainActor
protocol PostDetailViewOutput: AnyObject {
    func didTriggerViewReadyEvent()
    func didTriggerViewWillAppearEvent()
    /// Throws `ViewActionError` when there is no post to like.
    func didTriggerLikeAction() throws
}
