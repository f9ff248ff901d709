import ViperRuntime

/// Writes a scenario's timeline while it runs (`run --report`, `run --repeat`).
///
/// The interpreter tells it when each command line starts (`begin`); the
/// step before is then complete, so its screen, state changes, output and
/// trace events are taken at that moment, and the last step's when the script
/// ends (`finish`). The session's trace records from the first line, so every
/// step can show the events it caused. Steps past the timeline's budget
/// (`ScenarioTimeline.stepLimit`, `byteLimit`) are counted and digested, not
/// kept, so a long scenario's recording stays bounded.
@MainActor
final class StepRecorder {
    private let session: ViperSession
    private let output: CapturedOutput
    private let width: Int
    private var timeline = ScenarioTimeline()
    /// The positions in `timeline.failureSteps` of failures at the running line, placed once it is kept or not.
    private var failuresAtRunningStep: [Int] = []
    private let clock = ContinuousClock()
    /// When the running line began, for its wall time.
    private var runningSince: ContinuousClock.Instant?
    /// The line running now: where it is, its text, and the output and trace marks at its start.
    private var running: (location: SourceLocation, command: String, outputMark: Int, traceMark: Int)?
    /// The state dump after the step before.
    private var previousState: JSONValue

    init(session: ViperSession, output: CapturedOutput, width: Int) {
        self.session = session
        self.output = output
        self.width = width
        previousState = session.dump(width: width)
        session.trace.start()
    }

    /// The line `command` at `location` is about to run.
    func begin(_ command: String, at location: SourceLocation) {
        completeRunningStep()
        running = (location, command, output.text.utf8.count, session.trace.recordedTotal)
        runningSince = clock.now
    }

    /// Notes where `failure` happened: at the running line, or after the script when it names no line.
    func noteFailure(_ failure: ShellFailure) {
        if failure.location.line > 0 && running != nil { failuresAtRunningStep.append(timeline.failureSteps.count) }
        timeline.failureSteps.append(nil)
    }

    /// Completes the last step; the timeline with the state as the script left it.
    func finish() -> ScenarioTimeline {
        completeRunningStep()
        timeline.setFinalDump(session.dumpText(width: width))
        return timeline
    }

    private func completeRunningStep() {
        guard let running else { return }
        self.running = nil
        let duration = runningSince.map { clock.now - $0 } ?? .zero
        let state = session.dump(width: width)
        let changes = StateChanges.lines(from: previousState, to: state)
        previousState = state
        let screen = session.top.map {
            ScreenRenderer(width: width, color: false).renderLines($0.makeScreen()).joined(separator: "\n") + "\n"
        } ?? "(no module is open)\n"
        let printed = String(decoding: output.text.utf8.dropFirst(running.outputMark), as: UTF8.self)
        let events = session.trace.events(recordedAfter: running.traceMark).map(TraceTextFormat.line(for:))
        let step = ScenarioStep(
            location: running.location, command: running.command, time: session.scheduler.now.milliseconds,
            output: printed, screen: screen, stateChanges: changes, traceEvents: events)
        let index = timeline.steps.count
        let kept = timeline.record(step)
        if kept { timeline.stepDurations.append(duration) }
        for position in failuresAtRunningStep { timeline.failureSteps[position] = kept ? index : nil }
        failuresAtRunningStep = []
    }
}
