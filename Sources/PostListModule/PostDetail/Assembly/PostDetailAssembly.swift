/// Builds PostDetail: one post with its likes (`open PostDetail
/// postId=news-7`). `like` needs a login: when nobody is logged in it opens
/// Authorization through `AuthorizationRoute` and finishes the like after a
/// successful login. Pushed by PostList; not used embedded.
@MainActor
enum PostDetailAssembly {
    static func assembleModule(context: ModuleContext, session: PostFeatureSession) -> AssembledModule {
        let service = SimulatedAuthorizationService(session: session.authorization, services: context.services)
        let interactor = PostDetailInteractor(repository: session.repository, authorizationService: service)
        let router = PostDetailRouter()
        router.transitionHandler = context.transitionHandler
        let presenter = PostDetailPresenter(router: router, interactor: interactor)
        interactor.output = presenter
        let view = PostDetailView(output: presenter)
        presenter.view = view
        return AssembledModule(view: view, presenter: presenter, interactor: interactor, router: router, helpers: [service])
    }
}
