/// Keeps the post list's state: the feed, the posts loaded so far and the
/// page; asks the interactor for pages and tells its container what it shows.
@MainActor
final class PostListPresenter {
    weak var view: (any PostListViewInput)?
    var router: (any PostListRouterInput)!
    var interactor: (any PostListInteractorInput)!
    weak var moduleOutput: (any PostListModuleOutput)?

    private(set) var state: PostListState

    init(feed: String) {
        state = PostListState(feed: feed)
    }

    private var summary: PostListSummary {
        PostListSummary(feed: state.feed, loaded: state.posts.count, total: state.total, page: state.page)
    }

    private func showState() {
        view?.showPosts(makeViewModel())
        moduleOutput?.didUpdatePostList(summary)
    }

    private func makeViewModel() -> PostListViewModel {
        PostListViewModel(
            title: "Posts: \(state.feed)",
            rows: state.posts.map { PostListViewModel.Row(title: $0.title, author: $0.author, likes: $0.likes) },
            total: state.total,
            message: state.message,
            error: state.isFeedKnown ? nil : "No feed named \(state.feed)")
    }
}

// MARK: - PostListModuleInput

extension PostListPresenter: PostListModuleInput {
    func configure(withFeed feed: String) {
        state = PostListState(feed: feed, isViewReady: state.isViewReady)
        if state.isViewReady { interactor.obtainFirstPage(ofFeed: feed) }
    }

    func configure(withParameters parameters: ModuleParameters) throws(ModuleWiringError) {
        guard let feed = parameters["feed"] else { return }
        let known = interactor.feedNames
        guard known.contains(feed) else {
            throw .invalidParameter(name: "feed", reason: "unknown feed '\(feed)'; the feeds are \(known.joined(separator: ", "))")
        }
        configure(withFeed: feed)
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
            "rows": .array(state.posts.map { post in
                ["id": .string(post.id), "title": .string(post.title), "author": .string(post.author), "likes": .integer(post.likes)]
            }),
        ])
    }
}

// MARK: - PostListViewOutput

extension PostListPresenter: PostListViewOutput {
    func didTriggerViewReadyEvent() {
        state.isViewReady = true
        interactor.obtainFirstPage(ofFeed: state.feed)
    }

    func didTriggerViewWillAppearEvent() {
        interactor.reloadPosts(ofFeed: state.feed, count: state.posts.count)
    }

    func didTriggerMoreAction() {
        state.message = nil
        interactor.obtainNextPage(ofFeed: state.feed, loadedCount: state.posts.count)
    }

    func didTriggerRefreshAction() {
        state.message = nil
        interactor.obtainFirstPage(ofFeed: state.feed)
    }

    func didTriggerSelectAction(row: Int) throws {
        guard state.posts.indices.contains(row - 1) else {
            throw ViewActionError("no post \(row); the list shows \(state.posts.count)")
        }
        try router.openPostDetailModule(postId: state.posts[row - 1].id)
    }
}

// MARK: - PostListInteractorOutput

extension PostListPresenter: PostListInteractorOutput {
    func didObtainFirstPage(_ page: PostPage) {
        state.isFeedKnown = true
        state.posts = page.posts
        state.total = page.total
        state.page = page.posts.isEmpty ? 0 : page.number
        state.message = nil
        showState()
    }

    func didObtainNextPage(_ page: PostPage) {
        state.posts += page.posts
        state.total = page.total
        state.page = page.number
        showState()
    }

    func didReachEndOfFeed() {
        state.message = "No more posts"
        showState()
    }

    func didFailToFindFeed(_ feed: String) {
        state.isFeedKnown = false
        state.posts = []
        state.total = 0
        state.page = 0
        showState()
    }

    func didReloadPosts(_ posts: [Post]) {
        state.posts = posts
        showState()
    }
}
