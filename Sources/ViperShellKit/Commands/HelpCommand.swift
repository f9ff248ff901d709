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
            let width = settings.width
            var lines = ["Commands:"]
            lines += TextWrapping.columns(
                listed.map { ($0.usage, $0.summary) }, width: width, minimumTermWidth: 10,
                maximumTermWidth: TextWrapping.termColumnLimit(forWidth: width))
            lines += TextWrapping.hanging("", "Any other word is an action of the top module ('actions' lists them).", width: width, indent: 0)
            lines += TextWrapping.hanging("", "Type 'help <command>' for more about one command.", width: width, indent: 0)
            output.write(lines.joined(separator: "\n") + "\n")
            return
        }
        if let command = commands.command(named: topic) {
            let blocks = [HelpBlock.paragraph(command.summary)] + command.helpBlocks
            output.write((usageLines(command.usage) + blocks.flatMap { $0.lines(width: settings.width) }).joined(separator: "\n") + "\n")
            return
        }
        if let top = session.top, let entry = top.availableActions.first(where: { $0.action.name == topic }) {
            let lines = usageLines(entry.action.usage) + HelpBlock.paragraph(entry.action.help).lines(width: settings.width)
            output.write(lines.joined(separator: "\n") + "\n")
            return
        }
        let names = commands.commands.map(\.name) + (session.top?.availableActions.map(\.action.name) ?? [])
        let suggestions = Suggestions.closest(to: topic, among: names)
        let hint = suggestions.isEmpty ? "" : "; did you mean \(suggestions.joined(separator: " or "))?"
        throw .error("no command or action named '\(displayed(topic))'\(hint)")
    }

    /// `usage: <usage>` fitted to the width: broken between its words outside
    /// brackets where it can be (`[times <n>]` stays whole), continued under
    /// the usage's first word.
    private func usageLines(_ usage: String) -> [String] {
        TextWrapping.hanging("usage: ", usage, width: settings.width, indent: "usage: ".count, keepingBracketsWhole: true)
    }
}
