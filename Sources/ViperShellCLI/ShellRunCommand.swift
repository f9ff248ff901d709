import ArgumentParser
import ViperRuntime
import ViperShellKit

/// `<name> run`: runs scenario scripts, one fresh session each.
struct ShellRunCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "run",
            abstract: "Run .vsh scenario scripts, each in a fresh session.",
            discussion: """
                Prints 'PASS <path>' or 'FAIL <path>' (then the failure report, indented) for each scenario, \
                and ends with 'N passed, N failed'. A folder runs every .vsh file in it, recursively, in \
                sorted order. Exit status: 0 when all pass, 1 when any fails, 2 for a usage error (no paths, \
                a missing path, a bad option)\(ShellCLI.current.dataOption == nil ? "" : " or a bad data file").
                """)
    }

    @Argument(help: ArgumentHelp("Scenario files, or folders to search for .vsh files.", valueName: "file-or-folder"))
    var paths: [String] = []

    @Option(name: .long, help: ArgumentHelp("Also write a JUnit XML report to this file.", valueName: "file"))
    var junit: String?

    @Flag(name: .long, help: "Write snapshot files instead of comparing against them (missing or different ones are recorded).")
    var updateSnapshots = false

    @Flag(name: .long, help: "Go on after a failure inside a scenario and report every failure.")
    var keepGoing = false

    @Flag(name: .long, help: "Also print what passing scenarios printed (echo, dump, screen), indented under their PASS line.")
    var verbose = false

    @Option(name: .long, help: ArgumentHelp("Run scenarios in this many worker processes (default: the number of cores).", valueName: "n"))
    var jobs: Int?

    @Option(name: .long, help: ArgumentHelp("Run only part K of N of the sorted scenario list (round-robin, K from 1).", valueName: "K/N"))
    var shard: String?

    @Option(name: .long, help: ArgumentHelp("Output format: text, tap (TAP version 13) or github (text plus ::error annotations).", valueName: "format"))
    var format: String = "text"

    @Option(name: .long, help: ArgumentHelp("For each failing scenario, write its screen, dump, trace and transcript under this folder.", valueName: "dir"))
    var artifacts: String?

    @Option(name: .customLong("var"), help: ArgumentHelp(
        "Set a script variable for every scenario (repeatable); scenarios read it as ${name}.", valueName: "name=value"))
    var variables: [String] = []

    @Flag(name: .long, help: "End with a coverage table: modules opened, actions performed and navigation edges taken, out of those declared.")
    var coverage = false

    @Option(name: .long, help: ArgumentHelp("Also write the coverage as JSON to this file.", valueName: "file"))
    var coverageJson: String?

    /// Worker mode (`run --jobs N` starts the executable this way): serve
    /// scenario requests on stdin, see `ScenarioWorker`.
    @Flag(name: .long, help: .hidden)
    var worker = false

    @OptionGroup var data: DataDirectoryOption

    @Option(name: .long, help: ArgumentHelp(
        "Render screens this many columns wide (\(ShellSettings.widthRangeText); default \(ScreenRenderer.defaultWidth); snapshots always use \(ScreenRenderer.defaultWidth)).",
        valueName: "n"))
    var width: Int?

    /// The root command declares `--data` and `--width` too, and the parser
    /// hands an option both commands declare to the parent, wherever it is
    /// written: read them from whichever command got them.
    @ParentCommand var parent: ShellRootCommand

    private var dataDirectory: String? { data.directory ?? parent.data.directory }
    private var screenWidth: Int { width ?? parent.width ?? ScreenRenderer.defaultWidth }

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be a whole number from 1, not \(jobs)") }
        if let shard {
            do { _ = try ShardSpecifier(parsing: shard) } catch { throw ValidationError(error.message) }
        }
        guard RunOutputFormat(rawValue: format) != nil else {
            throw ValidationError("--format must be text, tap or github, not '\(TerminalEscaping.displayed(format))'")
        }
        if case .failure(let error) = ScriptRunner.variables(fromAssignments: variables) {
            throw ValidationError(error.message)
        }
        guard !paths.isEmpty || worker else { throw ValidationError("give at least one scenario file or folder") }
        guard ShellSettings.widthRange.contains(screenWidth) else {
            throw ValidationError("--width must be from \(ShellSettings.widthRangeText), not \(screenWidth)")
        }
    }

    /// What was asked for, as plain values.
    var request: RunRequest {
        RunRequest(
            paths: paths, junit: junit, updateSnapshots: updateSnapshots, keepGoing: keepGoing, verbose: verbose,
            jobs: jobs, shard: shard, format: format, artifacts: artifacts, variables: variables, coverage: coverage,
            coverageJson: coverageJson, worker: worker, dataDirectory: dataDirectory, screenWidth: screenWidth)
    }

    /// Runs the scenarios; returns the exit status.
    @MainActor
    func execute() -> Int32 {
        request.execute()
    }
}
