import ViperRuntime

extension ShellCommandDefinition {
    /// `let <name> = <value>`, `let <name> = state <path>`: sets a script variable (SPEC §12).
    public static let `let` = ShellCommandDefinition(
        name: "let", usage: "let <name> = <value> | state <path>",
        summary: "set a variable that ${name} is replaced with in later commands",
        details: ["let <name> = state <path> takes the value at a dotted path of the top module's",
                  "state (rows.0.make): a string as it is, anything else as JSON.",
                  "${name} is replaced in the words of later commands, except inside '...'.",
                  "Each scenario starts with only the variables of 'run --var name=value'."],
        arguments: 3...4,
        completion: { arguments, _, _ in
            switch arguments.count {
            case 1: return ["="]
            case 2: return ["state"]
            default: return []
            }
        }
    ) { context, words in
        try context.interpreter.assign(words.map(\.text))
        return .done
    }
}

extension ShellInterpreter {
    fileprivate func assign(_ words: [String]) throws(CommandFailure) {
        let name = words[0]
        guard VariableExpansion.isValidName(name) else {
            throw .error("let: '\(displayed(name))' is not a variable name (letters, digits and _, not starting with a digit)")
        }
        guard words[1] == "=" else {
            throw .error("let: expected '=' after \(name), found '\(displayed(words[1]))' (usage: let <name> = <value>)")
        }
        if words.count == 3 {
            try setVariable(name, to: words[2])
            return
        }
        guard words[2] == "state" else {
            throw .error("let: expected 'state <path>' or one value after '=', found '\(displayed(words[2]))' and more")
        }
        try setVariable(name, to: try stateText(at: words[3]))
    }

    /// Sets `name`, refusing a value over `VariableExpansion.valueLimit` (the variable keeps its old value).
    private func setVariable(_ name: String, to value: String) throws(CommandFailure) {
        guard value.utf8.count <= VariableExpansion.valueLimit else {
            throw VariableExpansion.valueTooLong(name, bytes: value.utf8.count)
        }
        variables[name] = value
    }
}
