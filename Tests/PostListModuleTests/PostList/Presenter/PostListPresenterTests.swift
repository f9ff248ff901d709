import Testing
import ViperRuntimeTesting
@testable import PostListModule

@Suite @MainActor
struct PostListPresenterTests {
    let view = RecordingPostListView()
    let router = RecordingPostListRouter()
    let interactor = RecordingPostListInteractor()
    let output = RecordingPostListModuleOutput()
    let presenter: PostListPresenter

    init() {
        presenter = PostListPresenter(feed: "news", router: router, interactor: interactor)
        presenter.view = view
        presenter.moduleOutput = output
    }

    private func page(_ numbers: ClosedRange<Int>, number: Int, total: Int = 1000, feed: String = "news") -> PostPage {
        PostPage(feed: feed, number: number, offset: numbers.lowerBound - 1, posts: makePosts(feed, numbers), total: total)
    }

    @Test func viewReadyAsksForTheFirstPage() {
        presenter.didTriggerViewReadyEvent()

        #expect(interactor.calls == [.firstPage("news")])
    }

    @Test func whileTheFirstPageLoadsTheListSaysSoInsteadOfNoPosts() throws {
        presenter.didTriggerViewReadyEvent()

        let shown = try #require(view.shown.last)
        #expect(shown.title == "Posts: news")
        #expect(shown.status == PostListViewModel.Status(total: 0, message: "Loading posts...", isLoading: true))
        #expect(presenter.moduleState()["loading"] == true)
        let lines = PostListDataDisplayManager(cellObjectFactory: PostListCellObjectFactory()).makeLines(for: shown)
        #expect(lines == [.message("Loading posts...", severity: .info)])
    }

    @Test func theFirstPageEndsTheLoading() {
        presenter.didTriggerViewReadyEvent()

        presenter.didObtainFirstPage(page(1...20, number: 1))

        #expect(view.status?.isLoading == false)
        #expect(view.status?.message == nil)
        #expect(presenter.moduleState()["loading"] == false)
    }

    @Test func aFailedPageShowsWhyAndMoreTriesAgain() {
        presenter.didObtainFirstPage(page(1...20, number: 1))
        presenter.didTriggerMoreAction()

        presenter.didFailToObtainPage(ofFeed: "news", error: PostPageError.unknownFeed("news"))

        #expect(view.status?.loadError == "Could not load posts: no feed named news")
        #expect(view.status?.isLoading == false)
        #expect(presenter.state.posts.count == 20)
        #expect(presenter.moduleState()["error"] == "Could not load posts: no feed named news")

        presenter.didTriggerMoreAction()

        #expect(interactor.calls == [.nextPage("news", loaded: 20), .nextPage("news", loaded: 20)])
        #expect(view.status?.loadError == nil)
        #expect(view.status?.message == "Loading posts...")
    }

    @Test func configuringBeforeTheViewIsReadyLoadsNothingYet() {
        presenter.configure(withFeed: "popular")

        #expect(interactor.calls.isEmpty)
        #expect(presenter.state.feed == "popular")
    }

    @Test func reconfiguringAReadyListLoadsTheNewFeedsFirstPage() {
        presenter.didTriggerViewReadyEvent()
        presenter.didObtainFirstPage(page(1...20, number: 1))

        presenter.configure(withFeed: "popular")

        #expect(interactor.calls.last == .firstPage("popular"))
        #expect(presenter.state.posts.isEmpty)
    }

    @Test func firstPageIsShownAndReportedToTheOutput() throws {
        presenter.didObtainFirstPage(page(1...20, number: 1))

        let shown = try #require(view.shown.last)
        #expect(shown.rows.count == 20)
        #expect(shown.rows.first == PostListViewModel.Row(title: "News post 1", author: "author1", likes: 0))
        #expect(shown.status.total == 1000)
        #expect(shown.title == "Posts: news")
        #expect(output.summaries.last == PostListSummary(feed: "news", loaded: 20, total: 1000, page: 1))
    }

    @Test func moreAsksForThePageAfterWhatIsLoaded() {
        presenter.didObtainFirstPage(page(1...20, number: 1))

        presenter.didTriggerMoreAction()

        #expect(interactor.calls == [.nextPage("news", loaded: 20)])
    }

