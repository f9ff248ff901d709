@_exported import ViperRuntime

/// The Shop feature: a catalog of products (Catalog, the root), one product
/// with its favourite star (ProductDetail, pushed from the catalog) and a
/// checkout that places an order (Checkout, pushed from the catalog), over an
/// `async throws` shop service whose calls go through declared endpoints to a
/// server kept in memory (`ShopBackend`).
///
/// It exists to be explored: `PlantedBugs` switches on three bugs teams ship,
/// and the feature declares the invariants that see them (`ShopInvariants`).
public enum ShopFeature {
    /// The bugs the feature can be built with: all of them by default, none
    /// for the fixed feature.
    public struct PlantedBugs: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// The catalog learns of a changed favourite only from the detail that
        /// saved it: go back before the save answers and, when the catalog's
        /// reload reads the server before the save lands, the list keeps the
        /// old star. Fixed: the catalog reloads whenever the server's favourites change.
        public static let staleFavouritesAfterBack = PlantedBugs(rawValue: 1 << 0)
        /// `submit` stays available while the order is on its way: pressed
        /// twice before the answer, the server gets the order twice.
        /// Fixed: `submit` is unavailable while an order is being placed.
        public static let doubleSubmission = PlantedBugs(rawValue: 1 << 1)
        /// `retry` is offered only over products shown once: when the first
        /// load, on open, fails, the catalog says so and offers no `retry`.
        /// Fixed: `retry` is offered after every failed load.
        public static let noRetryAfterFailedOpen = PlantedBugs(rawValue: 1 << 2)

        public static let all: PlantedBugs = [.staleFavouritesAfterBack, .doubleSubmission, .noRetryAfterFailedOpen]

        /// The bugs named in `text`: `all`, `none`, or names separated by
        /// commas (`stale`, `double`, `retry`); nil for a word it does not know.
        public init?(naming text: String) {
            var bugs: PlantedBugs = []
            for word in text.split(separator: ",") {
                switch word {
                case "all": bugs.formUnion(.all)
                case "none": break
                case "stale": bugs.insert(.staleFavouritesAfterBack)
                case "double": bugs.insert(.doubleSubmission)
                case "retry": bugs.insert(.noRetryAfterFailedOpen)
                default: return nil
                }
            }
            self = bugs
        }
    }

    /// Sets the feature up in one session: a fresh `ShopBackend` provided in
    /// `services`, the endpoints declared, the three modules registered over a
    /// `SimulatedShopService`, and the feature's invariants declared.
    @MainActor
    public static func register(in registry: ModuleRegistry, services: SessionServices, bugs: PlantedBugs) throws {
        let backend = ShopBackend(services: services)
        services.provide(backend)
        try ShopEndpoints.declare(in: services)
        let makeService: @MainActor (ModuleContext) -> any ShopService = { context in
            SimulatedShopService(backend: backend, services: context.services)
        }
        try registry.register([
            CatalogAssembly(makeService: makeService, bugs: bugs).makeRegistration(),
            ProductDetailAssembly(makeService: makeService).makeRegistration(),
            CheckoutAssembly(makeService: makeService, bugs: bugs).makeRegistration(),
        ])
        for invariant in ShopInvariants.all { try registry.declare(invariant) }
    }
}
