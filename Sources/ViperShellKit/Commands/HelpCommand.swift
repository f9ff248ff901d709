import ViperRuntime

extension ShellCommandDefinition {
    /// `help [command]`: lists the table's commands, or explains one command or action.
    public static let help = ShellCommandDefinition(
        name: "help", parameters: [ActionParameter("command", optional: true)], summary: "list commands, or explain one command or action",
        details: ["Without an argument lists every command; with one explains it.",
                  "'help <action>' explains an action of the top module."],
        recording: .notRecorded,
        completion: { arguments, _, context in
            arguments.isEmpty ? context.interpreter.commands.commands.map(\.name) + context.topActionNames : []
        }
    ) { context, words in
        try context.interpreter.help(words.first?.text)
        return .done
    }
}

extension ShellInterpreter {
    fileprivate func help(_ topic: String?) throws(CommandFailure) {
        let listed = commands.commands.filter(\.isListed)
        guard let topic else {
            let width = listed.map(\.usage.count).max() ?? 0
            var lines = ["Commands:"]
            for command in listed {
                lines.append("  " + command.usage.padded(to: max(width, 10)) + "  " + command.summary)
            }
            lines.append("Any other word is an action of the top module ('actions' lists them).")
            lines.append("Type 'help <command>' for more about one command.")
            output.write(lines.joined(separator: "\n") + "\n")
            return
        }
        if let command = commands.command(named: topic) {
            let lines = ["usage: " + command.usage, command.summary] + command.details
            output.write(lines.joined(separator: "\n") + "\n")
            return
        }
        if let top = session.top, let entry = top.availableActions.first(where: { $0.action.name == topic }) {
            output.write("usage: \(entry.action.usage)\n\(entry.action.help)\n")
            return
        }
        let names = commands.commands.map(\.name) + (session.top?.availableActions.map(\.action.name) ?? [])
        let suggestions = Suggestions.closest(to: topic, among: names)
        let hint = suggestions.isEmpty ? "" : "; did you mean \(suggestions.joined(separator: " or "))?"
        throw .error("no command or action named '\(displayed(topic))'\(hint)")
    }
}
