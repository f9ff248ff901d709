/// Builds PostFeed, the feed container and root of the feature: when its
/// view is ready its router embeds PostList into the slot `list`, and
/// `feed <name>` switches the list to another feed through
/// `PostListModuleInput`. Its state mirrors the list's `loaded` and `total`.
@MainActor
enum PostFeedAssembly {
    static func assembleModule(context: ModuleContext, session: PostFeatureSession, defaultFeed: String) -> AssembledModule {
        let interactor = PostFeedInteractor(repository: session.repository)
        let router = PostFeedRouter()
        router.transitionHandler = context.transitionHandler
        let presenter = PostFeedPresenter(feed: defaultFeed, router: router, interactor: interactor)
        interactor.output = presenter
        let view = PostFeedView(output: presenter)
        presenter.view = view
        return AssembledModule(view: view, presenter: presenter, interactor: interactor, router: router)
    }
}
