import Testing
@testable import PostListModule

@Suite @MainActor
struct PagingFacadeTests {
    let repository = GeneratedPostRepository(catalog: .builtIn)
    var facade: PagingFacade { PagingFacade(repository: repository) }

    @Test func firstPageHoldsTwentyPostsFromOffsetZero() throws {
        let page = try #require(facade.obtainPage(1, ofFeed: "news"))

        #expect(page.number == 1)
        #expect(page.offset == 0)
        #expect(page.posts.map(\.id) == (1...20).map { "news-\($0)" })
        #expect(page.total == 1000)
        #expect(!page.isLast)
    }

    @Test func popularPagesAreTwentyTwentyAndFive() throws {
        let facade = facade
        let sizes = try (1...3).map { try #require(facade.obtainPage($0, ofFeed: "popular")).posts.count }

        #expect(sizes == [20, 20, 5])
        #expect(facade.obtainPage(3, ofFeed: "popular")?.isLast == true)
        #expect(facade.obtainPage(4, ofFeed: "popular")?.posts.isEmpty == true)
    }

    @Test func nextPageFollowsWhatIsLoaded() throws {
        let facade = facade
        let second = try #require(facade.obtainNextPage(ofFeed: "popular", loadedCount: 20))
        let third = try #require(facade.obtainNextPage(ofFeed: "popular", loadedCount: 40))

        #expect(second.number == 2 && second.offset == 20 && second.endOffset == 40)
        #expect(third.number == 3 && third.posts.count == 5 && third.isLast)
        #expect(facade.obtainNextPage(ofFeed: "popular", loadedCount: 45) == nil)
    }

    @Test func nextPageAfterAnOddCountStartsRightAfterIt() throws {
        let page = try #require(facade.obtainNextPage(ofFeed: "news", loadedCount: 25))

        #expect(page.offset == 25)
        #expect(page.posts.first?.id == "news-26")
        #expect(page.posts.count == 20)
    }

    @Test func unknownFeedsAndBadPageNumbersGiveNoPage() {
        #expect(facade.obtainPage(1, ofFeed: "sports") == nil)
        #expect(facade.obtainPage(0, ofFeed: "news") == nil)
        #expect(facade.obtainNextPage(ofFeed: "sports", loadedCount: 0) == nil)
    }

    @Test func anEmptyFeedHasAnEmptyLastFirstPage() throws {
        let empty = PagingFacade(repository: GeneratedPostRepository(catalog: PostCatalog(feeds: [(name: "e", size: 0)])))

        let page = try #require(empty.obtainPage(1, ofFeed: "e"))

        #expect(page.posts.isEmpty && page.isLast)
        #expect(empty.obtainNextPage(ofFeed: "e", loadedCount: 0) == nil)
    }

    @Test func page50000OfAMillionPostsGeneratesOnlyItsTwentyPosts() throws {
        let huge = GeneratedPostRepository(catalog: PostCatalog(feeds: [(name: "huge", size: 1_000_000)]))
        let facade = PagingFacade(repository: huge)

        let page = try #require(facade.obtainPage(50_000, ofFeed: "huge"))

        #expect(page.offset == 999_980)
        #expect(page.posts.first?.id == "huge-999981")
        #expect(page.posts.last?.id == "huge-1000000")
        #expect(page.isLast)
        #expect(huge.generatedPostCount == 20)
    }

    @Test func theNextPageDeepInAMillionPostsCostsOnePage() throws {
        let huge = GeneratedPostRepository(catalog: PostCatalog(feeds: [(name: "huge", size: 1_000_000)]))
        let facade = PagingFacade(repository: huge)

        let page = try #require(facade.obtainNextPage(ofFeed: "huge", loadedCount: 49_999 * 20))

        #expect(page.number == 50_000)
        #expect(huge.generatedPostCount == 20)
    }

    @Test func aHugePageNumberDoesNotOverflow() throws {
        let page = try #require(facade.obtainPage(Int.max, ofFeed: "news"))

        #expect(page.posts.isEmpty)
    }

    @Test func likesOfTheCachedPostsComeByOffsetWithoutRereadingThem() {
        _ = repository.likePost(withId: "news-2")
        _ = repository.likePost(withId: "news-2")
        _ = repository.likePost(withId: "news-21")
        _ = repository.likePost(withId: "popular-1")
        let generatedBefore = repository.generatedPostCount

        let likes = facade.obtainLikes(ofFeed: "news", loadedCount: 20)

        #expect(likes == [1: 2])
        #expect(repository.generatedPostCount == generatedBefore)
    }
}
