import CarsModule
import PostListModule
import ViperRuntime

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

    /// Sets both features up in one session: their services and endpoints
    /// in `services`, every module in `registry`.
    @MainActor
    func register(in registry: ModuleRegistry, services: SessionServices) throws {
        try CarsFeature.register(in: registry, services: services, cars: cars)
        try PostListFeature.register(in: registry, services: services, catalog: catalog)
    }
}
