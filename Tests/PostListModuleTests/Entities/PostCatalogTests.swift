import Testing
@testable import PostListModule

@Suite
struct PostCatalogTests {
    @Test func builtInHasNewsAndPopular() {
        #expect(PostCatalog.builtIn.feedNames == ["news", "popular"])
        #expect(PostCatalog.builtIn.size(ofFeed: "news") == 1000)
        #expect(PostCatalog.builtIn.size(ofFeed: "popular") == 45)
        #expect(PostCatalog.builtIn.size(ofFeed: "sports") == nil)
    }

    @Test func feedsKeepTheirOrderAndTheFirstOfARepeatedName() {
        let catalog = PostCatalog(feeds: [(name: "b", size: 1), (name: "a", size: 2), (name: "b", size: 3)])

        #expect(catalog.feedNames == ["b", "a"])
        #expect(catalog.size(ofFeed: "b") == 1)
    }

    @Test func sizesAreClamped() {
        let catalog = PostCatalog(feeds: [(name: "low", size: -5), (name: "high", size: Int.max)])

        #expect(catalog.size(ofFeed: "low") == 0)
        #expect(catalog.size(ofFeed: "high") == PostCatalog.maximumFeedSize)
    }

    @Test func defaultFeedIsNewsWhenThereIsOneElseTheFirst() {
        #expect(PostCatalog.builtIn.defaultFeed == "news")
        #expect(PostCatalog(feeds: [(name: "zeta", size: 1), (name: "alpha", size: 1)]).defaultFeed == "zeta")
        #expect(PostCatalog(feeds: []).defaultFeed == nil)
    }
}
