/// Keeps the post list's state: the feed, the posts loaded so far and the
/// page; asks the interactor for pages (showing `Loading posts...` until one
/// comes, or why it did not) and tells its container what it shows.
@MainActor
final class PostListPresenter: Traceable {
    /// What the list shows while a page loads.
    static let loadingMessage = "Loading posts..."

    /// What the list shows when a page could not be loaded (`more` tries again).
    static func loadFailureMessage(for error: any Error) -> String {
        "Could not load posts: \(error)"
    }

    weak var view: (any PostListViewInput)?
    let router: any PostListRouterInput
    let interactor: any PostListInteractorInput
    weak var moduleOutput: (any PostListModuleOutput)?

    private(set) var state: PostListState

    init(feed: String, router: any PostListRouterInput, interactor: any PostListInteractorInput) {
        state = PostListState(feed: feed)
        self.router = router
        self.interactor = interactor
    }

    private var summary: PostListSummary {
        PostListSummary(feed: state.feed, loaded: state.posts.count, total: state.total, page: state.page)
    }

    private func reportSummary() {
        moduleOutput?.didUpdatePostList(summary)
    }

    private func makeRow(_ post: Post) -> PostListViewModel.Row {
        PostListViewModel.Row(title: post.title, author: post.author, likes: post.likes)
    }

    private func makeStatus() -> PostListViewModel.Status {
        PostListViewModel.Status(
            total: state.total, message: state.isLoading ? Self.loadingMessage : state.message,
            error: state.isFeedKnown ? nil : "No feed named \(state.feed)", loadError: state.loadError, isLoading: state.isLoading)
    }

    /// Asks for page 1 of the feed, showing that it loads.
    private func loadFirstPage() {
        state.message = nil
        state.loadError = nil
        state.isLoading = true
        view?.showPosts(makeViewModel())
        interactor.obtainFirstPage(ofFeed: state.feed)
    }

    /// The whole view model; costs the number of posts loaded, so only a new
    /// feed or first page uses it.
    private func makeViewModel() -> PostListViewModel {
        PostListViewModel(title: "Posts: \(state.feed)", rows: state.posts.map(makeRow), status: makeStatus())
    }
}

// MARK: - PostListModuleInput

extension PostListPresenter: PostListModuleInput {
    func configure(withFeed feed: String) {
        state = PostListState(feed: feed, isViewReady: state.isViewReady)
        if state.isViewReady { loadFirstPage() }
    }

    func setModuleOutput(_ output: any ModuleOutput) throws(ModuleWiringError) {
        moduleOutput = try requireOutput(output, as: (any PostListModuleOutput).self)
    }
}

// MARK: - ModuleStateProviding

extension PostListPresenter: ModuleStateProviding {
    func moduleState() -> JSONValue {
        .object([
            "feed": .string(state.feed),
            "loaded": .integer(state.posts.count),
            "total": .integer(state.total),
            "page": .integer(state.page),
            "message": state.message.map(JSONValue.string) ?? .null,
            "loading": .bool(state.isLoading),
            "error": state.loadError.map(JSONValue.string) ?? .null,
            "rows": .array(state.posts.map { post in
                ["id": .string(post.id), "title": .string(post.title), "author": .string(post.author), "likes": .integer(post.likes)]
            }),
        ])
    }
}

// MARK: - PostListViewOutput

extension PostListPresenter: PostListViewOutput {
    func didTriggerViewReadyEvent() {
        trace()
        state.isViewReady = true
        loadFirstPage()
    }

    func didTriggerViewWillAppearEvent() {
        trace()
        interactor.obtainLikes(ofFeed: state.feed, loadedCount: state.posts.count)
    }

    func didTriggerMoreAction() {
        trace()
        state.message = nil
        state.loadError = nil
        state.isLoading = true
        view?.showStatus(makeStatus())
        interactor.obtainNextPage(ofFeed: state.feed, loadedCount: state.posts.count)
    }

    func didTriggerRefreshAction() {
        trace()
        loadFirstPage()
    }

    func didTriggerSelectAction(row: Int) throws {
        trace()
        guard state.posts.indices.contains(row - 1) else {
            throw ViewActionError("no post \(row); the list shows \(state.posts.count)")
        }
        try router.openPostDetailModule(postId: state.posts[row - 1].id)
    }
}

// MARK: - PostListInteractorOutput

extension PostListPresenter: PostListInteractorOutput {
    func didObtainFirstPage(_ page: PostPage) {
        trace()
        state.isLoading = false
        state.isFeedKnown = true
        state.posts = page.posts
        state.total = page.total
        state.page = page.posts.isEmpty ? 0 : page.number
        state.message = nil
        view?.showPosts(makeViewModel())
        reportSummary()
    }

    func didObtainNextPage(_ page: PostPage) {
        trace()
        state.isLoading = false
        state.posts += page.posts
        state.total = page.total
        state.page = page.number
        view?.appendPosts(page.posts.map(makeRow), status: makeStatus())
        reportSummary()
    }

    func didReachEndOfFeed() {
        trace()
        state.isLoading = false
        state.message = "No more posts"
        view?.showStatus(makeStatus())
    }

    func didFailToFindFeed(_ feed: String) {
        trace()
        state.isLoading = false
        state.isFeedKnown = false
        state.posts = []
        state.total = 0
        state.page = 0
        view?.showPosts(makeViewModel())
        reportSummary()
    }

    func didFailToObtainPage(ofFeed feed: String, error: any Error) {
        trace()
        state.isLoading = false
        state.loadError = Self.loadFailureMessage(for: error)
        view?.showStatus(makeStatus())
    }

    func didObtainLikes(_ likesByOffset: [Int: Int]) {
        trace()
        var changed: [Int: PostListViewModel.Row] = [:]
        for (offset, likes) in likesByOffset where state.posts.indices.contains(offset) && state.posts[offset].likes != likes {
            state.posts[offset].likes = likes
            changed[offset] = makeRow(state.posts[offset])
        }
        if !changed.isEmpty { view?.updatePosts(changed) }
    }
}
