/// What `run` shows on its progress line: how many scenarios (runs, with
/// `--repeat`) are done of how many, how many of them failed, the time so
/// far and the scenario running now, as
/// `run: 12/200 scenarios · 1 failed · 0:42 · running 2: Tests/Scenarios/list.vsh, Tests/Scenarios/detail.vsh`.
/// It never repeats the summary's words (`N passed, N failed`), so nothing
/// that looks for the summary line finds the progress line instead.
@MainActor
package final class RunProgress {
    package let line: ProgressLine
    /// How many scenarios (or runs) the run holds.
    let total: Int
    /// What `total` counts: `scenarios`, or `runs` with `--repeat`.
    let noun: String
    private(set) var done = 0
    private(set) var failed = 0
    /// The scenarios running now, as the workers were last seen.
    private var running: [String] = []

    package init(line: ProgressLine, total: Int, counting noun: String) {
        self.line = line
        self.total = total
        self.noun = noun
    }

    /// The scenarios running now (one in this process, one a worker), shown when the line is next drawn.
    func nowRunning(_ paths: [String]) {
        running = paths
        line.update(text)
    }

    /// One more scenario (or run) is done.
    func finished(_ result: ScenarioResult) {
        done += 1
        if !result.passed { failed += 1 }
    }

    /// Draws the line now (after results were printed above it).
    func show() {
        line.update(text, now: true)
    }

    /// The line's text.
    var text: String {
        var text = "run: \(done)/\(total) \(noun)"
        if failed > 0 { text += " · \(failed) failed" }
        text += " · \(line.elapsed)"
        // Several at once are counted first: a cut line keeps the count.
        if running.count == 1 {
            text += " · running \(running[0])"
        } else if !running.isEmpty {
            text += " · running \(running.count): \(running.joined(separator: ", "))"
        }
        return text
    }
}
