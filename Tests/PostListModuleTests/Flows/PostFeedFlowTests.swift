import Testing
@testable import PostListModule

/// The feed container with its embedded list, driven through a session as the shell drives it.
@Suite @MainActor
struct PostFeedFlowTests {
    @Test func openingPostFeedEmbedsTheListInSlotList() throws {
        let session = try makePostSession()

        try session.openAndSettle("PostFeed")

        let top = try #require(session.top)
        #expect(top.moduleName == "PostFeed")
        #expect(top.embedded.map(\.moduleName) == ["PostList"])
        #expect(top.embedded.first?.slot == "list")
        #expect(top.embedded.first?.style == .embed)
        #expect(session.stack.depth == 1)
        #expect(session.topScreenText.contains("Feed: news"))
        #expect(session.topScreenText.contains("1. News post 1 · author1"))
        #expect(session.topScreenText.contains("Showing 1-20 of 1000"))
    }

    @Test func postFeedStateMirrorsTheEmbeddedList() throws {
        let session = try makePostSession()
        try session.openAndSettle("PostFeed")

        try session.run("more")

        let state = session.topState
        #expect(state["feed"] == "news")
        #expect(state["loaded"] == 40)
        #expect(state["total"] == 1000)
        #expect(session.topScreenText.contains("Showing 1-40 of 1000"))
    }

    @Test func feedActionReconfiguresTheEmbeddedListInPlace() throws {
        let session = try makePostSession()
        try session.openAndSettle("PostFeed")
        try session.run("more")
        let listBefore = try #require(session.top?.embedded.first)

        try session.run("feed", "popular")

        #expect(session.top?.embedded.first === listBefore)
        #expect(session.topScreenText.contains("Feed: popular"))
        #expect(session.topScreenText.contains("Showing 1-20 of 45"))
        #expect(session.topScreenText.contains("1. Popular post 1 · author1"))
        #expect(session.topState["loaded"] == 20)
        #expect(session.topState["total"] == 45)
        #expect(listBefore.moduleState()["feed"] == "popular")
    }

    @Test func unknownFeedIsAViewActionErrorNamingTheFeeds() throws {
        let session = try makePostSession()
        try session.openAndSettle("PostFeed")

        #expect {
            try session.run("feed", "sports")
        } throws: { error in
            let message = (error as? ViewActionError)?.message ?? ""
            return message.contains("sports") && message.contains("news, popular")
        }
        #expect(session.topState["feed"] == "news")
    }

    @Test func feedActionSuggestsTheCatalogsFeeds() throws {
        let session = try makePostSession()
        try session.openAndSettle("PostFeed")

        #expect(session.top?.suggestedValues(forAction: "feed", parameterAt: 0) == ["news", "popular"])
    }

    @Test func openingPostFeedOnAnUnknownFeedFailsAndOpensNothing() throws {
        let session = try makePostSession()

        #expect(throws: ModuleWiringError.self) { try session.openAndSettle("PostFeed", parameters: ["feed": "sports"]) }
        #expect(session.top == nil)
    }

    @Test func postFeedOpensOnTheNamedFeed() throws {
        let session = try makePostSession()

        try session.openAndSettle("PostFeed", parameters: ["feed": "popular"])

        #expect(session.topScreenText.contains("Feed: popular"))
        #expect(session.topState["total"] == 45)
    }

    @Test func theListsActionsAreAvailableOnTheContainer() throws {
        let session = try makePostSession()
        try session.openAndSettle("PostFeed")

        let names = session.top?.availableActions.map(\.action.name)

        #expect(names == ["feed", "more", "refresh", "select"])
    }

    @Test func selectPushesPostDetailOnTheStackAboveTheContainer() throws {
        let session = try makePostSession()
        try session.openAndSettle("PostFeed")

        try session.run("select", "7")

        #expect(session.frameIDs == ["PostFeed#1", "PostDetail#1"])
        #expect(session.top?.style == .push)
        #expect(session.topState["postId"] == "news-7")
        #expect(session.topScreenText.contains("News post 7"))
        #expect(session.topScreenText.contains("Author: author0"))
        #expect(session.topScreenText.contains("Likes: 0"))
    }

    @Test func selectPastTheLoadedRowsIsAViewActionError() throws {
        let session = try makePostSession()
        try session.openAndSettle("PostFeed")

        #expect(throws: ViewActionError.self) { try session.run("select", "21") }
        #expect(session.stack.depth == 1)
    }

    @Test func postListOpensOnItsOwn() throws {
        let session = try makePostSession()

        try session.openAndSettle("PostList", parameters: ["feed": "popular"])
        try session.run("select", "3")

        #expect(session.frameIDs == ["PostList#1", "PostDetail#1"])
        #expect(session.topState["postId"] == "popular-3")
    }

    @Test func closingTheFeedReleasesEveryComponent() throws {
        let session = try makePostSession()
        try session.openAndSettle("PostFeed")
        try session.run("feed", "popular")
        try session.run("select", "1")

        try session.back()
        session.closeAll()

        for module in ["PostFeed", "PostList", "PostDetail"] {
            try session.tracker.assertNoSurvivors(of: module)
        }
        #expect(session.tracker.liveCount() == 0)
    }

    @Test func embeddedListComponentsAreTracked() throws {
        let session = try makePostSession()

        try session.openAndSettle("PostFeed")

        let roles = session.tracker.liveCountByRole(module: "PostList")
        #expect(roles[.view] == 1 && roles[.presenter] == 1 && roles[.interactor] == 1 && roles[.router] == 1)
        #expect(roles[.helper] == 3)
    }
}
