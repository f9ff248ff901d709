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

    @Flag(name: .long, help: "Also print what each scenario printed (echo, dump, screen), indented under its result line.")
    var verbose = false

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
        guard !paths.isEmpty else { throw ValidationError("give at least one scenario file or folder") }
        guard ShellSettings.widthRange.contains(screenWidth) else {
            throw ValidationError("--width must be from \(ShellSettings.widthRangeText), not \(screenWidth)")
        }
    }

    /// Runs the scenarios; returns the exit status.
    @MainActor
    func execute() -> Int32 {
        guard var configuration = ShellCLI.current.configuration(dataDirectory: dataDirectory) else {
            return ExitStatus.usageError
        }
        configuration.width = screenWidth
        configuration.color = .off
        let runner = ScriptRunner(
            configuration: configuration,
            options: ScriptRunner.Options(
                width: screenWidth, updatesSnapshots: updateSnapshots, keepsGoing: keepGoing, showsOutput: verbose))
        return runner.runAndReport(paths, junitPath: junit, output: StandardOutput())
    }
}
