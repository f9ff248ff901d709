import ArgumentParser

/// A subcommand an embedding shell adds to its executable (`todo-shell
/// export <file>`), beside `run`, `route`, `describe`, `routes`, `graph` and
/// `explore`: a swift-argument-parser command (its name, help, arguments and
/// checks are declared as usual) that runs on the main actor with the CLI
/// that parsed it and returns the exit status. Pass its type in
/// `ShellCLI(extraSubcommands:)`.
///
///     struct CountCommand: ShellCLISubcommand {
///         static let configuration = CommandConfiguration(commandName: "count", abstract: "Print how many modules there are.")
///
///         func execute(in cli: ShellCLI) -> Int32 {
///             print((try? cli.configuration.makeRegistry().registrations.count) ?? 0)
///             return 0
///         }
///     }
public protocol ShellCLISubcommand: ParsableCommand {
    /// Runs the subcommand for `cli` (its configuration, its data option); returns the exit status.
    @MainActor
    func execute(in cli: ShellCLI) -> Int32
}
