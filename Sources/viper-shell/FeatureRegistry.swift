import ViperRuntime

/// The data the two features run on: built in, or loaded from `--data DIR`.
///
/// PLACEHOLDER until the Cars and PostList features land on main: it loads
/// and registers nothing. The real wiring replaces this file.
struct FeatureData {
    /// Loads `cars.json` / `posts.json` from `directory` where present.
    static func load(fromDataDirectory directory: String?) throws(DataFileError) -> FeatureData {
        FeatureData()
    }

    /// Registers every module of both features into `registry`.
    @MainActor
    func register(in registry: ModuleRegistry) throws {}
}
