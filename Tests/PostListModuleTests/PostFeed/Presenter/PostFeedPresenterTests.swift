import Testing
@testable import PostListModule

@Suite @MainActor
struct PostFeedPresenterTests {
    let view = RecordingPostFeedView()
    let router = RecordingPostFeedRouter()
    let interactor = StubPostFeedInteractor()
    let presenter: PostFeedPresenter

    init() {
        presenter = PostFeedPresenter(feed: "news", router: router, interactor: interactor)
        presenter.view = view
        interactor.output = presenter
    }

    @Test func viewReadyEmbedsTheListOnTheFeedWithThePresenterAsOutput() {
        presenter.didTriggerViewReadyEvent()

        #expect(router.embeddedFeeds == ["news"])
        #expect(router.outputs.first === presenter)
        #expect(presenter.postListModuleInput === router.listInput)
        #expect(view.shown.last == PostFeedViewModel(feed: "news", feedNames: ["news", "popular"]))
    }

    /// Embeds the list, then lets the router drop it, as a closed list's
    /// frame would drop the list.
    private func embedListThatIsThenDropped() {
        presenter.didTriggerViewReadyEvent()
        #expect(presenter.postListModuleInput === router.listInput)
        router.listInput = RecordingPostListModuleInput()
    }

    @Test func theListsModuleInputIsKeptWeakly() {
        embedListThatIsThenDropped()

        #expect(presenter.postListModuleInput == nil)
    }

    @Test func feedActionReconfiguresTheEmbeddedListThroughItsInput() throws {
        presenter.didTriggerViewReadyEvent()

        try presenter.didTriggerFeedAction(name: "popular")

        #expect(router.listInput.feeds == ["popular"])
        #expect(router.embeddedFeeds == ["news"])
        #expect(view.shown.last?.feed == "popular")
        #expect(presenter.state.feed == "popular")
    }

    @Test func feedActionReembedsWhenTheListIsGone() throws {
        embedListThatIsThenDropped()

        try presenter.didTriggerFeedAction(name: "popular")

        #expect(router.embeddedFeeds == ["news", "popular"])
    }

    @Test func unknownFeedThrowsNamingTheFeedsAndChangesNothing() {
        presenter.didTriggerViewReadyEvent()

        #expect(throws: ViewActionError("unknown feed 'sports'; the feeds are news, popular")) {
            try presenter.didTriggerFeedAction(name: "sports")
        }
        #expect(router.listInput.feeds.isEmpty)
        #expect(presenter.state.feed == "news")
    }

    @Test func aListThatCannotBeEmbeddedIsShownAsAnError() {
        router.failure = TransitionError.frameClosed("PostFeed#1")

        presenter.didTriggerViewReadyEvent()

        #expect(view.shown.last?.error?.contains("PostFeed#1 is closed") == true)
    }

    @Test func configureChecksTheFeed() throws {
        try presenter.configure(withFeed: "popular")
        #expect(presenter.state.feed == "popular")

        #expect(throws: ModuleWiringError.self) { try presenter.configure(withFeed: "sports") }
        #expect(presenter.state.feed == "popular")
    }

    @Test func stateMirrorsWhatTheListReports() {
        presenter.didTriggerViewReadyEvent()

        presenter.didUpdatePostList(PostListSummary(feed: "news", loaded: 40, total: 1000, page: 2))

        let state = presenter.moduleState()
        #expect(state["feed"] == "news")
        #expect(state["loaded"] == 40)
        #expect(state["total"] == 1000)
        #expect(state["page"] == 2)
    }
}
