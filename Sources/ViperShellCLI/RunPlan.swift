import ViperRuntime
import ViperShellEngine

/// What one `<name> run` asks for, as plain typed values: what `RunOptions`
/// parsed (`RunOptions.plan`), or, on the fast path (`RunPlan(fastPathArguments:)`),
/// the scenario paths with the few options it reads and every other at its
/// default. Both run through `execute()`, so the two ways in cannot drift apart.
struct RunPlan: Equatable {
    var paths: [String]
    var junit: String? = nil
    var updateSnapshots = false
    var keepGoing = false
    var verbose = false
    var jobs: Int? = nil
    var shard: ShardSpecifier? = nil
    var format = RunOutputFormat.text
    var artifacts: String? = nil
    var variables: [String: String] = [:]
    var coverage = false
    var coverageJson: String? = nil
    /// `--report <dir>`: the folder of the HTML report.
    var report: String? = nil
    /// `--repeat <n>`: how many times each scenario runs.
    var repeatCount = 1
    /// `--strict`: fail scenarios that end with work pending.
    var strict = false
    /// `--progress`: show the progress line even off a terminal or in CI.
    var progress = false
    /// Worker mode: read the setup, then serve scenario requests on stdin (see `ScenarioWorker`).
    var worker = false
    /// `--data`, given to `run` or to the root command.
    var dataDirectory: String? = nil
    /// `--width`, given to `run` or to the root command, else the default.
    var screenWidth = ScreenRenderer.defaultWidth

    /// How each scenario runs.
    var scenarioOptions: ScenarioOptions {
        ScenarioOptions(
            width: screenWidth, updatesSnapshots: updateSnapshots, keepsGoing: keepGoing,
            keepsFailureArtifacts: artifacts != nil, recordsCoverage: countsCoverage, variables: variables,
            recordsSteps: report != nil || repeatCount > 1, strict: strict)
    }

    /// What each worker is told first: everything a worker needs, whole.
    var workerSetup: ScenarioWorkerSetup {
        ScenarioWorkerSetup(scenarios: scenarioOptions, sendsOutput: verbose, dataDirectory: dataDirectory)
    }

    /// Whether scenarios record what they reach (`--coverage`, `--coverage-json`).
    var countsCoverage: Bool { coverage || coverageJson != nil }

    /// Runs the scenarios (or, in worker mode, serves them); returns the exit status.
    @MainActor
    func execute(cli: ShellCLI, output: StandardOutput) -> Int32 {
        if worker {
            RunInterruption.ignoreInWorker()
            return ScenarioWorker.serve(
                makeRunner: { setup in
                    guard let configuration = cli.scenarioConfiguration(
                        dataDirectory: setup.dataDirectory, width: setup.scenarios.width)
                    else { return nil }
                    return ScriptRunner(configuration: configuration, options: setup.scenarios)
                },
                beforeEach: cli.beforeWorkerScenario)
        }
        guard let configuration = cli.scenarioConfiguration(dataDirectory: dataDirectory, width: screenWidth) else {
            return ExitStatus.usageError
        }
        let runner = ScriptRunner(
            configuration: configuration, options: scenarioOptions, interruptRequested: { RunInterruption.requested })
        RunInterruption.catchInLeader()
        var options = RunReportOptions(
            junitPath: junit, format: format, verbose: verbose, shard: shard, workers: workers(),
            artifactsDirectory: artifacts,
            coverage: countsCoverage ? RunReportOptions.Coverage(printsTable: coverage, jsonPath: coverageJson) : nil,
            reportDirectory: report, repeatCount: repeatCount)
        options.outputIsTerminal = TerminalInfo.outputIsTerminal
        options.progressLine = TerminalInfo.progressLine(forced: progress)
        return runner.runAndReport(paths, options: options, output: output)
    }

    /// The worker processes for `--jobs` (default: the cores), one at least
    /// (see `RunReportOptions.workers`), or nil to run here when this
    /// executable cannot be found to start one.
    private func workers() -> RunReportOptions.Workers? {
        let count = jobs ?? WorkerExecutable.coreCount
        guard let executable = WorkerExecutable.path else { return nil }
        return RunReportOptions.Workers(count: count, arguments: Self.workerArguments(executable: executable), setup: workerSetup)
    }

    /// The command line, executable first, that starts a worker: its mode and
    /// nothing else (what it runs with comes whole as its setup line).
    static func workerArguments(executable: String) -> [String] {
        [executable] + workerModeArguments
    }

    /// A worker's arguments after the program name. They skip the parser:
    /// every worker is a fresh process, and the parser was most of what one
    /// did before its first scenario (about 13M of 17M instructions).
    static let workerModeArguments = ["run", "--worker"]

    /// The plan of a worker, started with exactly `workerModeArguments`.
    static var workerMode: RunPlan {
        var plan = RunPlan(paths: [])
        plan.worker = true
        return plan
    }
}
