import CarsModule
import PostListModule
import ViperRuntime
import ViperShellKit

/// The data the two features run on: built in, or loaded from `--data DIR`.
///
/// Loaded once at start; every session (each scenario of a run) registers
/// the modules again over fresh repositories and session state seeded from
/// these values, so no session sees another's changes.
struct FeatureData {
    var cars = CarsFeature.builtInCars
    var catalog = PostCatalog.builtIn

    /// Loads `cars.json` and `posts.json` from `directory` where present,
    /// keeping the built-in data for a file that is not there. A malformed
    /// file throws, and nothing is loaded.
    static func load(fromDataDirectory directory: String?) throws(DataFileError) -> FeatureData {
        var data = FeatureData()
        guard let directory else { return data }
        if let cars = try CarsFeature.loadCars(fromDataDirectory: directory) { data.cars = cars }
        if let catalog = try PostListFeature.loadCatalog(fromDataDirectory: directory) { data.catalog = catalog }
        return data
    }

    /// The navigation edges the features' routers take, for `run --coverage`.
    /// Written here until registrations declare their navigation themselves.
    static let declaredNavigation = [
        NavigationEdge(from: "CarsList", to: "CarDetail", style: "push"),
        NavigationEdge(from: "CarsList", to: "CreateCar", style: "present"),
        NavigationEdge(from: "PostFeed", to: "PostList", style: "embed"),
        NavigationEdge(from: "PostList", to: "PostDetail", style: "push"),
        NavigationEdge(from: "PostDetail", to: "Authorization", style: "present"),
    ]

    /// Registers every module of both features into `registry`.
    @MainActor
    func register(in registry: ModuleRegistry) throws {
        try CarsFeature.register(in: registry, cars: cars)
        try PostListFeature.register(in: registry, catalog: catalog)
    }
}
