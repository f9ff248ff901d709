import ArgumentParser
import ViperRuntime
import ViperShellKit

/// `viper-shell run`: runs scenario scripts, one fresh session each.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run .vsh scenario scripts, each in a fresh session.",
        discussion: """
            Prints 'PASS <path>' or 'FAIL <path>' (then the failure report, indented) for each scenario, \
            and ends with 'N passed, N failed'. A folder runs every .vsh file in it, recursively, in \
            sorted order. Exit status: 0 when all pass, 1 when any fails, 2 for a usage error (no paths, \
            a missing path, a bad option) or a bad data file.
            """)

    @Argument(help: ArgumentHelp("Scenario files, or folders to search for .vsh files.", valueName: "file-or-folder"))
    var paths: [String] = []

    @Option(name: .long, help: ArgumentHelp("Also write a JUnit XML report to this file.", valueName: "file"))
    var junit: String?

    @Flag(name: .long, help: "Write snapshot files instead of comparing against them (missing or different ones are recorded).")
    var updateSnapshots = false

    @Flag(name: .long, help: "Go on after a failure inside a scenario and report every failure.")
    var keepGoing = false

    @Option(name: .long, help: ArgumentHelp("Load cars.json and/or posts.json from this folder instead of the built-in data.", valueName: "dir"))
    var data: String?

    @Option(name: .long, help: ArgumentHelp("Render screens this many columns wide (20 to 1000; default 80; snapshots always use 80).", valueName: "n"))
    var width: Int?

    /// `viper-shell` declares `--data` and `--width` too, and the parser hands
    /// an option both commands declare to the parent, wherever it is written:
    /// read them from whichever command got them.
    @ParentCommand var parent: ViperShellCommand

    private var dataDirectory: String? { data ?? parent.data }
    private var screenWidth: Int { width ?? parent.width ?? 80 }

    func validate() throws {
        guard !paths.isEmpty else { throw ValidationError("give at least one scenario file or folder") }
        guard ShellSettings.widthRange.contains(screenWidth) else {
            throw ValidationError("--width must be from 20 to 1000, not \(screenWidth)")
        }
    }

    /// Runs the scenarios; returns the exit status.
    @MainActor
    func execute() -> Int32 {
        guard let features = loadFeatures(from: dataDirectory) else { return 2 }
        let configuration = ShellConfiguration(
            width: screenWidth, color: .off, makeRegistry: { registry in try features.register(in: registry) })
        let runner = ScriptRunner(
            configuration: configuration,
            options: ScriptRunner.Options(width: screenWidth, updatesSnapshots: updateSnapshots, keepsGoing: keepGoing))
        return runner.runAndReport(paths, junitPath: junit, output: StandardOutput())
    }
}
