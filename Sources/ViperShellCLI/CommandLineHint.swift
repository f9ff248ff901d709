import ViperRuntime

/// Hints for the command-line mistakes people make most, said before the
/// parser's own message would be: a misspelt subcommand (`viper-shell runn`:
/// did you mean `run`?) and a script given without `run`
/// (`viper-shell file.vsh`: did you mean `run file.vsh` or `< file.vsh`?).
enum CommandLineHint {
    /// The subcommand names of `cli`'s executable, and the parser's own `help`.
    static func subcommandNames(of cli: ShellCLI) -> [String] {
        (ShellRootCommand.builtInSubcommands + cli.extraSubcommands).map { $0._commandName } + ["help"]
    }

    /// The message (ending in a newline) for `arguments` when their first word
    /// is such a mistake; nil for anything else, which the parser reads.
    static func hint(for arguments: [String], cli: ShellCLI) -> String? {
        guard let first = arguments.first, !first.hasPrefix("-") else { return nil }
        let names = subcommandNames(of: cli)
        guard !names.contains(first) else { return nil }
        let name = cli.configuration.name
        let shown = CommandLineMessage.safe(first)
        if first.hasSuffix(".vsh") {
            return "\(name): '\(shown)' is not a subcommand; did you mean '\(name) run \(shown)' "
                + "(a scenario, reported PASS or FAIL) or '\(name) < \(shown)' (its lines as a batch)?\n"
        }
        let close = Suggestions.closest(to: first, among: names)
        guard !close.isEmpty else { return nil }
        return "\(name): unknown subcommand '\(shown)'; did you mean \(close.map { "'\($0)'" }.joined(separator: " or "))? "
            + "('\(name) --help' lists them)\n"
    }
}
