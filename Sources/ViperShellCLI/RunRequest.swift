import ViperRuntime
import ViperShellKit

/// What one `<name> run` asks for, as plain values: either what
/// `ShellRunCommand` parsed, or (see `RunRequest(fastPathArguments:)`) the
/// scenario paths alone with every option at its default. Both run through
/// `execute()`, so the two ways in cannot drift apart.
struct RunRequest: Equatable {
    var paths: [String]
    var junit: String? = nil
    var updateSnapshots = false
    var keepGoing = false
    var verbose = false
    var jobs: Int? = nil
    var shard: String? = nil
    var format = "text"
    var artifacts: String? = nil
    var variables: [String] = []
    var coverage = false
    var coverageJson: String? = nil
    /// Worker mode: serve scenario requests on stdin (see `ScenarioWorker`).
    var worker = false
    /// `--data`, given to `run` or to the root command.
    var dataDirectory: String? = nil
    /// `--width`, given to `run` or to the root command, else the default.
    var screenWidth = ScreenRenderer.defaultWidth

    /// Runs the scenarios; returns the exit status.
    @MainActor
    func execute() -> Int32 {
        guard let configuration = ShellCLI.current.scenarioConfiguration(dataDirectory: dataDirectory, width: screenWidth) else {
            return ExitStatus.usageError
        }
        let runner = ScriptRunner(
            configuration: configuration,
            options: ScriptRunner.Options(
                width: screenWidth, updatesSnapshots: updateSnapshots, keepsGoing: keepGoing,
                keepsFailureArtifacts: artifacts != nil, recordsCoverage: countsCoverage,
                variables: (try? ScriptRunner.variables(fromAssignments: variables).get()) ?? [:]),
            interruptRequested: { RunInterruption.requested })
        if worker {
            RunInterruption.ignoreInWorker()
            return ScenarioWorker.serve(runner: runner, sendsOutput: verbose, beforeEach: WorkerTestHooks.beforeScenario)
        }
        RunInterruption.catchInLeader()
        let options = RunReportOptions(
            junitPath: junit, format: RunOutputFormat(rawValue: format) ?? .text, verbose: verbose,
            shard: shard.flatMap { try? ShardSpecifier(parsing: $0) }, workers: workers(),
            artifactsDirectory: artifacts,
            coverage: countsCoverage ? RunReportOptions.Coverage(printsTable: coverage, jsonPath: coverageJson) : nil)
        return runner.runAndReport(paths, options: options, output: StandardOutput())
    }

    /// Whether scenarios record what they reach (`--coverage`, `--coverage-json`).
    var countsCoverage: Bool { coverage || coverageJson != nil }

    /// The worker processes for `--jobs` (default: the cores), or nil to run here.
    private func workers() -> RunReportOptions.Workers? {
        let count = jobs ?? WorkerExecutable.coreCount
        guard count > 1, let executable = WorkerExecutable.path else { return nil }
        return RunReportOptions.Workers(count: count, arguments: workerArguments(executable: executable))
    }
}
