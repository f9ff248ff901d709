import Testing
@testable import PostListModule
import ViperRuntimeTesting

@Suite @MainActor
struct PostFeedAssemblyTests {
    let session = PostFeatureSession(catalog: .builtIn)
    let handler = RecordingTransitionHandler()

    @Test func wiresEveryReferenceAsTheConventionsSay() throws {
        let module = PostFeedAssembly.assembleModule(
            context: .forTesting(module: "PostFeed", transitionHandler: handler), session: session, defaultFeed: "popular")

        let view = try #require(module.view as? PostFeedView)
        let presenter = try #require(module.presenter as? PostFeedPresenter)
        let interactor = try #require(module.interactor as? PostFeedInteractor)
        let router = try #require(module.router as? PostFeedRouter)
        #expect(view.output === presenter)
        #expect(presenter.view === view)
        #expect(presenter.router === router)
        #expect(presenter.interactor === interactor)
        #expect(interactor.output === presenter)
        #expect(router.transitionHandler === handler)
        #expect(interactor.repository === session.repository)
        #expect(presenter.state.feed == "popular")
    }

    @Test func droppingTheModuleFreesEveryPartAndTheEmbeddedInput() {
        handler.moduleInput = RecordingPostListModuleInput()
        var probe: ModuleReleaseProbe?
        do {
            let module = PostFeedAssembly.assembleModule(
                context: .forTesting(module: "PostFeed", transitionHandler: handler), session: session, defaultFeed: "news")
            module.view.viewDidLoad()
            probe = ModuleReleaseProbe(module)
        }
        #expect(handler.transitions.map(\.module) == ["PostList"])
        #expect(probe?.allReleased == true, "still alive: \(probe?.survivors ?? [])")
    }

    @Test func ownershipFollowsTheRules() {
        let problems = ModuleOwnershipCheck.problems {
            PostFeedAssembly.assembleModule(
                context: .forTesting(module: "PostFeed", transitionHandler: handler), session: session, defaultFeed: "news")
        }
        #expect(problems.isEmpty, "\(problems)")
    }
}
