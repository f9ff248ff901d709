/// Gets pages of a feed through the page service, in a task of its own, and
/// the likes of loaded posts through the paging facade.
///
/// Its only state is the load under way: a new load (`more`, `refresh`, a
/// new feed) cancels it, and so does the module closing (the interactor goes
/// with it). Results come back through the output; a cancelled load reports nothing.
@MainActor
final class PostListInteractor: Traceable {
    weak var output: (any PostListInteractorOutput)?
    let repository: any PostRepository
    let pagingFacade: PagingFacade
    let pageService: any PostPageService
    /// The load under way, if any.
    private var loading: Task<Void, Never>?

    init(repository: any PostRepository, pagingFacade: PagingFacade, pageService: any PostPageService) {
        self.repository = repository
        self.pagingFacade = pagingFacade
        self.pageService = pageService
    }

    isolated deinit {
        loading?.cancel()
    }

    /// Loads the page of `feed` at `offset` in a new task, cancelling the
    /// load under way, and hands the page to `deliver` unless it was cancelled.
    private func loadPage(ofFeed feed: String, startingAt offset: Int, deliver: @escaping @MainActor (PostListInteractor, PostPage) -> Void) {
        loading?.cancel()
        loading = Task { [weak self, pageService] in
            do {
                let page = try await pageService.obtainPage(ofFeed: feed, startingAt: offset)
                guard !Task.isCancelled, let self else { return }
                deliver(self, page)
            } catch is CancellationError {
                // asked again, or the module closed: nobody waits for this page
            } catch PostPageError.unknownFeed(let feed) {
                self?.output?.didFailToFindFeed(feed)
            } catch {
                self?.output?.didFailToObtainPage(ofFeed: feed, error: error)
            }
        }
    }
}

// MARK: - PostListInteractorInput

extension PostListInteractor: PostListInteractorInput {
    var feedNames: [String] { repository.feedNames }

    func obtainFirstPage(ofFeed feed: String) {
        trace()
        loadPage(ofFeed: feed, startingAt: 0) { interactor, page in
            interactor.output?.didObtainFirstPage(page)
        }
    }

    func obtainNextPage(ofFeed feed: String, loadedCount: Int) {
        trace()
        loadPage(ofFeed: feed, startingAt: loadedCount) { interactor, page in
            if page.posts.isEmpty {
                interactor.output?.didReachEndOfFeed()
            } else {
                interactor.output?.didObtainNextPage(page)
            }
        }
    }

    func obtainLikes(ofFeed feed: String, loadedCount: Int) {
        trace()
        output?.didObtainLikes(pagingFacade.obtainLikes(ofFeed: feed, loadedCount: loadedCount))
    }
}
