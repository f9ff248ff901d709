import ArgumentParser
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
        if let misplaced = misplacedOption(in: arguments, cli: cli) { return misplaced }
        if arguments.count >= 2, arguments[0] == "help", let topic = helpTopicHint(arguments[1], cli: cli) { return topic }
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

    /// `help <topic>` for a topic that is no subcommand: the parser would print
    /// the whole help with status 0, hiding the mistake.
    private static func helpTopicHint(_ topic: String, cli: ShellCLI) -> String? {
        let names = subcommandNames(of: cli)
        guard !topic.hasPrefix("-"), !names.contains(topic) else { return nil }
        let name = cli.configuration.name
        let close = Suggestions.closest(to: topic, among: names.filter { $0 != "help" })
        let shown = CommandLineMessage.safe(topic)
        if close.isEmpty {
            return "\(name): no subcommand '\(shown)'; the subcommands are "
                + names.filter { $0 != "help" }.joined(separator: ", ") + " ('\(name) --help' lists them)\n"
        }
        return "\(name): no subcommand '\(shown)'; did you mean \(close.map { "'\($0)'" }.joined(separator: " or "))? "
            + "('\(name) --help' lists them)\n"
    }

    /// An option of a subcommand written before the subcommand's name
    /// (`--jobs 2 run x.vsh`), which the parser reads as an unknown option of
    /// the shell itself: says where it belongs. Options come from the parser's
    /// own description of the commands, so no option is listed twice.
    private static func misplacedOption(in arguments: [String], cli: ShellCLI) -> String? {
        let names = subcommandNames(of: cli)
        guard let position = arguments.firstIndex(where: { names.contains($0) }), position > 0 else { return nil }
        let before = arguments[..<position].filter { $0.hasPrefix("--") }
        guard !before.isEmpty, let options = optionsBySubcommand() else { return nil }
        let subcommand = arguments[position]
        let rootOptions = options[""] ?? []
        for word in before {
            let option = String(word.split(separator: "=", maxSplits: 1).first ?? "")
            guard !rootOptions.contains(option), options[subcommand]?.contains(option) == true else { continue }
            let name = cli.configuration.name
            var moved = Array(arguments)
            let index = moved.firstIndex(of: word)!
            var taken = [moved.remove(at: index)]
            if !word.contains("="), index < position - 1, !moved[index].hasPrefix("-") { taken.append(moved.remove(at: index)) }
            let newPosition = moved.firstIndex(of: subcommand)!
            moved.insert(contentsOf: taken, at: newPosition + 1)
            let example = ([name] + moved).map { CommandLineMessage.safe($0) }.joined(separator: " ")
            return "\(name): \(CommandLineMessage.safe(option)) is an option of '\(subcommand)': write it after '\(subcommand)' (\(example))\n"
        }
        return nil
    }

    /// The long option names of the shell (key "") and of each subcommand,
    /// from the parser's description of the command tree, or nil when it cannot be read.
    private static func optionsBySubcommand() -> [String: Set<String>]? {
        guard let tool = try? JSONParser.parse(ShellRootCommand._dumpHelp()), let command = tool.objectValue?["command"] else { return nil }
        func longNames(_ command: JSONValue) -> Set<String> {
            guard case .array(let arguments)? = command.objectValue?["arguments"] else { return [] }
            var names: Set<String> = []
            for argument in arguments {
                guard case .array(let entries)? = argument.objectValue?["names"] else { continue }
                for entry in entries where entry.objectValue?["kind"]?.stringValue == "long" {
                    if let name = entry.objectValue?["name"]?.stringValue { names.insert("--" + name) }
                }
            }
            return names
        }
        var options = ["": longNames(command)]
        if case .array(let subcommands)? = command.objectValue?["subcommands"] {
            for subcommand in subcommands {
                if let name = subcommand.objectValue?["commandName"]?.stringValue { options[name] = longNames(subcommand) }
            }
        }
        return options
    }
}
