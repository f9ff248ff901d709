/// How many scenarios of a run passed and failed: what the closing line,
/// TAP's plan and the exit status need, kept without the results themselves,
/// so a run that needs nothing more holds the same memory after 10,000
/// scenarios as after 1,000.
struct RunTally: Equatable {
    var passed = 0
    var failed = 0

    init() {}

    init(_ summary: RunSummary) {
        passed = summary.passed
        failed = summary.failed
    }

    /// Counts `result`.
    mutating func add(_ result: ScenarioResult) {
        if result.passed { passed += 1 } else { failed += 1 }
    }

    var count: Int { passed + failed }

    /// `N passed, N failed` (`RunSummary.closingLine`).
    var closingLine: String { "\(passed) passed, \(failed) failed" }

    /// 0 when every scenario passed, 1 otherwise (`RunSummary.exitCode`).
    var exitCode: Int32 { failed == 0 ? 0 : 1 }
}
