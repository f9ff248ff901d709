import ViperRuntime

/// Runs `.vsh` scenario scripts, each in a fresh session, and collects results.
///
/// Every scenario gets a new registry from the configuration (so data is
/// reloaded), a virtual clock at 0 and frame counters at 0; nothing one
/// scenario does is seen by another. Output is deterministic except the
/// durations, which only JUnit reports carry.
@MainActor
public final class ScriptRunner {
    /// A path given to a run that is neither a file nor a folder (what
    /// `collectScripts(at:)` threw before 0.9.0; it now throws `CollectionError`).
    @available(*, deprecated, message: "collectScripts(at:) throws CollectionError, whose missingPath(_:) says the same; MissingPathError is not public from 0.10.0")
    public struct MissingPathError: Error, Equatable, CustomStringConvertible {
        public var path: String
        public var message: String { "no such file or folder: \(TerminalEscaping.displayed(path, limit: SourceLocation.fileNameLimit))" }
        public var description: String { message }
    }

    /// Why the paths given to a run name nothing to run: a path that is
    /// neither a file nor a folder, or folders that hold no scenario.
    public enum CollectionError: Error, Equatable, CustomStringConvertible {
        /// A path that is neither a file nor a folder.
        case missingPath(String)
        /// Every path is a folder and none holds a scenario (a run that would run nothing).
        case nothingToRun(folders: [String])

        /// The folders a message names before it folds the rest into a count.
        static let foldersShown = 5

        /// What went wrong, in one line: the path that is missing, or the folders with nothing to run.
        public var message: String {
            switch self {
            case .missingPath(let path):
                return "no such file or folder: \(TerminalEscaping.displayed(path, limit: SourceLocation.fileNameLimit))"
            case .nothingToRun(let folders):
                var shown = folders.prefix(Self.foldersShown).map { TerminalEscaping.displayed($0, limit: SourceLocation.fileNameLimit) }
                    .joined(separator: ", ")
                if folders.count > Self.foldersShown { shown += " and \(folders.count - Self.foldersShown) more folders" }
                return "nothing to run: no scenario (a .vsh file) in \(shown)"
            }
        }

        public var description: String { message }
    }

    public let configuration: ShellConfiguration
    public let options: ScenarioOptions
    /// Asked between scenarios and between the lines of each; true stops the
    /// run where it is (Ctrl-C in the interactive shell).
    public let interruptRequested: @MainActor () -> Bool

    public init(
        configuration: ShellConfiguration, options: ScenarioOptions = ScenarioOptions(),
        interruptRequested: @escaping @MainActor () -> Bool = { false }
    ) {
        self.configuration = configuration
        self.options = options
        self.interruptRequested = interruptRequested
    }

    /// The scripts named by `paths`: files as given, folders as every `.vsh`
    /// inside them (in any letter case: `a.VSH` too), recursively, sorted.
    /// Finding none at all is an error (`nothingToRun`): a run that runs
    /// nothing must not pass as if its scenarios had.
    public nonisolated static func collectScripts(at paths: [String]) throws(CollectionError) -> [String] {
        var scripts: [String] = []
        for path in paths {
            if Paths.isDirectory(path) {
                scripts += Paths.scripts(under: path)
            } else if Paths.exists(path) {
                scripts.append(path)
            } else {
                throw .missingPath(path)
            }
        }
        guard !scripts.isEmpty else { throw .nothingToRun(folders: paths) }
        return scripts
    }

    /// Runs `scripts` in order; `progress` sees each result as it is made.
    public func runScenarios(_ scripts: [String], progress: (ScenarioResult) -> Void = { _ in }) -> RunSummary {
        runScenarios(scripts, willRun: { _ in }, progress: progress)
    }

    /// Runs `scripts` in order; `willRun` is told each before it runs, `progress` sees each result as it is made.
    func runScenarios(_ scripts: [String], willRun: (String) -> Void, progress: (ScenarioResult) -> Void) -> RunSummary {
        var results: [ScenarioResult] = []
        for script in scripts {
            if interruptRequested() { break }
            willRun(script)
            let (result, wasInterrupted) = runScenarioNotingInterrupt(atPath: script)
            // Stopped part-way, it is not run, as the worker pool counts it: neither PASS nor FAIL.
            if wasInterrupted { break }
            progress(result)
            results.append(result)
        }
        return RunSummary(results: results)
    }

    /// Runs one script in a fresh session.
    public func runScenario(atPath path: String) -> ScenarioResult {
        runScenarioNotingInterrupt(atPath: path).result
    }

