import CarsModule
import ViperRuntime

/// The data the features run on: built in, or loaded from `--data DIR`.
///
/// Loaded once at start; every session (each scenario of a run) registers
/// the modules again over fresh repositories seeded from these values, so no
/// session sees another's changes.
struct FeatureData {
    var cars = CarsFeature.builtInCars

    /// Loads `cars.json` from `directory` where present, else keeps the
    /// built-in data. A malformed file throws, and nothing is loaded.
    static func load(fromDataDirectory directory: String?) throws(DataFileError) -> FeatureData {
        var data = FeatureData()
        guard let directory else { return data }
        if let cars = try CarsFeature.loadCars(fromDataDirectory: directory) { data.cars = cars }
        return data
    }

    /// Registers every module of the features into `registry`.
    @MainActor
    func register(in registry: ModuleRegistry) throws {
        try CarsFeature.register(in: registry, cars: cars)
    }
}
