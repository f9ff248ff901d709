import Testing
import ViperRuntimeTesting
@testable import PostListModule

@Suite @MainActor
struct PostDetailPresenterTests {
    let view = RecordingPostDetailView()
    let router = RecordingPostDetailRouter()
    let interactor = RecordingPostDetailInteractor()
    let presenter: PostDetailPresenter
    let post = makePosts("news", 7...7)[0]

    init() {
        presenter = PostDetailPresenter(router: router, interactor: interactor)
        presenter.view = view
    }

    /// The presenter showing news-7.
    private func showingPost() {
        presenter.configure(withPostId: "news-7")
        presenter.didObtainPost(post)
    }

    @Test func configuringAsksForThePost() {
        presenter.configure(withPostId: "news-7")

        #expect(interactor.obtained == ["news-7"])
        #expect(presenter.state.postId == "news-7")
    }

    @Test func postIdParameterConfiguresIt() throws {
        let tester = try makePostTester()

        try tester.open("PostDetail", parameters: ["postId": "popular-3"])

        #expect(tester.session.top?.moduleState()["postId"] == .string("popular-3"))
    }

    @Test func obtainedPostIsShown() {
        showingPost()

        #expect(view.shown.last?.content?.title == "News post 7")
        #expect(view.shown.last?.content?.likes == 0)
    }

    @Test func likeAsksTheInteractor() throws {
        showingPost()

        try presenter.didTriggerLikeAction()

        #expect(interactor.liked == ["news-7"])
    }

    @Test func likeOfAMissingPostThrows() {
        presenter.configure(withPostId: "news-0")
        presenter.didObtainPost(nil)

        #expect(throws: ViewActionError(PostDetailPresenter.notFoundMessage)) { try presenter.didTriggerLikeAction() }
        #expect(interactor.liked.isEmpty)
    }

    @Test func aLikeNeedingLoginIsRememberedAndOpensAuthorizationWithThePresenterAsOutput() {
        showingPost()

        presenter.didRequireAuthorizationToLike()

        #expect(presenter.state.pendingLike)
        #expect(router.authorizationOutputs.count == 1)
        #expect(router.authorizationOutputs.first === presenter)
    }

    @Test func successfulLoginResumesThePendingLike() {
        showingPost()
        presenter.didRequireAuthorizationToLike()

        presenter.didPerformLoginWithSuccess()

        #expect(interactor.liked == ["news-7"])
    }

    @Test func successfulLoginWithoutAPendingLikeDoesNothing() {
        showingPost()

        presenter.didPerformLoginWithSuccess()

        #expect(interactor.liked.isEmpty)
    }

    @Test func likedPostIsShownAndThePendingLikeCleared() {
        showingPost()
        presenter.didRequireAuthorizationToLike()
        var liked = post
        liked.likes = 1

        presenter.didLikePost(liked)

        #expect(!presenter.state.pendingLike)
        #expect(view.shown.last?.content?.likes == 1)
    }

    @Test func cancelledLoginDropsThePendingLike() {
        showingPost()
        presenter.didRequireAuthorizationToLike()

        presenter.didCancelLogin()

        #expect(!presenter.state.pendingLike)
        #expect(interactor.liked.isEmpty)
    }

    @Test func showingAgainDropsAnAbandonedLikeAndRereadsThePost() {
        showingPost()
        presenter.didRequireAuthorizationToLike()

        presenter.didTriggerViewWillAppearEvent()

        #expect(!presenter.state.pendingLike)
        #expect(interactor.obtained == ["news-7", "news-7"])
    }

    @Test func aLoginScreenThatCannotOpenIsShownAsAnError() {
        showingPost()
        router.failure = TransitionError.frameClosed("PostDetail#1")

        presenter.didRequireAuthorizationToLike()

        #expect(!presenter.state.pendingLike)
        #expect(view.shown.last?.error?.contains("PostDetail#1 is closed") == true)
    }

    @Test func stateHasPostIdLikesAndPendingLike() {
        showingPost()
        presenter.didRequireAuthorizationToLike()

        let state = presenter.moduleState()

        #expect(state["postId"] == "news-7")
        #expect(state["likes"] == 0)
        #expect(state["pendingLike"] == true)
    }
}
