/// How `run` prints its results on standard output (`--format`).
///
/// Every format writes one block per scenario, in the order of the sorted
/// scenario list, as each result is known, so the output is the same bytes
/// whatever the number of workers.
public enum RunOutputFormat: String, Sendable, CaseIterable {
    /// `PASS path` / `FAIL path` with the indented report, then `N passed, N failed`.
    case text
    /// TAP version 13, for `prove` and other TAP consumers (see `TAPReport`).
    case tap
    /// `text`, plus a `::error` workflow command per failure for GitHub Actions.
    case github

    /// What comes before the first scenario.
    public var header: String {
        self == .tap ? TAPReport.header : ""
    }

    /// The block for `result`, the `number`-th scenario (from 1); `verbose`
    /// adds what the scenario printed, passing or failing.
    public func block(for result: ScenarioResult, number: Int, verbose: Bool) -> String {
        switch self {
        case .text:
            return result.summaryText(showingOutput: verbose)
        case .tap:
            return TAPReport.testLine(for: result, number: number, verbose: verbose)
        case .github:
            return GitHubAnnotation.neutralized(Self.text.block(for: result, number: number, verbose: verbose))
                + result.failures.map { GitHubAnnotation.error(for: $0) + "\n" }.joined()
        }
    }

    /// What comes after the last scenario.
    public func footer(for summary: RunSummary) -> String {
        footer(for: RunTally(summary))
    }

    /// What comes after the last scenario, from the counts alone.
    func footer(for tally: RunTally) -> String {
        switch self {
        case .text: return tally.closingLine + "\n"
        case .github: return GitHubAnnotation.neutralized(tally.closingLine + "\n")
        case .tap: return TAPReport.footer(count: tally.count)
        }
    }
}
