import ArgumentParser
import ViperRuntime
import ViperShellEngine

// `<name> describe`, `<name> routes`, `<name> graph`: what the registry
// declares, from the command line, printed by the same functions as the
// shell commands of the same names (`RegistryReport`), so both spellings give
// the same bytes; their help is the shell commands' own.

/// `<name> describe <Module>`.
struct ShellDescribeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "describe", abstract: ShellCommandDefinition.describe.commandLineAbstract)

    @Argument(help: ArgumentHelp("A registered module name.", valueName: "Module"))
    var module: String

    @OptionGroup var data: DataDirectoryOption

    /// The shell's `--width` (`viper-shell --width 60 describe CarsList`).
    @ParentCommand var parent: ShellRootCommand

    /// The width the contract wraps at: the shell's `--width`, else the terminal's, else 80.
    private var width: Int {
        parent.width ?? (TerminalInfo.outputIsTerminal ? TerminalInfo.width() : ScreenRenderer.defaultWidth)
    }

    @MainActor
    func execute(cli: ShellCLI, output: StandardOutput) -> Int32 {
        let width = width
        return RegistryCommand.print(cli: cli, output: output, dataDirectory: data.directory) { registry throws(CommandFailure) in
            try RegistryReport.contract(ofModule: module, in: registry, width: width)
        }
    }
}

/// `<name> routes`.
struct ShellRoutesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "routes", abstract: ShellCommandDefinition.routes.commandLineAbstract)

    @OptionGroup var data: DataDirectoryOption

    @MainActor
    func execute(cli: ShellCLI, output: StandardOutput) -> Int32 {
        RegistryCommand.print(cli: cli, output: output, dataDirectory: data.directory) { registry throws(CommandFailure) in
            try RegistryReport.routes(in: registry)
        }
    }
}

/// `<name> graph`.
struct ShellGraphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "graph", abstract: ShellCommandDefinition.graph.commandLineAbstract)

    @OptionGroup var data: DataDirectoryOption

    @MainActor
    func execute(cli: ShellCLI, output: StandardOutput) -> Int32 {
        RegistryCommand.print(cli: cli, output: output, dataDirectory: data.directory) { registry in RegistryReport.graph(of: registry) }
    }
}

/// Prints what `report` makes of a fresh registry and returns the exit
/// status: 0, or 2 with `<name>: <message>` on stderr when the report fails
/// (an unknown module is a usage error) or the registry cannot be built.
@MainActor
enum RegistryCommand {
    static func print(
        cli: ShellCLI, output: StandardOutput, dataDirectory: String?,
        _ report: (ModuleRegistry) throws(CommandFailure) -> String
    ) -> Int32 {
        guard let configuration = cli.configuration(dataDirectory: dataDirectory) else { return ExitStatus.usageError }
        let registry: ModuleRegistry
        do {
            registry = try configuration.makeRegistry()
        } catch {
            StandardOutput.writeError("\(configuration.name): cannot build the module registry: \(error)\n")
            return ExitStatus.usageError
        }
        do {
            output.write(try report(registry))
            output.flush()
            return ExitStatus.success
        } catch {
            StandardOutput.writeError("\(configuration.name): \(error.message)\n")
            return ExitStatus.usageError
        }
    }
}

extension ShellCommandDefinition {
    /// The command's summary as a subcommand's abstract: a sentence (`Print a module's contract: ….`).
    var commandLineAbstract: String {
        guard let first = summary.first else { return summary }
        return first.uppercased() + summary.dropFirst() + "."
    }
}
