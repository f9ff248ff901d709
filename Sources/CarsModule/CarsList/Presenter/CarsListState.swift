/// What the CarsList presenter remembers: a plain value with no behaviour.
struct CarsListState: Equatable {
    /// Every car of the last load, in the repository's order.
    var loadedCars: [Car] = []
    /// The cars shown: `loadedCars` filtered by `query`.
    var cars: [Car] = []
    /// The search the list is filtered by; empty for none.
    var query = ""
    /// A search typed but still waiting for its debounce, if any.
    var pendingQuery: String?
    /// Whether a load is under way.
    var isLoading = false
    /// What the last load's failure shows, until a load succeeds.
    var loadError: String?
}
