import Testing
@testable import PostListModule

@Suite @MainActor
struct GeneratedPostRepositoryTests {
    let repository = GeneratedPostRepository(catalog: .builtIn)

    @Test func postNIsComputedFromItsFeedAndNumber() {
        #expect(
            repository.obtainPost(withId: "news-7")
                == Post(id: "news-7", feed: "news", title: "News post 7", author: "author0", body: "Body of news post 7.", likes: 0))
        #expect(repository.obtainPost(withId: "popular-45")?.title == "Popular post 45")
        #expect(repository.obtainPost(withId: "popular-45")?.author == "author3")
    }

    @Test func idsOutsideTheCatalogAreNotFound() {
        for id in ["news-0", "news-1001", "popular-46", "sports-1", "news-07", "news-+7", "news-", "news", "-1", ""] {
            #expect(repository.obtainPost(withId: id) == nil, "\(id)")
        }
    }

    @Test func postsAtOffsetsAreClippedToTheFeed() {
        let posts = repository.obtainPosts(inFeed: "popular", offsets: 40..<60)

        #expect(posts.map(\.id) == (41...45).map { "popular-\($0)" })
        #expect(repository.obtainPosts(inFeed: "sports", offsets: 0..<20).isEmpty)
    }

    @Test func likesAreKeptAndShownOnEveryRead() {
        _ = repository.likePost(withId: "news-3")
        let liked = repository.likePost(withId: "news-3")

        #expect(liked?.likes == 2)
        #expect(repository.obtainPost(withId: "news-3")?.likes == 2)
        #expect(repository.obtainPosts(inFeed: "news", offsets: 2..<3).first?.likes == 2)
        #expect(repository.obtainPost(withId: "news-4")?.likes == 0)
    }

    @Test func likingAnUnknownPostChangesNothing() {
        #expect(repository.likePost(withId: "news-1001") == nil)
        #expect(repository.obtainLikes(inFeed: "news").isEmpty)
    }

    @Test func likesOfAFeedComeByPostNumber() {
        _ = repository.likePost(withId: "news-3")
        _ = repository.likePost(withId: "popular-3")
        _ = repository.likePost(withId: "popular-3")

        #expect(repository.obtainLikes(inFeed: "news") == [3: 1])
        #expect(repository.obtainLikes(inFeed: "popular") == [3: 2])
    }

    @Test func onlyWhatIsAskedForIsGenerated() {
        let huge = GeneratedPostRepository(catalog: PostCatalog(feeds: [(name: "huge", size: 1_000_000)]))

        _ = huge.obtainPosts(inFeed: "huge", offsets: 999_980..<1_000_000)
        _ = huge.obtainPost(withId: "huge-500000")

        #expect(huge.generatedPostCount == 21)
        #expect(huge.numberOfPosts(inFeed: "huge") == 1_000_000)
    }
}
