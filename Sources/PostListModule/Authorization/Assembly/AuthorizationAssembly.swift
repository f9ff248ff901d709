/// Builds Authorization: a login screen over the session's authorization
/// service (`login <user> <password>`, `cancel`). Opened by
/// `AuthorizationRoute` from any module that needs a login, with that
/// module as its `AuthorizationModuleOutput`; it closes itself when done, and
/// gives a login up after 10 s of virtual time (`Login timed out`).
@MainActor
enum AuthorizationAssembly {
    static func assembleModule(context: ModuleContext, session: PostFeatureSession) -> AssembledModule {
        let service = SimulatedAuthorizationService(session: session.authorization, services: context.services)
        let interactor = AuthorizationInteractor(authorizationService: service)
        let router = AuthorizationRouter()
        router.transitionHandler = context.transitionHandler
        let presenter = AuthorizationPresenter(router: router, interactor: interactor, scheduler: context.scheduler)
        interactor.output = presenter
        let view = AuthorizationView(output: presenter)
        presenter.view = view
        return AssembledModule(view: view, presenter: presenter, interactor: interactor, router: router, helpers: [service])
    }
}
