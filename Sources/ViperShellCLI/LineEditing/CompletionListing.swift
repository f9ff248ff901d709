/// Lays out completion candidates in columns across the terminal width, sorted
/// down the columns (as `ls` does).
enum CompletionListing {
    /// The lines that list `candidates` on a terminal `width` characters wide.
    static func lines(_ candidates: [String], width: Int) -> [String] {
        guard !candidates.isEmpty else { return [] }
        let cellWidth = (candidates.map(\.count).max() ?? 0) + 2
        let columns = max(1, min(candidates.count, max(1, width) / cellWidth))
        let rows = (candidates.count + columns - 1) / columns
        var lines: [String] = []
        for row in 0..<rows {
            var line = ""
            for column in 0..<columns {
                let index = column * rows + row
                guard index < candidates.count else { break }
                let candidate = candidates[index]
                let isLastInRow = column == columns - 1 || index + rows >= candidates.count
                line += isLastInRow
                    ? candidate
                    : candidate + String(repeating: " ", count: cellWidth - candidate.count)
            }
            lines.append(line)
        }
        return lines
    }
}
