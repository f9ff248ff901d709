/// A line diff between an expected and an actual text, for snapshot failures.
///
/// Lines are marked `-` (only in the expected text), `+` (only in the actual
/// one) or ` ` (in both), in order, from the standard library's
/// `CollectionDifference`; within a change the `-` lines come before the `+`
/// lines, as diff tools print them.
public enum LineDiff {
    /// Diffs bigger than this (lines x lines) fall back to a line-by-line comparison.
    static let tableLimit = 4_000_000

    /// The marked lines; empty when the texts are equal.
    public static func lines(expected: [String], actual: [String]) -> [String] {
        guard expected != actual else { return [] }
        guard expected.count * actual.count <= tableLimit else {
            return positional(expected: expected, actual: actual)
        }
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in actual.difference(from: expected) {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var result: [String] = []
        var i = 0
        var j = 0
        while i < expected.count || j < actual.count {
            if i < expected.count, removed.contains(i) {
                result.append("- " + expected[i])
                i += 1
            } else if j < actual.count, inserted.contains(j) {
                result.append("+ " + actual[j])
                j += 1
            } else {
                result.append("  " + actual[j])
                i += 1
                j += 1
            }
        }
        return result
    }

    /// How many lines differ in `marked` (as `lines(expected:actual:)` gives
    /// them): in each run of changed lines, the larger of its `-` and `+`
    /// counts, so one line changed in place counts once.
    public static func changedLineCount(in marked: [String]) -> Int {
        var total = 0
        var removals = 0
        var insertions = 0
        for line in marked + ["  "] {
            if line.hasPrefix("- ") {
                removals += 1
            } else if line.hasPrefix("+ ") {
                insertions += 1
            } else {
                total += max(removals, insertions)
                removals = 0
                insertions = 0
            }
        }
        return total
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
