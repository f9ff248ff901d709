/// What the catalog holds: the products as last loaded (and starred since),
/// whether a load is under way, and why the last one failed.
public struct CatalogState: Encodable, Sendable, Equatable {
    public struct Row: Encodable, Sendable, Equatable {
        public var id: String
        public var name: String
        public var isFavourite: Bool
    }

    public var rows: [Row] = []
    public var isLoading = false
    /// Whether a load ever succeeded (the rows come from the server).
    public var hasLoaded = false
    /// Why the last load failed, as the screen shows it.
    public var error: String?
}
