@_exported import ViperRuntime

/// The PostList feature: a feed container with an embedded, paged
/// post list, a post detail, and a login screen any module can open through
/// `AuthorizationRoute`.
///
/// Modules: **PostFeed** (`feed=`, root), **PostList** (`feed=`, embedded or
/// alone), **PostDetail** (`postId=`), **Authorization** (`demo` / `demo123`).
public enum PostListFeature {
    /// The name of the feature's data file in a data directory.
    public static let dataFileName = PostCatalogFile.fileName

    /// Loads `<directory>/posts.json`; nil when the file does not exist.
    ///
    /// The file maps feed names to sizes: `{"feeds": {"news": 1000, "popular": 45}}`.
    /// A feed name is one word (ASCII letters, digits, `_`, `-`); a size is a
    /// whole number from 0 to `PostCatalog.maximumFeedSize`; at least one feed
    /// is named, and `feeds` is the only top-level member. The catalog lists
    /// the feeds in name order. A file that breaks any of this is one
    /// `DataFileError` naming the file and, where it can, line:column, and
    /// nothing of it is loaded.
    public static func loadCatalog(fromDataDirectory directory: String) throws(DataFileError) -> PostCatalog? {
        try PostCatalogFile.load(fromDataDirectory: directory)
    }

    /// Registers PostFeed, PostList, PostDetail and Authorization, sharing a
    /// fresh session state made for this call: likes from `catalog`'s posts
    /// (none yet) and nobody logged in. Call it once per session's registry.
    /// Either all four are registered or, when one is refused, none is.
    @MainActor
    public static func register(in registry: ModuleRegistry, catalog: PostCatalog) throws(RegistryError) {
        try register(in: registry, session: PostFeatureSession(catalog: catalog))
    }

    /// Sets up the feature in one session: its endpoints (`posts.page`,
    /// `auth.login`) declared in `services`, so scripts can stub them, and
    /// the modules registered over `catalog`.
    @MainActor
    public static func register(in registry: ModuleRegistry, services: SessionServices, catalog: PostCatalog) throws {
        try PostEndpoints.declare(in: services)
        try register(in: registry, catalog: catalog)
    }

    /// Registers the modules over a given shared state (tests look into it).
    @MainActor
    static func register(in registry: ModuleRegistry, session: PostFeatureSession) throws(RegistryError) {
        let catalog = session.catalog
        let defaultFeed = catalog.defaultFeed ?? "news"
        let feedParameter = ModuleParameter("feed", help: "the feed to show (\(catalog.feedNames.joined(separator: ", ")))", default: defaultFeed)
        let registrations = [
            ModuleRegistration(
                PostFeed.key, summary: "feed container with an embedded, paged post list; `feed <name>` switches feeds",
                parameters: [feedParameter], navigation: [.embed(PostList.key, slot: PostFeedRouter.listSlot)],
                routes: [ModuleRoute("posts/:feed")], view: PostFeedView.self,
                configure: { parameters, input in try input.configure(withFeed: parameters["feed"] ?? defaultFeed) }
            ) { context in
                PostFeedAssembly.assembleModule(context: context, session: session, defaultFeed: defaultFeed)
            },
            ModuleRegistration(
                PostList.key, summary: "the posts of one feed, 20 a page (embedded in PostFeed, or alone)",
                parameters: [feedParameter], navigation: [.push(PostDetail.key)], view: PostListView.self,
                configure: { parameters, input throws(ModuleWiringError) in
                    let feed = parameters["feed"] ?? defaultFeed
                    guard catalog.feedNames.contains(feed) else {
                        throw .invalidParameter(name: "feed", reason: UnknownFeed.message(for: feed, known: catalog.feedNames))
                    }
                    input.configure(withFeed: feed)
                },
                inputRecord: PostListInputRecord.init,
                outputEvents: [
                    ModuleOutputEvent("didUpdatePostList", payload: PostListSummary.self) { (output: any PostListModuleOutput, summary) in
                        output.didUpdatePostList(summary)
                    },
                ]
            ) { context in
                PostListAssembly.assembleModule(context: context, session: session, defaultFeed: defaultFeed)
            },
            ModuleRegistration(
                PostDetail.key, summary: "one post and its likes; `like` asks for a login first",
                parameters: [ModuleParameter("postId", help: "the post's id, such as news-7", required: true)],
                navigation: [.present(Authorization.key)], routes: [ModuleRoute("posts/:feed/:postId")],
                view: PostDetailView.self,
                configure: { parameters, input in input.configure(withPostId: parameters["postId"] ?? "") },
                inputRecord: PostDetailInputRecord.init
            ) { context in
                PostDetailAssembly.assembleModule(context: context, session: session)
            },
            ModuleRegistration(
                Authorization.key, summary: "log in (the demo account is demo / demo123)", view: AuthorizationView.self,
                inputRecord: AuthorizationInputRecord.init,
                outputEvents: [
                    ModuleOutputEvent("didPerformLoginWithSuccess") { (output: any AuthorizationModuleOutput) in output.didPerformLoginWithSuccess() },
                    ModuleOutputEvent("didCancelLogin") { (output: any AuthorizationModuleOutput) in output.didCancelLogin() },
                ]
            ) { context in
                AuthorizationAssembly.assembleModule(context: context, session: session)
            },
        ]
        try registry.register(registrations)
    }
}
