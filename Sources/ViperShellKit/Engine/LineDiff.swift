/// A line diff between an expected and an actual text, for snapshot failures.
///
/// Lines are marked `-` (only in the expected text), `+` (only in the actual
/// one) or ` ` (in both), in order, from a longest common subsequence.
public enum LineDiff {
    /// Diffs bigger than this (lines x lines) fall back to a line-by-line comparison.
    static let tableLimit = 4_000_000

    /// The marked lines; empty when the texts are equal.
    public static func lines(expected: [String], actual: [String]) -> [String] {
        guard expected != actual else { return [] }
        let n = expected.count
        let m = actual.count
        guard n * m <= tableLimit else { return positional(expected: expected, actual: actual) }
        // lengths[i][j]: LCS length of expected[i...] and actual[j...].
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lengths[i][j] = expected[i] == actual[j]
                    ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var result: [String] = []
        var i = 0
        var j = 0
        while i < n || j < m {
            if i < n, j < m, expected[i] == actual[j] {
                result.append("  " + actual[j])
                i += 1
                j += 1
            } else if j < m, i == n || lengths[i][j + 1] >= lengths[i + 1][j] {
                result.append("+ " + actual[j])
                j += 1
            } else {
                result.append("- " + expected[i])
                i += 1
            }
        }
        return result
    }

    private static func positional(expected: [String], actual: [String]) -> [String] {
        var result: [String] = []
        for index in 0..<max(expected.count, actual.count) {
            let old = index < expected.count ? expected[index] : nil
            let new = index < actual.count ? actual[index] : nil
            if old == new, let new {
                result.append("  " + new)
            } else {
                if let old { result.append("- " + old) }
                if let new { result.append("+ " + new) }
            }
        }
        return result
    }
}
