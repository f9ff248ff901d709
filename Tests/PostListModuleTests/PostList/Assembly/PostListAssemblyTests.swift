import Testing
@testable import PostListModule
import ViperRuntimeTesting

@Suite @MainActor
struct PostListAssemblyTests {
    let session = PostFeatureSession(catalog: .builtIn)
    let handler = RecordingTransitionHandler()

    @Test func wiresEveryReferenceAsTheConventionsSay() throws {
        let module = PostListAssembly.assembleModule(
            context: .forTesting(module: "PostList", transitionHandler: handler), session: session, defaultFeed: "news")

        let view = try #require(module.view as? PostListView)
        let presenter = try #require(module.presenter as? PostListPresenter)
        let interactor = try #require(module.interactor as? PostListInteractor)
        let router = try #require(module.router as? PostListRouter)
        #expect(view.output === presenter)
        #expect(presenter.view === view)
        #expect(presenter.router === router)
        #expect(presenter.interactor === interactor)
        #expect(interactor.output === presenter)
        #expect(router.transitionHandler === handler)
        #expect(interactor.repository === session.repository)
        #expect(module.helpers.contains { $0 === interactor.pagingFacade })
        #expect(module.helpers.contains { $0 === view.dataDisplayManager })
        #expect(module.helpers.contains { $0 === view.dataDisplayManager.cellObjectFactory })
        #expect(presenter.state.feed == "news")
    }

    @Test func droppingTheModuleWhileAPageLoadsFreesEveryPartOnceItsTaskEnds() throws {
        let scheduler = VirtualScheduler()
        var probe: ModuleReleaseProbe?
        scheduler.capturingTasks {
            let module = PostListAssembly.assembleModule(
                context: .forTesting(module: "PostList", transitionHandler: handler, scheduler: scheduler), session: session,
                defaultFeed: "news")
            module.view.viewDidLoad()
            probe = ModuleReleaseProbe(module)
        }
        // The load's task was cancelled with the interactor; it ends when the scheduler runs it.
        try scheduler.runUntilIdle()

        #expect(scheduler.now == .zero, "the cancelled load did not wait for its latency")
        #expect(probe?.allReleased == true, "still alive: \(probe?.survivors ?? [])")
    }

    @Test func ownershipFollowsTheRules() {
        let problems = ModuleOwnershipCheck.problems {
            PostListAssembly.assembleModule(
                context: .forTesting(module: "PostList", transitionHandler: handler), session: session, defaultFeed: "news")
        }
        #expect(problems.isEmpty, "\(problems)")
    }
}
