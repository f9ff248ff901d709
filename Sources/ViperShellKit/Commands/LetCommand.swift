import ViperRuntime

extension ShellCommandDefinition {
    /// `let <name> = <value>`, `let <name> = state <path>`: sets a script variable.
    public static let `let` = ShellCommandDefinition(
        name: "let",
        // `=` and `state` stay text: a choice's mismatch message would replace let's own.
        parameters: [ActionParameter("name"), ActionParameter("="), ActionParameter("value"),
                     ActionParameter("path", optional: true)],
        usage: "let <name> = <value> | state <path>",
        summary: "set a variable that ${name} is replaced with in later commands",
        details: ["let <name> = state <path> takes the value at a dotted path of the top module's state "
                  + "(rows.0.make): a string as it is, anything else as JSON.",
                  "${name} is replaced in the words of later commands, except inside '...'.",
                  "Each scenario starts with only the variables of 'run --var name=value'."],
        completion: { arguments, _, _ in
            switch arguments.count {
            case 1: return ["="]
            case 2: return ["state"]
            default: return []
            }
        }
    ) { context, arguments in
        try context.interpreter.assign(
            arguments.text("name") ?? "", equals: arguments.text("=") ?? "", value: arguments.text("value") ?? "",
            statePath: arguments.text("path"))
        return .done
    }
}

extension ShellInterpreter {
    /// `let <name> = <value>`, or with a `statePath`, `let <name> = state <path>`.
    fileprivate func assign(_ name: String, equals: String, value: String, statePath: String?) throws(CommandFailure) {
        guard VariableExpansion.isValidName(name) else {
            throw .error("let: '\(displayed(name))' is not a variable name (letters, digits and _, not starting with a digit)")
        }
        guard equals == "=" else {
            throw .error("let: expected '=' after \(name), found '\(displayed(equals))' (usage: let <name> = <value>)")
        }
        guard let statePath else {
            try setVariable(name, to: value)
            return
        }
        guard value == "state" else {
            throw .error("let: expected 'state <path>' or one value after '=', found '\(displayed(value))' and more")
        }
        try setVariable(name, to: try stateText(at: statePath))
    }
}