    /// Runs one script in a fresh session; `wasInterrupted` says an interrupt stopped it part-way.
    func runScenarioNotingInterrupt(atPath path: String) -> (result: ScenarioResult, wasInterrupted: Bool) {
        var wasInterrupted = false
        let clock = ContinuousClock()
        let start = clock.now
        let output = CapturedOutput(
            limit: ScenarioOptions.outputLimit, overLimitNote: "(what the scenario printed past \(ScenarioOptions.outputLimit >> 20) MiB is not kept)\n")
        var failures: [ShellFailure] = []
        var transcript = TranscriptRecorder()
        var artifacts: FailureArtifacts?
        var coverage = CoverageObservations()
        var timeline: ScenarioTimeline?
        do {
            // Every check the first time (registrations, routes); later scenarios
            // skip those checks, which would pass again, while still registering
            // their own fresh modules.
            let session = try configuration.makeSessionCheckedOnce()
            var scenario = ShellInterpreter.Options(mode: .script, stopsAtFirstFailure: !options.keepsGoing)
            scenario.updatesSnapshots = options.updatesSnapshots
            scenario.variables = options.variables
            scenario.interruptRequested = interruptRequested
            scenario.failureHandler = { failures.append($0) }
            if options.recordsCoverage { session.stack.observer = { coverage.record($0) } }
            if options.keepsFailureArtifacts {
                // The trace is one of the artifacts, so it records from the first command.
                session.trace.start()
                scenario.commandObserver = { transcript.record($0, at: $1) }
                scenario.failureHandler = { [options] failure in
                    failures.append(failure)
                    if artifacts == nil {
                        artifacts = Self.artifacts(of: session, width: options.width, transcript: transcript.text)
                    }
                }
            }
            let steps = options.recordsSteps ? StepRecorder(session: session, output: output, width: options.width) : nil
            if let steps {
                let observer = scenario.commandObserver
                scenario.commandObserver = { line, location in
                    observer?(line, location)
                    steps.begin(line, at: location)
                }
                let handler = scenario.failureHandler
                scenario.failureHandler = { failure in
                    steps.noteFailure(failure)
                    handler?(failure)
                }
            }
            let interpreter = ShellInterpreter(
                session: session, commands: configuration.commands, settings: ShellSettings(width: options.width),
                output: output, options: scenario)
            interpreter.runScript(atPath: path)
            timeline = steps?.finish()
            if let stuck = Self.stuckTaskFailure(in: session, path: path) { failures.append(stuck) }
            if let late = Self.lateArrivalFailure(in: session, path: path) { failures.append(late) }
            if let work = session.mainQueueWorkDescription {
                failures.append(ShellFailure(
                    location: SourceLocation(file: path, line: 0),
                    message: TerminalEscaping.escape("the scenario left \(work) (in the app it would run; use a Task or the module context's scheduler)")))
            }
            let stoppedAtFailure = !failures.isEmpty && !options.keepsGoing
            if (options.strict || interpreter.settings.strict) && !stoppedAtFailure,
               let pending = Self.pendingWorkFailure(in: session, path: path) {
                failures.append(pending)
            }
            wasInterrupted = interpreter.wasInterrupted
            session.closeAll()
            if let leak = Self.leakFailure(in: session, path: path) { failures.append(leak) }
            // The scenario is over, as an app's process would be: its tasks end here.
            // (Those already found stuck at the end are not named again.)
            let ignoringBefore = Set(session.tasks.filter { $0.waiting == .outside(.ignoresCancellation) }.map(\.label))
            let looping = session.cancelRemainingTasks()
                ?? TaskListing.waitingOutside(
                    session.tasks.filter { $0.waiting == .outside(.ignoresCancellation) && !ignoringBefore.contains($0.label) },
                    asSentence: false)
            if let looping {
                failures.append(ShellFailure(
                    location: SourceLocation(file: path, line: 0),
                    message: TerminalEscaping.escape("when the scenario ended its tasks were cancelled, but it found \(looping)")))
            }
        } catch {
            failures.append(ShellFailure(
                location: SourceLocation(file: path, line: 0),
                message: "cannot start a session: \(error)"))
        }
        if !failures.isEmpty && options.keepsFailureArtifacts && artifacts == nil {
            artifacts = FailureArtifacts(screen: "(the failure came after the scenario ended)\n", dump: "", transcript: transcript.text)
        }
        if options.recordsSteps {
            // Failures found after the script (pending work, leaks, no session) happened at no step.
            var recorded = timeline ?? ScenarioTimeline()
            recorded.failureSteps += Array(repeating: nil, count: max(0, failures.count - recorded.failureSteps.count))
            timeline = recorded
        }
        let result = ScenarioResult(
            path: path, failures: failures, output: output.text + output.errorText, duration: clock.now - start,
            artifacts: failures.isEmpty ? nil : artifacts, coverage: options.recordsCoverage ? coverage : nil,
            timeline: timeline)
        return (result, wasInterrupted)
    }

