import ArgumentParser
import ViperRuntime
import ViperShellEngine

/// `run`'s options: the one place each is declared, with its name, help and
/// type. Values arrive typed (a format, a shard, variable assignments, a job
/// count checked for range), so nothing is validated as text and parsed
/// again later. `plan` turns them into the plain `RunPlan` that runs.
struct RunOptions: ParsableArguments {
    @Argument(help: ArgumentHelp("Scenario files, or folders to search for .vsh files.", valueName: "file-or-folder"))
    var paths: [String] = []

    @Option(name: .long, help: ArgumentHelp("Also write a JUnit XML report to this file.", valueName: "file"))
    var junit: String?

    @Flag(name: .long, help: "Write snapshot files instead of comparing against them (missing or different ones are recorded).")
    var updateSnapshots = false

    @Flag(name: .long, help: "Go on after a failure inside a scenario and report every failure.")
    var keepGoing = false

    @Flag(name: .long, help: "Also print what each scenario printed, passing or failing (echo, dump, screen), indented under its result line.")
    var verbose = false

    /// Read whatever follows `--jobs`, so `--jobs -1` is a value out of range, not a missing one.
    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp(
            "Run scenarios in this many worker processes, 1 to \(JobCount.maximum) (default: the number of cores).", valueName: "n"),
        transform: JobCount.init(parsing:))
    var jobs: JobCount?

    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp("Run only part K of N of the sorted scenario list (round-robin, K from 1).", valueName: "K/N"),
        transform: { text in try ShardSpecifier(parsing: text) })
    var shard: ShardSpecifier?

    @Option(name: .long, help: ArgumentHelp("Output format: text, tap (TAP version 13) or github (text plus ::error annotations).", valueName: "format"))
    var format: RunOutputFormat = .text

    @Option(name: .long, help: ArgumentHelp("For each failing scenario, write its screen, dump, trace and transcript under this folder.", valueName: "dir"))
    var artifacts: String?

    @Option(
        name: .customLong("var"),
        help: ArgumentHelp("Set a script variable for every scenario (repeatable); scenarios read it as ${name}.", valueName: "name=value"),
        transform: { text in try VariableAssignment(parsing: text) })
    var variables: [VariableAssignment] = []

    @Flag(name: .long, help: "End with a coverage table: modules opened, actions performed and navigation edges taken, out of those declared.")
    var coverage = false

    @Option(name: .long, help: ArgumentHelp("Also write the coverage as JSON to this file.", valueName: "file"))
    var coverageJson: String?

    @Option(name: .long, help: ArgumentHelp(
        "Write an HTML report to <dir>/index.html: one self-contained page with each scenario's steps (line, virtual time, screen, state changes, trace) and each failure at its step.",
        valueName: "dir"))
    var report: String?

    /// Read whatever follows `--repeat`, so `--repeat -1` is a value out of range, not a missing one.
    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp(
            "Run every scenario n times in fresh sessions (1 to \(RepeatCount.maximum)); runs whose output, screens or final dump differ fail the scenario as nondeterministic, naming the first line that differed.",
            valueName: "n"),
        transform: RepeatCount.init(parsing:))
    var `repeat`: RepeatCount?

    @Flag(name: .long, help: "Fail a scenario that ends with work pending (timers, clock sleepers, tasks), naming it; a script can also 'set strict on'.")
    var strict = false

    @Flag(name: .long, help: "Show how the run is going on one line of standard error, redrawn in place, even when it is not a terminal or CI is set (on a terminal outside CI it is shown anyway).")
    var progress = false

    @OptionGroup var data: DataDirectoryOption

    /// Numbers are read whatever follows the option, so `--width -5` is out of range, not missing.
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(
        "Render screens this many columns wide (\(ShellSettings.widthRangeText); default \(ScreenRenderer.defaultWidth); snapshots always use \(ScreenRenderer.defaultWidth)).",
        valueName: "n"))
    var width: Int?

    /// Worker mode (`run --jobs N` starts the executable this way): read the
    /// setup, then serve scenario requests on stdin, see `ScenarioWorker`.
    @Flag(name: .long, help: .hidden)
    var worker = false

    func validate() throws {
        guard !paths.isEmpty || worker else { throw ValidationError("give at least one scenario file or folder") }
    }

    /// What was asked for, as plain values, with the data folder and width
    /// given to `run` or to the root command (the parser hands an option both
    /// declare to the root, wherever it is written; see `ShellRunCommand`).
    func plan(dataDirectory: String?, screenWidth: Int) -> RunPlan {
        RunPlan(
            paths: paths, junit: junit, updateSnapshots: updateSnapshots, keepGoing: keepGoing, verbose: verbose,
            jobs: jobs?.count, shard: shard, format: format, artifacts: artifacts,
            variables: VariableAssignment.variables(variables), coverage: coverage, coverageJson: coverageJson,
            report: report, repeatCount: self.repeat?.count ?? 1, strict: strict, progress: progress, worker: worker,
            dataDirectory: dataDirectory, screenWidth: screenWidth)
    }
}

/// `--jobs N`: how many worker processes, a whole number from 1 to `maximum`.
struct JobCount: Equatable {
    let count: Int

    /// The most workers a run starts: each holds two sockets in the parent,
    /// and far more workers than cores only share the same cores.
    static let maximum = 256

    init(parsing text: String) throws(CountParseError) {
        count = try CountParseError.wholeNumber(text, upTo: Self.maximum, counting: "jobs")
    }
}

/// `--repeat N`: how many times each scenario runs, a whole number from 1 to `maximum`.
struct RepeatCount: Equatable {
    let count: Int

    /// The most runs of one scenario a run makes.
    static let maximum = 1000

    init(parsing text: String) throws(CountParseError) {
        count = try CountParseError.wholeNumber(text, upTo: Self.maximum, counting: "runs")
    }
}

/// Why a count option's value (`--jobs`, `--repeat`) is not a count.
struct CountParseError: Error, CustomStringConvertible {
    var description: String

    /// `text` as a whole number from 1 to `maximum`, or why not, naming what it counts.
    static func wholeNumber(_ text: String, upTo maximum: Int, counting noun: String) throws(CountParseError) -> Int {
        guard let count = Int(text) else { throw CountParseError(description: "not a whole number") }
        guard (1...maximum).contains(count) else {
            throw CountParseError(description: "out of range: the number of \(noun) is a whole number from 1 to \(maximum)")
        }
        return count
    }
}

extension RunOutputFormat: ExpressibleByArgument {}
extension ColorMode: ExpressibleByArgument {}
