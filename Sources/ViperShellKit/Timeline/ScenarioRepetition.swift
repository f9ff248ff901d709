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
        var merger = Merger(first: runs[0], runCount: runs.count)
        for run in runs.dropFirst() { merger.add(run) }
        return merger.result
    }

    /// Merges the runs of one scenario as they arrive, keeping only the
    /// first run and what it found, so `--repeat 1000` holds two timelines at
    /// a time, never a thousand.
    package struct Merger {
        private let first: ScenarioResult
        private let runCount: Int
        private var added = 1
        /// A run that ended outside its script (its worker crashed or hung): its failures, with its number.
        private var broken: (number: Int, failures: [ShellFailure])?
        /// The first difference from the first run, when one was found.
        private var difference: (failure: ShellFailure, step: Int?)?

        /// Starts with the first of `runCount` runs.
        package init(first: ScenarioResult, runCount: Int) {
            self.first = first
            self.runCount = runCount
            if first.timeline == nil && !first.passed { broken = (1, first.failures) }
        }

        /// Compares the next run with the first (until a difference or a broken run is found).
        package mutating func add(_ run: ScenarioResult) {
            added += 1
            guard broken == nil else { return }
            // A run with no steps at all ended outside the script (its worker crashed or hung): that is its failure.
            if run.timeline == nil && !run.passed {
                broken = (added, run.failures)
                return
            }
            if difference == nil { difference = firstDifference(first: first, other: run, otherNumber: added) }
        }

        /// The first run's result with what the runs showed: a broken run's failures, else the first difference.
        package var result: ScenarioResult {
            var result = first
            if let broken {
                for failure in broken.failures {
                    result.failures.append(ShellFailure(
                        location: failure.location, message: "run \(broken.number) of \(runCount): " + failure.message,
                        details: failure.details))
                    result.timeline?.failureSteps.append(nil)
                }
            } else if let difference {
                result.failures.append(difference.failure)
                result.timeline?.failureSteps.append(difference.step)
            }
            return result
        }
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
        let firstTimeline = first.timeline ?? ScenarioTimeline()
        let otherTimeline = other.timeline ?? ScenarioTimeline()
        if firstTimeline.omittedSteps != otherTimeline.omittedSteps || firstTimeline.omittedDigest != otherTimeline.omittedDigest {
            let past = max(firstTimeline.omittedSteps, otherTimeline.omittedSteps)
            return (failure(
                at: scenario, "nondeterministic: \(runs) differ after their first \(firstSteps.count) steps "
                    + "(the \(past) steps past what a timeline keeps are compared by a digest only)"), nil)
        }
        if first.failures.map(\.report) != other.failures.map(\.report) {
            let a = first.failures.first?.headline ?? "(no failure)"
            let b = other.failures.first?.headline ?? "(no failure)"
            return (failure(at: scenario, "nondeterministic: \(runs) failed differently: '\(shown(a))' in run 1, '\(shown(b))' in run \(otherNumber)"), nil)
        }
        if firstTimeline.finalDumpDigest != otherTimeline.finalDumpDigest {
            let firstDump = firstTimeline.finalDump
            let otherDump = otherTimeline.finalDump
            guard firstDump != otherDump else {
                return (failure(
                    at: scenario, "nondeterministic: \(runs) ended with different dumps, past the first "
                        + "\(ScenarioTimeline.finalDumpLimit) bytes that a timeline keeps"), nil)
            }
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
