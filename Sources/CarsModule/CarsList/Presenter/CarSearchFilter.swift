/// Which cars a search shows: those whose make or model contains the query,
/// ignoring case, in the order given. The list filters the cars it loaded,
/// so a search needs no new load.
enum CarSearchFilter {
    /// The cars of `cars` that match `query`; every car for an empty query.
    static func cars(_ cars: [Car], matching query: String) -> [Car] {
        guard !query.isEmpty else { return cars }
        let needle = Array(query.lowercased())
        return cars.filter { text($0.make.lowercased(), contains: needle) || text($0.model.lowercased(), contains: needle) }
    }

    /// Whether `text` has `needle` as a run of its characters: what
    /// `String.contains(_:)` answers (characters compared as `Character`s, so
    /// canonically equivalent spellings match), without the general substring
    /// searcher, which costs about 2k instructions to set up for each
    /// comparison: a search's filter was a tenth of an explore step. As
    /// there, no text contains the empty string.
    static func text(_ text: String, contains needle: [Character]) -> Bool {
        guard !needle.isEmpty else { return false }
        let characters = Array(text)
        guard needle.count <= characters.count else { return false }
        for start in 0...(characters.count - needle.count)
        where characters[start..<(start + needle.count)].elementsEqual(needle) {
            return true
        }
        return false
    }
}
