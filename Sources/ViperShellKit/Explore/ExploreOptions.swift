/// How `Explorer` drives the modules (`viper-shell explore` options).
public struct ExploreOptions: Sendable {
    /// Steps in all walks together (every command line counts, `open` included).
    public var steps: Int
    /// Steps in one walk before it starts again in a fresh session.
    public var depth: Int
    /// Seeds the generator: the same seed, modules and registry give the same walks.
    public var seed: UInt64
    /// Modules to start walks from; empty means every module that opens as a root.
    public var modules: [String]
    /// Where failing scripts and the crash journal go; nil keeps scripts in the report only.
    public var outputDirectory: String?
    /// Values tried, in order, for a required module parameter that has no default.
    public var parameterValues: [String]
    /// Whether faults are injected between steps from the declared endpoints
    /// (`--no-faults` turns it off).
    public var faults: Bool
    /// Whether steps run under orders drawn from the seed (`schedule random <n>`)
    /// and with varied autosettle horizons (`--no-schedules` turns it off: every
    /// step runs in the scheduler's single order, settled over the full horizon).
    public var schedules: Bool
    /// Lines of the command language run at the start of every walk: `expect
    /// always ...` checks that are invariants of this exploration (`--invariants FILE`).
    public var invariantLines: [String]

    /// Options with orders and horizons varied (`schedules`) and no invariant
    /// lines of the exploration's own: 0.8.0's initializer, kept beside the full one.
    public init(
        steps: Int = 2_000, depth: Int = 20, seed: UInt64 = 1, modules: [String] = [],
        outputDirectory: String? = nil, parameterValues: [String] = ["1", "c1", "news-1"], faults: Bool = true
    ) {
        self.init(
            steps: steps, depth: depth, seed: seed, modules: modules, outputDirectory: outputDirectory,
            parameterValues: parameterValues, faults: faults, schedules: true, invariantLines: [])
    }

    /// Options for an exploration; every argument has the default `viper-shell explore` uses.
    public init(
        steps: Int = 2_000, depth: Int = 20, seed: UInt64 = 1, modules: [String] = [],
        outputDirectory: String? = nil, parameterValues: [String] = ["1", "c1", "news-1"], faults: Bool = true,
        schedules: Bool = true, invariantLines: [String] = []
    ) {
        self.faults = faults
        self.schedules = schedules
        self.invariantLines = invariantLines
        self.steps = steps
        self.depth = depth
        self.seed = seed
        self.modules = modules
        self.outputDirectory = outputDirectory
        self.parameterValues = parameterValues
    }

    /// Where the steps of the current walk are written before each runs
    /// (`<out>/crash-journal.vsh`), so that a crash leaves them; nil without an output folder.
    public var crashJournalPath: String? {
        outputDirectory.map { Paths.join($0, StepJournal.fileName) }
    }

    /// Where a crash's steps go once the process caught it (`<out>/crash-1.vsh`); nil without an output folder.
    public var crashScriptPath: String? {
        outputDirectory.map { Paths.join($0, "crash-1.vsh") }
    }
}
