/// What the modules of one registry share: the posts with their likes, and
/// who is logged in. `PostListFeature.register` makes a fresh one each time,
/// and the module assemblies get it from there.
@MainActor
final class PostFeatureSession {
    let catalog: PostCatalog
    let repository: GeneratedPostRepository
    let authorization: AuthorizationSession

    init(catalog: PostCatalog, authorization: AuthorizationSession = AuthorizationSession()) {
        self.catalog = catalog
        self.repository = GeneratedPostRepository(catalog: catalog)
        self.authorization = authorization
    }
}
