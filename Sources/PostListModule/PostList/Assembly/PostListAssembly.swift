/// Builds PostList: the posts of one feed, 20 a page through a page service
/// (`PagingFacade` behind a latency on the context's clock),
/// with `more`, `refresh` and `select <n>` (PostDetail by push).
///
/// Used embedded, in PostFeed's `list` slot, configured and reconfigured
/// through `PostListModuleInput`; it can also be opened on its own
/// (`open PostList feed=popular`).
@MainActor
enum PostListAssembly {
    static func assembleModule(context: ModuleContext, session: PostFeatureSession, defaultFeed: String) -> AssembledModule {
        let pagingFacade = PagingFacade(repository: session.repository)
        let pageService = SimulatedPostPageService(pagingFacade: pagingFacade, services: context.services)
        let interactor = PostListInteractor(repository: session.repository, pagingFacade: pagingFacade, pageService: pageService)
        let router = PostListRouter()
        router.transitionHandler = context.transitionHandler
        let presenter = PostListPresenter(feed: defaultFeed, router: router, interactor: interactor)
        interactor.output = presenter
        let cellObjectFactory = PostListCellObjectFactory()
        let dataDisplayManager = PostListDataDisplayManager(cellObjectFactory: cellObjectFactory)
        let view = PostListView(output: presenter, dataDisplayManager: dataDisplayManager)
        presenter.view = view
        return AssembledModule(
            view: view, presenter: presenter, interactor: interactor, router: router,
            helpers: [pagingFacade, dataDisplayManager, cellObjectFactory])
    }
}
