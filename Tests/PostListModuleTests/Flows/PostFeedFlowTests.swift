import Testing
import ViperRuntimeTesting
@testable import PostListModule

/// The feed container with its embedded list, driven through a tester as the shell drives it.
@Suite @MainActor
struct PostFeedFlowTests {
    @Test func openingPostFeedEmbedsTheListInSlotList() throws {
        let tester = try makePostTester()

        try tester.open("PostFeed")

        let top = try #require(tester.session.top)
        #expect(top.moduleName == "PostFeed")
        #expect(top.embedded.map(\.moduleName) == ["PostList"])
        #expect(top.embedded.first?.slot == "list")
        #expect(top.embedded.first?.style == .embed)
        #expect(tester.session.stack.depth == 1)
        #expect(tester.screenText.contains("Feed: news"))
        #expect(tester.screenText.contains("1. News post 1 · author1"))
        #expect(tester.screenText.contains("Showing 1-20 of 1000"))
    }

    @Test func postFeedStateMirrorsTheEmbeddedList() throws {
        let tester = try makePostTester()
        try tester.open("PostFeed")

        try tester.perform("more")

        let state = tester.state
        #expect(state["feed"] == "news")
        #expect(state["loaded"] == 40)
        #expect(state["total"] == 1000)
        #expect(tester.screenText.contains("Showing 1-40 of 1000"))
    }

    @Test func feedActionReconfiguresTheEmbeddedListInPlace() throws {
        let tester = try makePostTester()
        try tester.open("PostFeed")
        try tester.perform("more")
        let listBefore = try #require(tester.session.top?.embedded.first)

        try tester.perform("feed", "popular")

        #expect(tester.session.top?.embedded.first === listBefore)
        #expect(tester.screenText.contains("Feed: popular"))
        #expect(tester.screenText.contains("Showing 1-20 of 45"))
        #expect(tester.screenText.contains("1. Popular post 1 · author1"))
        #expect(tester.state["loaded"] == 20)
        #expect(tester.state["total"] == 45)
        #expect(listBefore.moduleState()["feed"] == "popular")
    }

    @Test func unknownFeedIsAViewActionErrorNamingTheFeeds() throws {
        let tester = try makePostTester()
        try tester.open("PostFeed")

        #expect {
            try tester.perform("feed", "sports")
        } throws: { error in
            let message = (error as? ViewActionError)?.message ?? ""
            return message.contains("sports") && message.contains("news, popular")
        }
        #expect(tester.state["feed"] == "news")
    }

    @Test func feedActionSuggestsTheCatalogsFeeds() throws {
        let tester = try makePostTester()
        try tester.open("PostFeed")

        #expect(tester.session.top?.suggestedValues(forAction: "feed", parameterAt: 0) == ["news", "popular"])
    }

    @Test func openingPostFeedOnAnUnknownFeedFailsAndOpensNothing() throws {
        let tester = try makePostTester()

        #expect(throws: ModuleWiringError.self) { try tester.open("PostFeed", parameters: ["feed": "sports"]) }
        #expect(tester.session.top == nil)
    }

    @Test func postFeedOpensOnTheNamedFeed() throws {
        let tester = try makePostTester()

        try tester.open("PostFeed", parameters: ["feed": "popular"])

        #expect(tester.screenText.contains("Feed: popular"))
        #expect(tester.state["total"] == 45)
    }

    @Test func theListsActionsAreAvailableOnTheContainer() throws {
        let tester = try makePostTester()
        try tester.open("PostFeed")

        let names = tester.session.top?.availableActions.map(\.action.name)

        #expect(names == ["feed", "more", "refresh", "select"])
    }

    @Test func selectPushesPostDetailOnTheStackAboveTheContainer() throws {
        let tester = try makePostTester()
        try tester.open("PostFeed")

        try tester.perform("select", "7")

        #expect(tester.frameIDs == ["PostFeed#1", "PostDetail#1"])
        #expect(tester.session.top?.style == .push)
        #expect(tester.state["postId"] == "news-7")
        #expect(tester.screenText.contains("News post 7"))
        #expect(tester.screenText.contains("Author: author0"))
        #expect(tester.screenText.contains("Likes: 0"))
    }

    @Test func selectPastTheLoadedRowsIsAViewActionError() throws {
        let tester = try makePostTester()
        try tester.open("PostFeed")

        #expect(throws: ViewActionError.self) { try tester.perform("select", "21") }
        #expect(tester.session.stack.depth == 1)
    }

    @Test func postListOpensOnItsOwn() throws {
        let tester = try makePostTester()

        try tester.open("PostList", parameters: ["feed": "popular"])
        try tester.perform("select", "3")

        #expect(tester.frameIDs == ["PostList#1", "PostDetail#1"])
        #expect(tester.state["postId"] == "popular-3")
    }

    @Test func closingTheFeedReleasesEveryComponent() throws {
        let tester = try makePostTester()
        try tester.open("PostFeed")
        try tester.perform("feed", "popular")
        try tester.perform("select", "1")

        try tester.back()
        tester.finish()
        #expect(tester.session.tracker.liveCount() == 0)
    }

    @Test func embeddedListComponentsAreTracked() throws {
        let tester = try makePostTester()

        try tester.open("PostFeed")

        let roles = tester.session.tracker.liveCountByRole(module: "PostList")
        #expect(roles[.view] == 1 && roles[.presenter] == 1 && roles[.interactor] == 1 && roles[.router] == 1)
        #expect(roles[.helper] == 3)
    }
}
