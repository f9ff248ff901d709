import Testing
@testable import PostListModule

/// `like` → login → like resumed, through a session.
@Suite @MainActor
struct LikeFlowTests {
    /// A session showing PostDetail for news-7 pushed from the feed.
    private func detailSession() throws -> ViperSession {
        let session = try makePostSession()
        try session.openAndSettle("PostFeed")
        try session.run("select", "7")
        return session
    }

    @Test func likeWithoutLoginPresentsAuthorizationAndRemembersTheLike() throws {
        let session = try detailSession()

        try session.run("like")

        #expect(session.frameIDs == ["PostFeed#1", "PostDetail#1", "Authorization#1"])
        #expect(session.top?.style == .present)
        let detail = session.stack.frames[1]
        #expect(detail.moduleState()["pendingLike"] == true)
        #expect(detail.moduleState()["likes"] == 0)
    }

    @Test func successfulLoginAppliesThePendingLikeAndRevealsTheDetail() throws {
        let session = try detailSession()
        try session.run("like")

        try session.run("login", "demo", "demo123")

        #expect(session.top?.moduleName == "PostDetail")
        #expect(session.topState["likes"] == 1)
        #expect(session.topState["pendingLike"] == false)
        #expect(session.topScreenText.contains("Likes: 1"))
    }

    @Test func theLoginAnswerArrivesOnTheVirtualClock() throws {
        let session = try detailSession()
        try session.run("like")

        try session.perform(action: "login", words: ["demo", "demo123"])
        #expect(session.top?.moduleName == "Authorization")
        #expect(session.topState["inProgress"] == true)
        #expect(session.topScreenText.contains("Logging in as demo..."))

        try session.wait(.milliseconds(99))
        #expect(session.top?.moduleName == "Authorization")

        try session.wait(.milliseconds(1))
        #expect(session.top?.moduleName == "PostDetail")
        #expect(session.topState["likes"] == 1)
    }

    @Test func likesPersistToTheListAndTheDump() throws {
        let session = try detailSession()
        try session.run("like")
        try session.run("login", "demo", "demo123")

        try session.back()

        #expect(session.topScreenText.contains("7. News post 7 · author0 · 1 like"))
        let list = try #require(session.top?.embedded.first)
        #expect(list.moduleState()["rows"]?.arrayValue?[6]["likes"] == 1)
        #expect(session.dumpText().contains("News post 7 · author0 · 1 like"))
    }

    @Test func onceLoggedInLikeAppliesAtOnce() throws {
        let session = try detailSession()
        try session.run("like")
        try session.run("login", "demo", "demo123")

        try session.perform(action: "like", words: [])

        #expect(session.top?.moduleName == "PostDetail")
        #expect(session.topState["likes"] == 2)
        #expect(session.scheduler.pendingCount == 0)
    }

    @Test func loginIsSharedByTheModulesOfOneSession() throws {
        let session = try detailSession()
        try session.run("like")
        try session.run("login", "demo", "demo123")
        try session.back()

        try session.run("select", "8")
        try session.run("like")

        #expect(session.top?.moduleName == "PostDetail")
        #expect(session.topState["likes"] == 1)
    }

    @Test func aFreshRegistrationStartsLoggedOutWithNoLikes() throws {
        let first = try detailSession()
        try first.run("like")
        try first.run("login", "demo", "demo123")

        let second = try detailSession()
        try second.run("like")

        #expect(second.top?.moduleName == "Authorization")
        #expect(second.stack.frames[1].moduleState()["likes"] == 0)
    }

    @Test func wrongPasswordStaysWithTheMessage() throws {
        let session = try detailSession()
        try session.run("like")

        try session.run("login", "demo", "wrong")

        #expect(session.top?.moduleName == "Authorization")
        #expect(session.topScreenText.contains("Invalid user name or password"))
        #expect(session.topState["error"] == "Invalid user name or password")
        #expect(session.topState["user"] == "demo")
        #expect(!session.dumpText().contains("wrong"))
    }

    @Test func aRightLoginAfterAWrongOneStillResumesTheLike() throws {
        let session = try detailSession()
        try session.run("like")
        try session.run("login", "demo", "wrong")

        try session.run("login", "demo", "demo123")

        #expect(session.top?.moduleName == "PostDetail")
        #expect(session.topState["likes"] == 1)
    }

    @Test func cancelAtLoginLeavesLikesUnchangedAndDropsThePendingLike() throws {
        let session = try detailSession()
        try session.run("like")

        try session.run("cancel")

        #expect(session.top?.moduleName == "PostDetail")
        #expect(session.topState["likes"] == 0)
        #expect(session.topState["pendingLike"] == false)
    }

    @Test func backAtLoginDropsThePendingLike() throws {
        let session = try detailSession()
        try session.run("like")

        try session.back()

        #expect(session.topState["likes"] == 0)
        #expect(session.topState["pendingLike"] == false)
    }

    @Test func cancelWhileTheLoginIsPendingLogsNobodyIn() throws {
        let session = try detailSession()
        try session.run("like")
        try session.perform(action: "login", words: ["demo", "demo123"])

        try session.run("cancel")
        try session.run("like")

        #expect(session.top?.moduleName == "Authorization")
        #expect(session.stack.frames[1].moduleState()["likes"] == 0)
    }

    @Test func aSecondLoginWhileOneIsPendingIsRefused() throws {
        let session = try detailSession()
        try session.run("like")
        try session.perform(action: "login", words: ["demo", "demo123"])

        #expect(throws: ViewActionError.self) { try session.perform(action: "login", words: ["demo", "demo123"]) }
    }

    @Test func unknownPostShowsPostNotFoundAndCannotBeLiked() throws {
        let session = try makePostSession()

        try session.openAndSettle("PostDetail", parameters: ["postId": "news-1001"])

        #expect(session.topScreenText.contains("Post not found"))
        #expect(session.topState["likes"] == .null)
        #expect(throws: ViewActionError.self) { try session.run("like") }
    }

    @Test func afterTheFlowNoClosedModuleLeavesComponentsAlive() throws {
        let session = try detailSession()
        try session.run("like")
        try session.run("login", "demo", "wrong")
        try session.run("cancel")
        try session.run("like")
        try session.run("login", "demo", "demo123")
        try session.tracker.assertNoSurvivors(of: "Authorization")

        try session.back()
        try session.tracker.assertNoSurvivors(of: "PostDetail")
        session.closeAll()

        for module in ["PostFeed", "PostList", "PostDetail", "Authorization"] {
            try session.tracker.assertNoSurvivors(of: module)
        }
    }
}
