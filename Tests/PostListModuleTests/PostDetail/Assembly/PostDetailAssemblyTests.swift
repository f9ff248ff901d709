import Testing
@testable import PostListModule
import ViperRuntimeTesting

@Suite @MainActor
struct PostDetailAssemblyTests {
    let session = PostFeatureSession(catalog: .builtIn)
    let handler = RecordingTransitionHandler()

    @Test func wiresEveryReferenceAsTheConventionsSay() throws {
        let module = PostDetailAssembly.assembleModule(
            context: .forTesting(module: "PostDetail", transitionHandler: handler), session: session)

        let view = try #require(module.view as? PostDetailView)
        let presenter = try #require(module.presenter as? PostDetailPresenter)
        let interactor = try #require(module.interactor as? PostDetailInteractor)
        let router = try #require(module.router as? PostDetailRouter)
        #expect(view.output === presenter)
        #expect(presenter.view === view)
        #expect(presenter.router === router)
        #expect(presenter.interactor === interactor)
        #expect(interactor.output === presenter)
        #expect(router.transitionHandler === handler)
        #expect(interactor.repository === session.repository)
        let service = try #require(interactor.authorizationService as? SimulatedAuthorizationService)
        #expect(service.session === session.authorization)
    }

    @Test func droppingTheModuleFreesEveryPart() throws {
        var probe: ModuleReleaseProbe?
        do {
            let module = PostDetailAssembly.assembleModule(
                context: .forTesting(module: "PostDetail", transitionHandler: handler), session: session)
            (module.presenter as? PostDetailPresenter)?.configure(withPostId: "news-1")
            module.view.viewDidLoad()
            probe = ModuleReleaseProbe(module)
        }
        #expect(probe?.allReleased == true, "still alive: \(probe?.survivors ?? [])")
    }

    @Test func ownershipFollowsTheRules() {
        let problems = ModuleOwnershipCheck.problems {
            PostDetailAssembly.assembleModule(
                context: .forTesting(module: "PostDetail", transitionHandler: handler), session: session)
        }
        #expect(problems.isEmpty, "\(problems)")
    }
}
