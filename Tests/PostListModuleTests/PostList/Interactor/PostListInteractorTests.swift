import Testing
@testable import PostListModule

@Suite @MainActor
struct PostListInteractorTests {
    let repository = GeneratedPostRepository(catalog: PostCatalog(feeds: [(name: "news", size: 45)]))
    let output = RecordingPostListInteractorOutput()
    let interactor: PostListInteractor

    init() {
        interactor = PostListInteractor(repository: repository, pagingFacade: PagingFacade(repository: repository))
        interactor.output = output
    }

    @Test func firstPageHasTwentyPosts() throws {
        interactor.obtainFirstPage(ofFeed: "news")

        guard case .firstPage(let page) = try #require(output.events.first) else { Issue.record("no first page"); return }
        #expect(page.posts.count == 20)
        #expect(page.total == 45)
    }

    @Test func nextPageAfterFortyIsTheShortLastPage() throws {
        interactor.obtainNextPage(ofFeed: "news", loadedCount: 40)

        guard case .nextPage(let page) = try #require(output.events.first) else { Issue.record("no next page"); return }
        #expect(page.posts.map(\.id) == (41...45).map { "news-\($0)" })
        #expect(page.number == 3)
    }

    @Test func nextPageWhenAllIsLoadedReportsTheEnd() {
        interactor.obtainNextPage(ofFeed: "news", loadedCount: 45)

        #expect(output.events == [.end])
    }

    @Test func unknownFeedIsReported() {
        interactor.obtainFirstPage(ofFeed: "sports")
        interactor.obtainNextPage(ofFeed: "sports", loadedCount: 0)

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
