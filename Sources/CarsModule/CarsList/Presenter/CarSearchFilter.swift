/// Which cars a search shows: those whose make or model contains the query,
/// ignoring case, in the order given. The list filters the cars it loaded,
/// so a search needs no new load.
enum CarSearchFilter {
    /// The cars of `cars` that match `query`; every car for an empty query.
    static func cars(_ cars: [Car], matching query: String) -> [Car] {
        guard !query.isEmpty else { return cars }
        let needle = query.lowercased()
        return cars.filter { $0.make.lowercased().contains(needle) || $0.model.lowercased().contains(needle) }
    }
}
