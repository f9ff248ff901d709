import Testing
@testable import PostListModule
import ViperRuntimeTesting

@Suite @MainActor
struct AuthorizationAssemblyTests {
    let session = PostFeatureSession(catalog: .builtIn)
    let handler = RecordingTransitionHandler()

    @Test func wiresEveryReferenceAsTheConventionsSay() throws {
        let module = AuthorizationAssembly.assembleModule(
            context: .forTesting(module: "Authorization", transitionHandler: handler), session: session)

        let view = try #require(module.view as? AuthorizationView)
        let presenter = try #require(module.presenter as? AuthorizationPresenter)
        let interactor = try #require(module.interactor as? AuthorizationInteractor)
        let router = try #require(module.router as? AuthorizationRouter)
        #expect(view.output === presenter)
        #expect(presenter.view === view)
        #expect(presenter.router === router)
        #expect(presenter.interactor === interactor)
        #expect(interactor.output === presenter)
        #expect(router.transitionHandler === handler)
        let service = try #require(interactor.authorizationService as? SimulatedAuthorizationService)
        #expect(service.session === session.authorization)
        #expect(module.helpers.contains { $0 === service })
    }

    @Test func droppingTheModuleFreesEveryPartEvenWithALoginPending() throws {
        let scheduler = VirtualScheduler()
        var probe: ModuleReleaseProbe?
        try scheduler.capturingTasks {
            let module = AuthorizationAssembly.assembleModule(
                context: .forTesting(module: "Authorization", transitionHandler: handler, scheduler: scheduler), session: session)
            module.view.viewDidLoad()
            try (module.presenter as? AuthorizationPresenter)?.didTriggerLoginAction(user: "demo", password: "demo123")
            probe = ModuleReleaseProbe(module)
        }
        // The login's task was cancelled with the interactor; it ends when the scheduler runs it.
        #expect(scheduler.pendingCount == 1)
        try scheduler.runUntilIdle()

        #expect(session.authorization.loggedInUser == nil)
        #expect(probe?.allReleased == true, "still alive: \(probe?.survivors ?? [])")
    }

    @Test func ownershipFollowsTheRules() {
        let problems = ModuleOwnershipCheck.problems {
            AuthorizationAssembly.assembleModule(
                context: .forTesting(module: "Authorization", transitionHandler: handler), session: session)
        }
        #expect(problems.isEmpty, "\(problems)")
    }
}
