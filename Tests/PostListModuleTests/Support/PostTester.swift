import ViperRuntimeTesting
@testable import PostListModule

/// A tester whose session has the PostList feature registered over `catalog`;
/// it settles until idle after each step, so every answer has arrived.
@MainActor
func makePostTester(catalog: PostCatalog = .builtIn) throws -> SessionTester {
    let registry = ModuleRegistry()
    try PostListFeature.register(in: registry, catalog: catalog)
    return SessionTester(registry: registry, settling: .untilIdle)
}
