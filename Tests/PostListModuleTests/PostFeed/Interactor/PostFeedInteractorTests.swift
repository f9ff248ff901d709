import Testing
@testable import PostListModule

@Suite @MainActor
struct PostFeedInteractorTests {
    @Test func feedNamesComeFromTheRepositoryInCatalogOrder() {
        let repository = GeneratedPostRepository(catalog: PostCatalog(feeds: [(name: "zeta", size: 1), (name: "alpha", size: 2)]))
        let interactor = PostFeedInteractor(repository: repository)
        let output = RecordingPostFeedInteractorOutput()
        interactor.output = output

        interactor.obtainFeedNames()

        #expect(output.names == [["zeta", "alpha"]])
    }
}
