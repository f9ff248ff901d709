/// What the CarsList presenter remembers: a plain value with no behaviour.
struct CarsListState: Equatable {
    /// The cars shown, in the repository's order, filtered by `query`.
    var cars: [Car] = []
    /// The search the list is filtered by; empty for none.
    var query = ""
    /// A search typed but still waiting for its debounce, if any.
    var pendingQuery: String?
}
