/// "Did you mean ...?" for mistyped names.
package enum Suggestions {
    /// Candidates within a small edit distance of `word` (case-insensitive),
    /// closest first; ties keep the candidates' order. At most `limit` are returned.
    package static func closest(to word: String, among candidates: [String], limit: Int = 3) -> [String] {
        let target = Array(word.lowercased())
        let threshold = max(2, target.count / 3)
        let scored = candidates.enumerated().compactMap { offset, candidate -> (Int, Int, String)? in
            let lowered = candidate.lowercased()
            if lowered.hasPrefix(String(target)) && !target.isEmpty { return (0, offset, candidate) }
            // The distance is at least the difference in length: skip the table for far-off lengths.
            guard abs(lowered.count - target.count) <= threshold else { return nil }
            let distance = editDistance(target, Array(lowered))
            return distance <= threshold ? (distance, offset, candidate) : nil
        }
        return scored.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.prefix(limit).map(\.2)
    }

    /// What to add to a message about the unknown `word`: `; did you mean A
    /// or B?` for the close candidates; when none is close, `; the <noun>
    /// are A, B, C` (sorted) if there are at most `listLimit` of them, so a
    /// name far from every other still gets the names there are; else nothing.
    package static func hint(for word: String, among candidates: [String], noun: String, listLimit: Int = 12) -> String {
        let close = closest(to: word, among: candidates)
        if !close.isEmpty { return "; did you mean \(close.joined(separator: " or "))?" }
        guard !candidates.isEmpty, candidates.count <= listLimit else { return "" }
        return "; the \(noun) are \(candidates.sorted().joined(separator: ", "))"
    }

    /// The edit distance between two character arrays, counting a swap of
    /// two neighbours as one edit, as a typo makes it (`fial` is one edit
    /// from `fail`): the optimal string alignment distance.
    static func editDistance(_ lhs: [Character], _ rhs: [Character]) -> Int {
        if lhs.isEmpty { return rhs.count }
        if rhs.isEmpty { return lhs.count }
        var beforePrevious = [Int](repeating: 0, count: rhs.count + 1)
        var previous = Array(0...rhs.count)
        var current = [Int](repeating: 0, count: rhs.count + 1)
        for (i, left) in lhs.enumerated() {
            current[0] = i + 1
            for (j, right) in rhs.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1))
                if i > 0, j > 0, left == rhs[j - 1], lhs[i - 1] == right {
                    current[j + 1] = min(current[j + 1], beforePrevious[j - 1] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[rhs.count]
    }
}
