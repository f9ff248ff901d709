import Testing
import ViperRuntimeTesting
@testable import PostListModule

/// Paging edges through a session: the short last page, the end, refresh.
@Suite @MainActor
struct PostListPagingFlowTests {
    @Test func popularPagesTwentyFortyFortyFiveThenSaysNoMorePosts() throws {
        let tester = try makePostTester()
        try tester.open("PostFeed", parameters: ["feed": "popular"])
        #expect(tester.state["loaded"] == 20)

        try tester.perform("more")
        #expect(tester.state["loaded"] == 40)
        #expect(tester.screenText.contains("Showing 1-40 of 45"))

        try tester.perform("more")
        #expect(tester.state["loaded"] == 45)
        #expect(tester.screenText.contains("Showing 1-45 of 45"))
        #expect(tester.screenText.contains("45. Popular post 45 · author3"))
        #expect(!tester.screenText.contains("No more posts"))

        try tester.perform("more")
        #expect(tester.state["loaded"] == 45)
        #expect(tester.screenText.contains("No more posts"))
    }

    @Test func moreAtTheEndLoadsNothingAgain() throws {
        let tester = try makePostTester(catalog: PostCatalog(feeds: [(name: "tiny", size: 20)]))
        try tester.open("PostList", parameters: ["feed": "tiny"])

        try tester.perform("more")
        try tester.perform("more")

        #expect(tester.state["loaded"] == 20)
        #expect(tester.state["page"] == 1)
        #expect(tester.screenText.contains("No more posts"))
    }

    @Test func refreshAfterPagingGoesBackToTheFirstPage() throws {
        let tester = try makePostTester()
        try tester.open("PostFeed")
        try tester.perform("more")
        try tester.perform("more")

        try tester.perform("refresh")

        #expect(tester.state["loaded"] == 20)
        #expect(tester.screenText.contains("Showing 1-20 of 1000"))
        #expect(!tester.screenText.contains("21."))
    }

    @Test func refreshClearsNoMorePosts() throws {
        let tester = try makePostTester(catalog: PostCatalog(feeds: [(name: "tiny", size: 3)]))
        try tester.open("PostList", parameters: ["feed": "tiny"])
        try tester.perform("more")

        try tester.perform("refresh")

        #expect(!tester.screenText.contains("No more posts"))
        #expect(tester.screenText.contains("Showing 1-3 of 3"))
    }

    @Test func anEmptyFeedSaysNoPosts() throws {
        let tester = try makePostTester(catalog: PostCatalog(feeds: [(name: "news", size: 0)]))
        try tester.open("PostFeed")

        #expect(tester.screenText.contains("No posts"))
        #expect(!tester.screenText.contains("Showing"))
        #expect(tester.state["total"] == 0)
    }

    @Test func aMillionPostFeedPagesWithoutMaterialisingIt() throws {
        let registry = ModuleRegistry()
        let catalog = PostCatalog(feeds: [(name: "huge", size: 1_000_000)])
        try PostListFeature.register(in: registry, catalog: catalog)
        let tester = SessionTester(registry: registry, settling: .untilIdle)

        try tester.open("PostList", parameters: ["feed": "huge"])
        try tester.perform("more")

        #expect(tester.state["total"] == 1_000_000)
        #expect(tester.state["loaded"] == 40)
        #expect(tester.screenText.contains("Showing 1-40 of 1000000"))
    }
}

/// Deep paging through a tester never generates a post twice.
@Suite @MainActor
struct DeepPagingFlowTests {
    @Test func pagingDeepAndComingBackGeneratesEachLoadedPostOnce() throws {
        let registry = ModuleRegistry()
        let feature = PostFeatureSession(catalog: PostCatalog(feeds: [(name: "huge", size: 1_000_000)]))
        try PostListFeature.register(in: registry, session: feature)
        let tester = SessionTester(registry: registry, settling: .untilIdle)
        try tester.open("PostFeed", parameters: ["feed": "huge"])

        for _ in 1..<500 { try tester.perform("more") }
        #expect(tester.state["loaded"] == 10_000)
        #expect(tester.state["page"] == 500)
        #expect(feature.repository.generatedPostCount == 10_000)

        try tester.perform("select", "9999")
        try tester.perform("like")
        try tester.perform("login", "demo", "demo123")
        try tester.back()

        #expect(feature.repository.generatedPostCount == 10_000 + 3)
        let list = try #require(tester.session.top?.embedded.first)
        #expect(list.moduleState()["rows"]?.arrayValue?[9998]["likes"] == 1)
        #expect(tester.screenText.contains("9999. Huge post 9999 · author3 · 1 like"))
    }
}
