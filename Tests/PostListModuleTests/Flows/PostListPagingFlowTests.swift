import Testing
@testable import PostListModule

/// Paging edges through a session: the short last page, the end, refresh.
@Suite @MainActor
struct PostListPagingFlowTests {
    @Test func popularPagesTwentyFortyFortyFiveThenSaysNoMorePosts() throws {
        let session = try makePostSession()
        try session.openAndSettle("PostFeed", parameters: ["feed": "popular"])
        #expect(session.topState["loaded"] == 20)

        try session.run("more")
        #expect(session.topState["loaded"] == 40)
        #expect(session.topScreenText.contains("Showing 1-40 of 45"))

        try session.run("more")
        #expect(session.topState["loaded"] == 45)
        #expect(session.topScreenText.contains("Showing 1-45 of 45"))
        #expect(session.topScreenText.contains("45. Popular post 45 · author3"))
        #expect(!session.topScreenText.contains("No more posts"))

        try session.run("more")
        #expect(session.topState["loaded"] == 45)
        #expect(session.topScreenText.contains("No more posts"))
    }

    @Test func moreAtTheEndLoadsNothingAgain() throws {
        let session = try makePostSession(catalog: PostCatalog(feeds: [(name: "tiny", size: 20)]))
        try session.openAndSettle("PostList", parameters: ["feed": "tiny"])

        try session.run("more")
        try session.run("more")

        #expect(session.topState["loaded"] == 20)
        #expect(session.topState["page"] == 1)
        #expect(session.topScreenText.contains("No more posts"))
    }

    @Test func refreshAfterPagingGoesBackToTheFirstPage() throws {
        let session = try makePostSession()
        try session.openAndSettle("PostFeed")
        try session.run("more")
        try session.run("more")

        try session.run("refresh")

        #expect(session.topState["loaded"] == 20)
        #expect(session.topScreenText.contains("Showing 1-20 of 1000"))
        #expect(!session.topScreenText.contains("21."))
    }

    @Test func refreshClearsNoMorePosts() throws {
        let session = try makePostSession(catalog: PostCatalog(feeds: [(name: "tiny", size: 3)]))
        try session.openAndSettle("PostList", parameters: ["feed": "tiny"])
        try session.run("more")

        try session.run("refresh")

        #expect(!session.topScreenText.contains("No more posts"))
        #expect(session.topScreenText.contains("Showing 1-3 of 3"))
    }

    @Test func anEmptyFeedSaysNoPosts() throws {
        let session = try makePostSession(catalog: PostCatalog(feeds: [(name: "news", size: 0)]))
        try session.openAndSettle("PostFeed")

        #expect(session.topScreenText.contains("No posts"))
        #expect(!session.topScreenText.contains("Showing"))
        #expect(session.topState["total"] == 0)
    }

    @Test func aMillionPostFeedPagesWithoutMaterialisingIt() throws {
        let registry = ModuleRegistry()
        let catalog = PostCatalog(feeds: [(name: "huge", size: 1_000_000)])
        try PostListFeature.register(in: registry, catalog: catalog)
        let session = ViperSession(registry: registry)

        try session.openAndSettle("PostList", parameters: ["feed": "huge"])
        try session.run("more")

        #expect(session.topState["total"] == 1_000_000)
        #expect(session.topState["loaded"] == 40)
        #expect(session.topScreenText.contains("Showing 1-40 of 1000000"))
    }
}

/// Deep paging through a session never generates a post twice.
@Suite @MainActor
struct DeepPagingFlowTests {
    @Test func pagingDeepAndComingBackGeneratesEachLoadedPostOnce() throws {
        let registry = ModuleRegistry()
        let feature = PostFeatureSession(catalog: PostCatalog(feeds: [(name: "huge", size: 1_000_000)]))
        try PostListFeature.register(in: registry, session: feature)
        let session = ViperSession(registry: registry)
        try session.openAndSettle("PostFeed", parameters: ["feed": "huge"])

        for _ in 1..<500 { try session.run("more") }
        #expect(session.topState["loaded"] == 10_000)
        #expect(session.topState["page"] == 500)
        #expect(feature.repository.generatedPostCount == 10_000)

        try session.run("select", "9999")
        try session.run("like")
        try session.run("login", "demo", "demo123")
        try session.back()

        #expect(feature.repository.generatedPostCount == 10_000 + 3)
        let list = try #require(session.top?.embedded.first)
        #expect(list.moduleState()["rows"]?.arrayValue?[9998]["likes"] == 1)
        #expect(session.topScreenText.contains("9999. Huge post 9999 · author3 · 1 like"))
    }
}
