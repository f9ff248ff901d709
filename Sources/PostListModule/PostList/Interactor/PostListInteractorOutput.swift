/// What the post list's interactor reports to its presenter.
@MainActor
protocol PostListInteractorOutput: AnyObject {
    func didObtainFirstPage(_ page: PostPage)
    func didObtainNextPage(_ page: PostPage)
    /// `more` found nothing left to load.
    func didReachEndOfFeed()
    func didFailToFindFeed(_ feed: String)
    func didReloadPosts(_ posts: [Post])
}
