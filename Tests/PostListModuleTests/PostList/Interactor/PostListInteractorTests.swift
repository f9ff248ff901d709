import Testing
@testable import PostListModule

@Suite @MainActor
struct PostListInteractorTests {
    let scheduler = VirtualScheduler()
    let repository = GeneratedPostRepository(catalog: PostCatalog(feeds: [(name: "news", size: 45)]))
    let output = RecordingPostListInteractorOutput()
    let interactor: PostListInteractor

    init() {
        let pagingFacade = PagingFacade(repository: repository)
        interactor = PostListInteractor(
            repository: repository, pagingFacade: pagingFacade,
            pageService: SimulatedPostPageService(pagingFacade: pagingFacade, services: SessionServices(scheduler: scheduler)))
        interactor.output = output
    }

    @Test func aPageArrivesAfterTheServicesLatencyOnTheVirtualClock() throws {
        scheduler.capturingTasks { interactor.obtainFirstPage(ofFeed: "news") }

        try scheduler.advance(by: .milliseconds(149))
        #expect(output.events.isEmpty)

        try scheduler.advance(by: .milliseconds(1))
        #expect(output.events.count == 1)
    }

    @Test func firstPageHasTwentyPosts() throws {
        scheduler.capturingTasks { interactor.obtainFirstPage(ofFeed: "news") }
        try scheduler.runUntilIdle()

        guard case .firstPage(let page) = try #require(output.events.first) else { Issue.record("no first page"); return }
        #expect(page.posts.count == 20)
        #expect(page.total == 45)
    }

    @Test func nextPageAfterFortyIsTheShortLastPage() throws {
        scheduler.capturingTasks { interactor.obtainNextPage(ofFeed: "news", loadedCount: 40) }
        try scheduler.runUntilIdle()

        guard case .nextPage(let page) = try #require(output.events.first) else { Issue.record("no next page"); return }
        #expect(page.posts.map(\.id) == (41...45).map { "news-\($0)" })
        #expect(page.number == 3)
    }

    @Test func nextPageWhenAllIsLoadedReportsTheEnd() throws {
        scheduler.capturingTasks { interactor.obtainNextPage(ofFeed: "news", loadedCount: 45) }
        try scheduler.runUntilIdle()

        #expect(output.events == [.end])
    }

    @Test func aNewLoadCancelsTheOneUnderWay() throws {
        scheduler.capturingTasks { interactor.obtainFirstPage(ofFeed: "news") }
        try scheduler.advance(by: .milliseconds(100))

        scheduler.capturingTasks { interactor.obtainNextPage(ofFeed: "news", loadedCount: 20) }
        try scheduler.runUntilIdle()

        guard case .nextPage(let page) = try #require(output.events.first) else { Issue.record("no next page"); return }
        #expect(output.events.count == 1)
        #expect(page.number == 2)
    }

    @Test func aFailingPageServiceIsReportedWithWhy() throws {
        let failing = PostListInteractor(repository: repository, pagingFacade: PagingFacade(repository: repository), pageService: FailingPostPageService())
        failing.output = output

        scheduler.capturingTasks { failing.obtainNextPage(ofFeed: "news", loadedCount: 20) }
        try scheduler.runUntilIdle()

        #expect(output.events == [.failed("news", message: "the page service is down")])
    }

    @Test func unknownFeedIsReported() throws {
        scheduler.capturingTasks { interactor.obtainFirstPage(ofFeed: "sports") }
        try scheduler.runUntilIdle()
        scheduler.capturingTasks { interactor.obtainNextPage(ofFeed: "sports", loadedCount: 0) }
        try scheduler.runUntilIdle()

        #expect(output.events == [.unknownFeed("sports"), .unknownFeed("sports")])
    }

    @Test func likesOfTheLoadedPostsAreReportedByOffset() {
        _ = repository.likePost(withId: "news-2")
        _ = repository.likePost(withId: "news-30")

        interactor.obtainLikes(ofFeed: "news", loadedCount: 20)

        #expect(output.events == [.likes([1: 1])])
    }

    @Test func feedNamesComeFromTheRepository() {
        #expect(interactor.feedNames == ["news"])
    }
}
