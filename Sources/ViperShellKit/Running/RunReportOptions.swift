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
    /// Run in this many worker processes; nil runs every scenario in this process.
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

    /// Worker processes for `--jobs N` with N above 1.
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

    /// The workers to run `scenarioCount` scenarios in, or nil to run them in this process.
    /// Workers only pay for themselves when there is something to run side by side
    /// (`min(count, scenarioCount)` above 1), so one scenario runs here: the run is that
    /// scenario, and if it crashes this process ends by that signal. The one exception keeps a
    /// worker for a single scenario when a report file is asked for (`--junit`, `--artifacts`,
    /// `--coverage-json`, `--report`), so that a crash still ends in a written report instead of none.
    public func workers(forScenarioCount scenarioCount: Int) -> Workers? {
        guard let workers else { return nil }
        let writesReportFiles = junitPath != nil || artifactsDirectory != nil || coverage?.jsonPath != nil || reportDirectory != nil
        if min(workers.count, scenarioCount) > 1 || (scenarioCount == 1 && writesReportFiles) { return workers }
        return nil
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
