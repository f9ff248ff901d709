/// What the post list's interactor reports to its presenter.
@MainActor
protocol PostListInteractorOutput: AnyObject {
    func didObtainFirstPage(_ page: PostPage)
    func didObtainNextPage(_ page: PostPage)
    /// `more` found nothing left to load.
    func didReachEndOfFeed()
    func didFailToFindFeed(_ feed: String)
    /// The page service could not give a page of `feed`: `error` says why.
    func didFailToObtainPage(ofFeed feed: String, error: any Error)
    /// Likes by offset of the loaded posts that have any.
    func didObtainLikes(_ likesByOffset: [Int: Int])
}
