import Testing
import ViperRuntimeTesting
@testable import PostListModule

/// `like` → login → like resumed, through a tester.
@Suite @MainActor
struct LikeFlowTests {
    /// A tester showing PostDetail for news-7 pushed from the feed.
    private func detailTester() throws -> SessionTester {
        let tester = try makePostTester()
        try tester.open("PostFeed")
        try tester.perform("select", "7")
        return tester
    }

    @Test func likeWithoutLoginPresentsAuthorizationAndRemembersTheLike() throws {
        let tester = try detailTester()

        try tester.perform("like")

        #expect(tester.frameIDs == ["PostFeed#1", "PostDetail#1", "Authorization#1"])
        #expect(tester.session.top?.style == .present)
        let detail = tester.session.stack.frames[1]
        #expect(detail.moduleState()["pendingLike"] == true)
        #expect(detail.moduleState()["likes"] == 0)
    }

    @Test func successfulLoginAppliesThePendingLikeAndRevealsTheDetail() throws {
        let tester = try detailTester()
        try tester.perform("like")

        try tester.perform("login", "demo", "demo123")

        #expect(tester.session.top?.moduleName == "PostDetail")
        #expect(tester.state["likes"] == 1)
        #expect(tester.state["pendingLike"] == false)
        #expect(tester.screenText.contains("Likes: 1"))
    }

    @Test func theLoginAnswerArrivesOnTheVirtualClock() throws {
        let tester = try detailTester()
        try tester.perform("like")

        try tester.session.perform(action: "login", words: ["demo", "demo123"])
        #expect(tester.session.top?.moduleName == "Authorization")
        #expect(tester.state["inProgress"] == true)
        #expect(tester.screenText.contains("Logging in as demo..."))

        try tester.wait(.milliseconds(99))
        #expect(tester.session.top?.moduleName == "Authorization")

        try tester.wait(.milliseconds(1))
        #expect(tester.session.top?.moduleName == "PostDetail")
        #expect(tester.state["likes"] == 1)
    }

    @Test func likesPersistToTheListAndTheDump() throws {
        let tester = try detailTester()
        try tester.perform("like")
        try tester.perform("login", "demo", "demo123")

        try tester.back()

        #expect(tester.screenText.contains("7. News post 7 · author0 · 1 like"))
        let list = try #require(tester.session.top?.embedded.first)
        #expect(list.moduleState()["rows"]?.arrayValue?[6]["likes"] == 1)
        #expect(tester.session.dumpText().contains("News post 7 · author0 · 1 like"))
    }

    @Test func onceLoggedInLikeAppliesAtOnce() throws {
        let tester = try detailTester()
        try tester.perform("like")
        try tester.perform("login", "demo", "demo123")

        try tester.session.perform(action: "like", words: [])

        #expect(tester.session.top?.moduleName == "PostDetail")
        #expect(tester.state["likes"] == 2)
        #expect(tester.session.scheduler.pendingCount == 0)
    }

    @Test func loginIsSharedByTheModulesOfOneSession() throws {
        let tester = try detailTester()
        try tester.perform("like")
        try tester.perform("login", "demo", "demo123")
        try tester.back()

        try tester.perform("select", "8")
        try tester.perform("like")

        #expect(tester.session.top?.moduleName == "PostDetail")
        #expect(tester.state["likes"] == 1)
    }

    @Test func aFreshRegistrationStartsLoggedOutWithNoLikes() throws {
        let first = try detailTester()
        try first.perform("like")
        try first.perform("login", "demo", "demo123")

        let second = try detailTester()
        try second.perform("like")

        #expect(second.session.top?.moduleName == "Authorization")
        #expect(second.session.stack.frames[1].moduleState()["likes"] == 0)
    }

    @Test func wrongPasswordStaysWithTheMessage() throws {
        let tester = try detailTester()
        try tester.perform("like")

        try tester.perform("login", "demo", "wrong")

        #expect(tester.session.top?.moduleName == "Authorization")
        #expect(tester.screenText.contains("Invalid user name or password"))
        #expect(tester.state["error"] == "Invalid user name or password")
        #expect(tester.state["user"] == "demo")
        #expect(!tester.session.dumpText().contains("wrong"))
    }

    @Test func aRightLoginAfterAWrongOneStillResumesTheLike() throws {
        let tester = try detailTester()
        try tester.perform("like")
        try tester.perform("login", "demo", "wrong")

        try tester.perform("login", "demo", "demo123")

        #expect(tester.session.top?.moduleName == "PostDetail")
        #expect(tester.state["likes"] == 1)
    }

    @Test func cancelAtLoginLeavesLikesUnchangedAndDropsThePendingLike() throws {
        let tester = try detailTester()
        try tester.perform("like")

        try tester.perform("cancel")

        #expect(tester.session.top?.moduleName == "PostDetail")
        #expect(tester.state["likes"] == 0)
        #expect(tester.state["pendingLike"] == false)
    }

    @Test func backAtLoginDropsThePendingLike() throws {
        let tester = try detailTester()
        try tester.perform("like")

        try tester.back()

        #expect(tester.state["likes"] == 0)
        #expect(tester.state["pendingLike"] == false)
    }

    @Test func cancelWhileTheLoginIsPendingLogsNobodyIn() throws {
        let tester = try detailTester()
        try tester.perform("like")
        try tester.session.perform(action: "login", words: ["demo", "demo123"])

        try tester.perform("cancel")
        try tester.perform("like")

        #expect(tester.session.top?.moduleName == "Authorization")
        #expect(tester.session.stack.frames[1].moduleState()["likes"] == 0)
    }

    @Test func aSecondLoginWhileOneIsPendingIsRefused() throws {
        let tester = try detailTester()
        try tester.perform("like")
        try tester.session.perform(action: "login", words: ["demo", "demo123"])

        #expect(throws: ViewActionError.self) { try tester.session.perform(action: "login", words: ["demo", "demo123"]) }
    }

    @Test func unknownPostShowsPostNotFoundAndCannotBeLiked() throws {
        let tester = try makePostTester()

        try tester.open("PostDetail", parameters: ["postId": "news-1001"])

        #expect(tester.screenText.contains("Post not found"))
        #expect(tester.state["likes"] == .null)
        #expect(throws: ViewActionError.self) { try tester.perform("like") }
    }

    @Test func afterTheFlowNoClosedModuleLeavesComponentsAlive() throws {
        let tester = try detailTester()
        try tester.perform("like")
        try tester.perform("login", "demo", "wrong")
        try tester.perform("cancel")
        try tester.perform("like")
        try tester.perform("login", "demo", "demo123")
        try tester.session.tracker.assertNoSurvivors(of: "Authorization")

        try tester.back()
        try tester.session.tracker.assertNoSurvivors(of: "PostDetail")
        tester.finish()
    }
}
