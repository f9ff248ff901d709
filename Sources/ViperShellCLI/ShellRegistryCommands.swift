import ArgumentParser
import ViperRuntime
import ViperShellKit

// `<name> describe`, `<name> routes`, `<name> graph`: what the registry
// declares, from the command line (SPEC §15), printed by the shell commands
// of the same names so both spellings give the same bytes.

/// `<name> describe <Module>`.
struct ShellDescribeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "describe",
        abstract: "Print a module's contract: parameters, protocols, actions, slots, navigation and routes.")

    @Argument(help: ArgumentHelp("A registered module name.", valueName: "Module"))
    var module: String

    @OptionGroup var data: DataDirectoryOption

    @MainActor
    func execute(cli: ShellCLI) -> Int32 { RegistryCommand.run(cli: cli, ["describe", module], dataDirectory: data.directory) }
}

/// `<name> routes`.
struct ShellRoutesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "routes", abstract: "List the registered route patterns with their modules.")

    @OptionGroup var data: DataDirectoryOption

    @MainActor
    func execute(cli: ShellCLI) -> Int32 { RegistryCommand.run(cli: cli, ["routes"], dataDirectory: data.directory) }
}

/// `<name> graph`.
struct ShellGraphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "graph", abstract: "Print the declared navigation map as a Mermaid flowchart.")

    @OptionGroup var data: DataDirectoryOption

    @MainActor
    func execute(cli: ShellCLI) -> Int32 { RegistryCommand.run(cli: cli, ["graph"], dataDirectory: data.directory) }
}

/// Runs one shell command in a fresh batch session and returns the exit
/// status: 0, or 2 with `<name>: <message>` on stderr when the command fails
/// (an unknown module is a usage error) or the registry cannot be built.
@MainActor
enum RegistryCommand {
    static func run(cli: ShellCLI, _ words: [String], dataDirectory: String?) -> Int32 {
        guard let configuration = cli.configuration(dataDirectory: dataDirectory) else {
            return ExitStatus.usageError
        }
        do {
            let shell = try Shell(configuration: configuration, mode: .batch)
            defer { shell.interpreter.output.flush() }
            try shell.interpreter.execute(words.map { Word($0) }, at: SourceLocation(file: "<command line>", line: 0))
            return ExitStatus.success
        } catch let failure as CommandFailure {
            StandardOutput.writeError("\(configuration.name): \(failure.message)\n")
        } catch {
            StandardOutput.writeError("\(configuration.name): cannot build the module registry: \(error)\n")
        }
        return ExitStatus.usageError
    }
}
