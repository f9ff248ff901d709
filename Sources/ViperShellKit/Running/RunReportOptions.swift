/// The CI options of `run` besides how each scenario runs: which
/// part of the list, how many worker processes, the output format, and the
/// files written next to the output.
public struct RunReportOptions: Sendable {
    /// Also write a JUnit XML report here.
    public var junitPath: String?
    /// How results are printed.
    public var format: RunOutputFormat
    /// Also print what each scenario printed, passing or failing.
    public var verbose: Bool
    /// Run only this part of the sorted list.
    public var shard: ShardSpecifier?
    /// Run every scenario in one of this many worker processes (at least one),
    /// with `--jobs 1` and for a single scenario too: this process only
    /// supervises. A module that traps then fails its scenario (`worker
    /// stopped by signal 4 (SIGILL) while running it`) and the run goes on and
    /// writes its reports; a signal, a command that never ends or a worker that
    /// stops are noticed by a process that is still listening. It costs one
    /// process start-up per run (see docs/ci.md). Nil runs every scenario in
    /// this process: only when no worker can be started (the executable cannot be found).
    public var workers: Workers?
    /// Write each failing scenario's artifacts under this folder.
    public var artifactsDirectory: String?
    /// Count coverage and report it (the scenarios must run with `recordsCoverage`).
    public var coverage: Coverage?
    /// Write the HTML report (`index.html`) into this folder (the scenarios must run with `recordsSteps`).
    public var reportDirectory: String?
    /// Run every scenario this many times and fail those whose runs differ
    /// (above 1, the scenarios must run with `recordsSteps`).
    public var repeatCount: Int
    /// Whether the output is a terminal: after Ctrl-C, the terminal's `^C`
    /// echo stands where the next line would begin, so the summary starts on
    /// a line of its own (nothing changes when the output is a file or pipe).
    package var outputIsTerminal = false
    /// The line that shows how the run is going, on a terminal (see
    /// `ProgressLine`): the scenarios done, failed and running, the time so
    /// far, which report is being written; and, at the end, a line for each
    /// file written. Nil shows nothing (a pipe, CI).
    package var progressLine: ProgressLine?
    /// The most bytes of steps the run keeps for its report, all scenarios
    /// together (`ScenarioTimeline.runByteLimit` unless a test asks for less):
    /// a scenario that comes after keeps none, and the report says so.
    package var timelineBudget = ScenarioTimeline.runByteLimit

    /// What `--coverage` and `--coverage-json FILE` ask for.
    public struct Coverage: Sendable {
        /// End the output with the coverage table.
        public var printsTable: Bool
        /// Also write the coverage as JSON here.
        public var jsonPath: String?

        public init(printsTable: Bool, jsonPath: String? = nil) {
            self.printsTable = printsTable
            self.jsonPath = jsonPath
        }
    }

    /// Worker processes for `--jobs N`.
    public struct Workers: Sendable {
        /// How many at once.
        public var count: Int
        /// The executable and arguments that start one worker (see `ScenarioWorker`).
        public var arguments: [String]
        /// What every worker is told first: how to run its scenarios.
        public var setup: ScenarioWorkerSetup

        public init(count: Int, arguments: [String], setup: ScenarioWorkerSetup) {
            self.count = count
            self.arguments = arguments
            self.setup = setup
        }
    }

    /// The workers to run `scenarioCount` scenarios in: since 0.9.0 always
    /// `workers`, whatever the count, so that a module that traps fails its
    /// scenario instead of ending the run.
    public func workers(forScenarioCount scenarioCount: Int) -> Workers? {
        workers
    }

    public init(
        junitPath: String? = nil, format: RunOutputFormat = .text, verbose: Bool = false, shard: ShardSpecifier? = nil,
        workers: Workers? = nil, artifactsDirectory: String? = nil, coverage: Coverage? = nil,
        reportDirectory: String? = nil, repeatCount: Int = 1
    ) {
        precondition(repeatCount >= 1)
        self.reportDirectory = reportDirectory
        self.repeatCount = repeatCount
        self.coverage = coverage
        self.junitPath = junitPath
        self.format = format
        self.verbose = verbose
        self.shard = shard
        self.workers = workers
        self.artifactsDirectory = artifactsDirectory
    }
}
