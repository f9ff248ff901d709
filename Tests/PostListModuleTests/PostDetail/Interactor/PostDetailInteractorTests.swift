import Testing
@testable import PostListModule

@Suite @MainActor
struct PostDetailInteractorTests {
    let repository = GeneratedPostRepository(catalog: .builtIn)
    let authorization = StubAuthorizationService()
    let output = RecordingPostDetailInteractorOutput()
    let interactor: PostDetailInteractor

    init() {
        interactor = PostDetailInteractor(repository: repository, authorizationService: authorization)
        interactor.output = output
    }

    @Test func obtainsThePost() {
        interactor.obtainPost(withId: "news-7")

        #expect(output.events == [.obtained(repository.obtainPost(withId: "news-7"))])
    }

    @Test func obtainsNothingForAnUnknownId() {
        interactor.obtainPost(withId: "news-1001")

        #expect(output.events == [.obtained(nil)])
    }

    @Test func likeWithoutLoginAsksForOneAndChangesNothing() {
        interactor.performLike(ofPostWithId: "news-7")

        #expect(output.events == [.authorizationRequired])
        #expect(repository.obtainPost(withId: "news-7")?.likes == 0)
    }

    @Test func likeWhenLoggedInAddsALike() throws {
        authorization.loggedInUser = "demo"

        interactor.performLike(ofPostWithId: "news-7")

        let liked = try #require(repository.obtainPost(withId: "news-7"))
        #expect(liked.likes == 1)
        #expect(output.events == [.liked(liked)])
    }

    @Test func likeOfAnUnknownPostWhenLoggedInReportsNoPost() {
        authorization.loggedInUser = "demo"

        interactor.performLike(ofPostWithId: "nope")

        #expect(output.events == [.obtained(nil)])
    }
}
