import ViperRuntime

/// The outcome of one scenario script.
public struct ScenarioResult: Sendable {
    /// The script path as given or found (`Tests/Scenarios/cars.vsh`).
    public var path: String
    /// Every failure, in order (one unless `--keep-going`): each with its
    /// script, line and column, its one-line message and the lines under it
    /// (a diff, the screen). Failures found after the script ended (pending
    /// work with `--strict`, components left alive) are at line 0.
    public var failures: [ShellFailure]
    /// What the script printed (echo, screen, dump...).
    public var output: String
    /// Wall time on a monotonic clock; it goes only to JUnit reports.
    public var duration: Duration
    /// The session at the first failure, when the run keeps artifacts (`--artifacts`).
    public var artifacts: FailureArtifacts?
    /// What the scenario reached, when the run counts coverage (`--coverage`).
    public var coverage: CoverageObservations?
    /// Every step as it ran, when the run records them (`--report`, `--repeat`).
    public var timeline: ScenarioTimeline?
    /// What the scenario wrote on stderr in a worker, not yet printed: `run` prints it just before the result.
    package var standardError = ""

    public init(
        path: String, failures: [ShellFailure], output: String, duration: Duration, artifacts: FailureArtifacts? = nil,
        coverage: CoverageObservations? = nil, timeline: ScenarioTimeline? = nil
    ) {
        self.timeline = timeline
        self.coverage = coverage
        self.path = path
        self.failures = failures
        self.output = output
        self.duration = duration
        self.artifacts = artifacts
    }

    public var passed: Bool { failures.isEmpty }

    /// `PASS path`, or `FAIL path` followed by each failure report indented, with a newline at the end.
    public var summaryText: String { summaryText(showingOutput: false) }

    /// `summaryText`, with what the scenario printed (`echo`, `dump`,
    /// `screen`) indented under its first line when `showingOutput` (`run --verbose`).
    public func summaryText(showingOutput: Bool) -> String {
        var text = (passed ? "PASS " : "FAIL ") + TerminalEscaping.displayed(path, limit: SourceLocation.fileNameLimit) + "\n"
        if showingOutput { text += Self.indented(output) }
        for failure in failures { text += Self.indented(failure.report) }
        return text
    }

    /// Every line of `text` indented by four blanks (empty lines stay empty), each ending with a newline.
    private static func indented(_ text: String) -> String {
        guard !text.isEmpty else { return "" }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if text.hasSuffix("\n") { lines.removeLast() }
        return lines.map { $0.isEmpty ? "\n" : "    " + $0 + "\n" }.joined()
    }
}

/// The outcome of a run of scenarios.
public struct RunSummary: Sendable {
    public var results: [ScenarioResult]

    public init(results: [ScenarioResult]) {
        self.results = results
    }

    public var passed: Int { results.filter(\.passed).count }
    public var failed: Int { results.count - passed }

    /// `N passed, N failed`.
    public var closingLine: String { "\(passed) passed, \(failed) failed" }

    /// Every scenario's coverage observations merged.
    public var coverage: CoverageObservations {
        results.reduce(into: CoverageObservations()) { merged, result in
            if let coverage = result.coverage { merged.merge(coverage) }
        }
    }

    /// 0 when every scenario passed, 1 otherwise.
    public var exitCode: Int32 { failed == 0 ? 0 : 1 }
}