    /// What the `run` command of an interactive or batch shell over
    /// `configuration` runs scenarios with: a runner per `run`, at the
    /// default width, stopping when `interruptRequested` says so.
    public static func scenarioRunning(
        configuration: ShellConfiguration, interruptRequested: @escaping @MainActor () -> Bool = { false }
    ) -> ShellInterpreter.ScenarioRunning {
        { scripts, progress in
            ScriptRunner(
                configuration: configuration, options: ScenarioOptions(width: ShellSettings.defaultWidth),
                interruptRequested: interruptRequested
            ).runScenarios(scripts, progress: progress)
        }
    }

    /// The session as it is now, for a failure's artifacts.
    static func artifacts(of session: ViperSession, width: Int, transcript: String) -> FailureArtifacts {
        let screen = session.top.map {
            ScreenRenderer(width: width, color: false).renderLines($0.makeScreen()).joined(separator: "\n") + "\n"
        } ?? "(no module is open)\n"
        let log = session.trace.isRecording ? session.trace.log : nil
        return FailureArtifacts(
            screen: screen, dump: session.dumpText(width: width), transcript: transcript,
            traceMermaid: log.map { TraceMermaidFormat.text(of: $0) },
            traceMermaidCompact: log.map { TraceMermaidFormat.text(of: $0, form: .compact) })
    }

    /// A failure naming the tasks left waiting outside the virtual clock when
    /// the scenario ended (a real sleep, real I/O, a continuation nothing resumes), or nil.
    static func stuckTaskFailure(in session: ViperSession, path: String) -> ShellFailure? {
        guard let waiting = TaskListing.waitingOutside(session.tasksWaitingOutside, asSentence: false) else { return nil }
        return ShellFailure(location: SourceLocation(file: path, line: 0), message: "the scenario ended with \(waiting)")
    }

    /// A failure naming the tasks whose jobs came back from another thread
    /// after the session had stopped waiting for them: where they ran against
    /// virtual time depended on real time, so the run may not repeat. Nil when none did.
    static func lateArrivalFailure(in session: ViperSession, path: String) -> ShellFailure? {
        let late = session.lateOutsideArrivals
        guard let first = late.first else { return nil }
        let more = late.count > 1 ? " (and \(late.count - 1) more)" : ""
        return ShellFailure(
            location: SourceLocation(file: path, line: 0),
            message: TerminalEscaping.escape(
                "not deterministic: \(first)\(more) came back from another thread after the session stopped waiting for it "
                    + "(\(ViperSession.outsideResumptionWaitDescription) of real time), so where it ran against virtual time "
                    + "depended on real time; sleep on the module context's clock, and stub services that answer from other threads"))
    }

    /// A failure naming the work still pending when the scenario ended
    /// (`run --strict`, `set strict on`), or nil when there is none.
    static func pendingWorkFailure(in session: ViperSession, path: String) -> ShellFailure? {
        guard let pending = session.pendingWork.summary else { return nil }
        return ShellFailure(
            location: SourceLocation(file: path, line: 0),
            message: "strict: the scenario ended with work pending, \(pending)")
    }

    /// A failure naming the VIPER components still alive once every module
    /// of the scenario has closed (a retain cycle), or nil.
    static func leakFailure(in session: ViperSession, path: String) -> ShellFailure? {
        let leaks = session.tracker.leaks()
        guard !leaks.isEmpty else { return nil }
        let survivors = leaks.map { "\($0.module) (\($0.survivorList))" }
        return ShellFailure(
            location: SourceLocation(file: path, line: 0),
            message: "expected every module to be released after the scenario, found alive: \(survivors.joined(separator: "; "))")
    }

    /// What `viper-shell run` does, for any shell built on this engine: runs
    /// the scenarios at `paths` (folders searched recursively), prints
    /// `PASS path` / `FAIL path` and the indented report for each, then
    /// `N passed, N failed`, and writes a JUnit report to `junitPath` if given.
    /// Returns the exit status: 0 all passed, 1 any failed, 2 for a missing
    /// path or a JUnit file that cannot be written (reported on the error output).
    public func runAndReport(_ paths: [String], junitPath: String? = nil, output: any ShellOutput) -> Int32 {
        runAndReport(paths, options: RunReportOptions(junitPath: junitPath), output: output)
    }
}
