import ArgumentParser
import ViperRuntime
import ViperShellEngine

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
                a missing path, a bad option)\(ShellCLI.parsing.dataOption == nil ? "" : " or a bad data file").
                """)
    }

    @OptionGroup var options: RunOptions

    /// The root command declares `--data` and `--width` too, and the parser
    /// hands an option both commands declare to the parent, wherever it is
    /// written: read them from whichever command got them.
    @ParentCommand var parent: ShellRootCommand

    private var dataDirectory: String? { options.data.directory ?? parent.data.directory }
    private var screenWidth: Int { options.width ?? parent.width ?? ScreenRenderer.defaultWidth }

    func validate() throws {
        guard ShellSettings.widthRange.contains(screenWidth) else {
            throw ValidationError("--width must be from \(ShellSettings.widthRangeText), not \(screenWidth)")
        }
    }

    /// What was asked for, as plain values.
    var plan: RunPlan { options.plan(dataDirectory: dataDirectory, screenWidth: screenWidth) }

    /// Runs the scenarios; returns the exit status.
    @MainActor
    func execute(cli: ShellCLI, output: StandardOutput) -> Int32 {
        plan.execute(cli: cli, output: output)
    }
}
