/// Gets pages of a feed through the paging facade.
@MainActor
final class PostListInteractor: Traceable {
    weak var output: (any PostListInteractorOutput)?
    let repository: any PostRepository
    let pagingFacade: PagingFacade

    init(repository: any PostRepository, pagingFacade: PagingFacade) {
        self.repository = repository
        self.pagingFacade = pagingFacade
    }
}

// MARK: - PostListInteractorInput

extension PostListInteractor: PostListInteractorInput {
    var feedNames: [String] { repository.feedNames }

    func obtainFirstPage(ofFeed feed: String) {
        trace()
        guard let page = pagingFacade.obtainPage(1, ofFeed: feed) else {
            output?.didFailToFindFeed(feed)
            return
        }
        output?.didObtainFirstPage(page)
    }

    func obtainNextPage(ofFeed feed: String, loadedCount: Int) {
        trace()
        guard repository.numberOfPosts(inFeed: feed) != nil else {
            output?.didFailToFindFeed(feed)
            return
        }
        guard let page = pagingFacade.obtainNextPage(ofFeed: feed, loadedCount: loadedCount) else {
            output?.didReachEndOfFeed()
            return
        }
        output?.didObtainNextPage(page)
    }

    func obtainLikes(ofFeed feed: String, loadedCount: Int) {
        trace()
        output?.didObtainLikes(pagingFacade.obtainLikes(ofFeed: feed, loadedCount: loadedCount))
    }
}
