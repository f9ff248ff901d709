import ViperRuntime

/// `run --repeat <n>`: every scenario runs n times in fresh sessions, and the
/// runs must agree byte for byte (each line's output, the screen and state
/// after it, its trace events, the failures, the final dump). When they do
/// not, the scenario fails as `nondeterministic`, at the first line whose
/// runs differed, with what each run showed there.
public enum ScenarioRepetition {
    /// `scripts` with each one `count` times in a row, so a worker pool
    /// spreads the runs and hands them back grouped in list order.
    public static func expanded(_ scripts: [String], count: Int) -> [String] {
        scripts.flatMap { Array(repeating: $0, count: count) }
    }

    /// One result for the runs of one scenario: the first run's, with a
    /// `nondeterministic` failure added at the first difference from a later run.
    public static func merged(_ runs: [ScenarioResult]) -> ScenarioResult {
        precondition(!runs.isEmpty)
        var result = runs[0]
        // A run with no steps at all ended outside the script (its worker crashed or hung): that is its failure.
        if let broken = runs.enumerated().first(where: { $0.element.timeline == nil && !$0.element.passed }) {
            let number = broken.offset + 1
            for failure in broken.element.failures {
                result.failures.append(ShellFailure(
                    location: failure.location, message: "run \(number) of \(runs.count): " + failure.message, details: failure.details))
                result.timeline?.failureSteps.append(nil)
            }
            return result
        }
        for (offset, other) in runs.enumerated().dropFirst() {
            guard let difference = firstDifference(first: runs[0], other: other, otherNumber: offset + 1) else { continue }
            result.failures.append(difference.failure)
            result.timeline?.failureSteps.append(difference.step)
            break
        }
        return result
    }

    /// Where run 1 and run `otherNumber` first differ, as a failure (and the
    /// index of the step it names), or nil when they agree.
    static func firstDifference(
        first: ScenarioResult, other: ScenarioResult, otherNumber: Int
    ) -> (failure: ShellFailure, step: Int?)? {
        let runs = "runs 1 and \(otherNumber)"
        let scenario = SourceLocation(file: first.path, line: 0)
        let firstSteps = first.timeline?.steps ?? []
        let otherSteps = other.timeline?.steps ?? []
        for index in 0..<max(firstSteps.count, otherSteps.count) {
            guard index < firstSteps.count, index < otherSteps.count else {
                let (longer, number) = index < firstSteps.count ? (firstSteps[index], 1) : (otherSteps[index], otherNumber)
                return (failure(
                    at: longer.location,
                    "nondeterministic: \(runs) differ: only run \(number) ran line \(longer.location.line) ('\(shown(longer.command))')"),
                    index < firstSteps.count ? index : nil)
            }
            let a = firstSteps[index]
            let b = otherSteps[index]
            guard a != b else { continue }
            let what: String
            if a.location != b.location || a.command != b.command {
                what = "ran '\(shown(a.command))' at \(a.location) in run 1, '\(shown(b.command))' at \(b.location) in run \(otherNumber)"
            } else if a.output != b.output {
                what = "printed " + contrast(a.output, b.output, otherNumber: otherNumber)
            } else if a.screen != b.screen {
                what = "the screen after it showed " + contrast(a.screen, b.screen, otherNumber: otherNumber)
            } else if a.time != b.time {
                what = "the clock after it was \(a.time)ms in run 1, \(b.time)ms in run \(otherNumber)"
            } else if a.stateChanges != b.stateChanges {
                what = "the state after it had " + contrast(
                    a.stateChanges.joined(separator: "\n"), b.stateChanges.joined(separator: "\n"), otherNumber: otherNumber)
            } else {
                what = "its trace had " + contrast(
                    a.traceEvents.joined(separator: "\n"), b.traceEvents.joined(separator: "\n"), otherNumber: otherNumber)
            }
            return (failure(at: a.location, "nondeterministic: \(runs) differ at '\(shown(a.command))': \(what)"), index)
        }
        if first.failures.map(\.report) != other.failures.map(\.report) {
            let a = first.failures.first?.headline ?? "(no failure)"
            let b = other.failures.first?.headline ?? "(no failure)"
            return (failure(at: scenario, "nondeterministic: \(runs) failed differently: '\(shown(a))' in run 1, '\(shown(b))' in run \(otherNumber)"), nil)
        }
        let firstDump = first.timeline?.finalDump ?? ""
        let otherDump = other.timeline?.finalDump ?? ""
        if firstDump != otherDump {
            return (failure(
                at: scenario, "nondeterministic: \(runs) ended with different dumps: " + contrast(firstDump, otherDump, otherNumber: otherNumber)),
                nil)
        }
        return nil
    }

    private static func failure(at location: SourceLocation, _ message: String) -> ShellFailure {
        ShellFailure(location: location, message: message)
    }

    /// `'a' in run 1, 'b' in run 3`: the first line where two texts differ.
    private static func contrast(_ a: String, _ b: String, otherNumber: Int) -> String {
        let linesA = a.split(separator: "\n", omittingEmptySubsequences: false)
        let linesB = b.split(separator: "\n", omittingEmptySubsequences: false)
        var index = 0
        while index < linesA.count, index < linesB.count, linesA[index] == linesB[index] { index += 1 }
        let lineA = index < linesA.count ? String(linesA[index]) : "(nothing)"
        let lineB = index < linesB.count ? String(linesB[index]) : "(nothing)"
        return "'\(shown(lineA))' in run 1, '\(shown(lineB))' in run \(otherNumber)"
    }

    private static func shown(_ text: String) -> String {
        TerminalEscaping.displayed(text.trimmingBlanks, limit: 120)
    }
}
