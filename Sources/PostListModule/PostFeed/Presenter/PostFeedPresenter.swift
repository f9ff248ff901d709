/// Runs the feed container: embeds PostList when the view is ready, keeps
/// the list's module input (weakly) to switch feeds through it, and mirrors
/// what the list reports so the container's state shows it.
@MainActor
final class PostFeedPresenter: Traceable {
    weak var view: (any PostFeedViewInput)?
    let router: any PostFeedRouterInput
    let interactor: any PostFeedInteractorInput
    /// The embedded list, for reconfiguring it; its frame owns it.
    weak var postListModuleInput: (any PostListModuleInput)?

    private(set) var state: PostFeedState

    init(feed: String, router: any PostFeedRouterInput, interactor: any PostFeedInteractorInput) {
        state = PostFeedState(feed: feed)
        self.router = router
        self.interactor = interactor
    }

    private func showState() {
        view?.showFeed(PostFeedViewModel(feed: state.feed, feedNames: state.feedNames, error: state.error))
    }

    private func embedList() {
        do {
            postListModuleInput = try router.embedPostListModule(feed: state.feed, output: self)
            state.error = nil
        } catch {
            state.error = "cannot show the posts: \(error)"
        }
    }
}

// MARK: - PostFeedModuleInput

extension PostFeedPresenter: PostFeedModuleInput {
    func configure(withFeed feed: String) throws(ModuleWiringError) {
        interactor.obtainFeedNames()
        guard state.feedNames.contains(feed) else {
            throw .invalidParameter(name: "feed", reason: UnknownFeed.message(for: feed, known: state.feedNames))
        }
        state.feed = feed
    }
}

// MARK: - ModuleStateProviding

extension PostFeedPresenter: ModuleStateProviding {
    func moduleState() -> JSONValue {
        .object([
            "feed": .string(state.feed),
            "feeds": .array(state.feedNames.map(JSONValue.string)),
            "loaded": .integer(state.list?.loaded ?? 0),
            "total": .integer(state.list?.total ?? 0),
            "page": .integer(state.list?.page ?? 0),
        ])
    }
}

// MARK: - PostFeedViewOutput

extension PostFeedPresenter: PostFeedViewOutput {
    func didTriggerViewReadyEvent() {
        trace()
        if state.feedNames.isEmpty { interactor.obtainFeedNames() }
        embedList()
        showState()
    }

    func didTriggerFeedAction(name: String) throws {
        trace()
        guard state.feedNames.contains(name) else {
            throw ViewActionError(UnknownFeed.message(for: name, known: state.feedNames))
        }
        state.feed = name
        if let postListModuleInput {
            postListModuleInput.configure(withFeed: name)
        } else {
            embedList()
        }
        showState()
    }
}

// MARK: - PostFeedInteractorOutput

extension PostFeedPresenter: PostFeedInteractorOutput {
    func didObtainFeedNames(_ names: [String]) {
        trace()
        state.feedNames = names
    }
}

// MARK: - PostListModuleOutput

extension PostFeedPresenter: PostListModuleOutput {
    func didUpdatePostList(_ summary: PostListSummary) {
        trace()
        state.list = summary
    }
}