    @Test func nextPageIsAppendedToTheViewWithoutResendingTheLoadedRows() {
        presenter.didObtainFirstPage(page(1...20, number: 1))

        presenter.didObtainNextPage(page(21...40, number: 2))

        #expect(presenter.state.posts.map(\.id).suffix(2) == ["news-39", "news-40"])
        #expect(view.shown.count == 1)
        #expect(view.appended.map(\.count) == [20])
        #expect(view.appended.first?.first?.title == "News post 21")
        #expect(output.summaries.last == PostListSummary(feed: "news", loaded: 40, total: 1000, page: 2))
    }

    @Test func endOfFeedShowsNoMorePosts() {
        presenter.didObtainFirstPage(page(1...20, number: 1, total: 20))

        presenter.didReachEndOfFeed()

        #expect(view.status?.message == "No more posts")
        #expect(presenter.state.posts.count == 20)
    }

    @Test func refreshClearsTheMessageAndAsksForTheFirstPage() {
        presenter.didReachEndOfFeed()

        presenter.didTriggerRefreshAction()

        #expect(presenter.state.message == nil)
        #expect(interactor.calls == [.firstPage("news")])
    }

    @Test func selectOpensTheDetailOfThatRowsPost() throws {
        presenter.didObtainFirstPage(page(1...20, number: 1))

        try presenter.didTriggerSelectAction(row: 7)

        #expect(router.openedPostIds == ["news-7"])
    }

    @Test func selectPastTheLoadedRowsThrowsAndOpensNothing() {
        presenter.didObtainFirstPage(page(1...20, number: 1))

        #expect(throws: ViewActionError.self) { try presenter.didTriggerSelectAction(row: 21) }
        #expect(router.openedPostIds.isEmpty)
    }

    @Test func showingAgainAsksForTheLikesOfTheLoadedPosts() {
        presenter.didObtainFirstPage(page(1...20, number: 1))

        presenter.didTriggerViewWillAppearEvent()

        #expect(interactor.calls == [.likes("news", loaded: 20)])
    }

    @Test func changedLikesUpdateOnlyThoseRows() {
        presenter.didObtainFirstPage(page(1...3, number: 1))

        presenter.didObtainLikes([1: 3])

        #expect(presenter.state.posts[1].likes == 3)
        #expect(view.updated == [[1: PostListViewModel.Row(title: "News post 2", author: "author2", likes: 3)]])
    }

    @Test func unchangedLikesUpdateNothing() {
        presenter.didObtainFirstPage(page(1...3, number: 1))
        presenter.didObtainLikes([1: 3])

        presenter.didObtainLikes([1: 3, 7: 1])

        #expect(view.updated.count == 1)
    }

    @Test func unknownFeedShowsAnError() {
        presenter.didFailToFindFeed("sports")

        #expect(view.shown.last?.status.error == "No feed named news")
        #expect(output.summaries.last?.total == 0)
    }

    @Test func feedParameterConfiguresTheList() throws {
        let tester = try makePostTester()

        try tester.open("PostList", parameters: ["feed": "popular"])

        #expect(tester.session.top?.moduleState()["feed"] == .string("popular"))
    }

    @Test func unknownFeedParameterIsRejectedNamingTheFeeds() throws {
        let tester = try makePostTester()
        #expect {
            try tester.open("PostList", parameters: ["feed": "sports"])
        } throws: { error in
            (error as? ModuleWiringError).map { "\($0)" }?.contains("news, popular") ?? false
        }
    }

    @Test func moduleOutputMustBeAPostListOutput() {
        #expect(throws: ModuleWiringError.self) { try presenter.setModuleOutput(UnrelatedModuleOutput()) }
    }

    @Test func stateHasFeedLoadedTotalAndPage() {
        presenter.didObtainFirstPage(page(1...20, number: 1))

        let state = presenter.moduleState()

        #expect(state["feed"] == "news")
        #expect(state["loaded"] == 20)
        #expect(state["total"] == 1000)
        #expect(state["page"] == 1)
        #expect(state["rows"]?.arrayValue?.first?["id"] == "news-1")
    }
}
