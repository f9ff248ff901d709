import CarsModule
import PostListModule
import ViperRuntime

/// Sessions over the two features, as the executable builds them.
@MainActor
enum Sessions {
    static func cars() throws -> ViperSession {
        let registry = ModuleRegistry()
        try CarsFeature.register(in: registry, cars: CarsFeature.builtInCars)
        return ViperSession(registry: registry)
    }

    static func posts(feedSize: Int) throws -> ViperSession {
        let registry = ModuleRegistry()
        try PostListFeature.register(in: registry, catalog: PostCatalog(feeds: [(name: "big", size: feedSize)]))
        return ViperSession(registry: registry)
    }
}
