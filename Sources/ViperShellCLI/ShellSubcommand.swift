import ArgumentParser
import ViperShellEngine

/// A subcommand of the shell's executable (`run`, `route`, `describe`, …):
/// parsed by ArgumentParser, run on the main actor for the CLI that parsed
/// it, writing to the CLI's standard output, returning its exit status.
protocol ShellSubcommand: ParsableCommand {
    @MainActor
    func execute(cli: ShellCLI, output: StandardOutput) -> Int32
}

extension ShellRunCommand: ShellSubcommand {}
extension ShellRouteCommand: ShellSubcommand {}
extension ShellDescribeCommand: ShellSubcommand {}
extension ShellRoutesCommand: ShellSubcommand {}
extension ShellGraphCommand: ShellSubcommand {}
extension ShellExploreCommand: ShellSubcommand {}
