import ViperRuntime

// MARK: - Dispatch

extension ShellInterpreter {
    /// Runs one command (its words already split): expands `${name}`
    /// variables, runs the command of the table or the top view's action,
    /// then settles when autosettle is on, then prints the new screen in echo
    /// mode or the interactive loop. Returns what the command did.
    @discardableResult
    public func execute(_ typedWords: [Word], at location: SourceLocation) throws(CommandFailure) -> ShellCommandDefinition.Outcome {
        let words = try VariableExpansion.expand(typedWords, variables: variables)
        guard let first = words.first else { return .done }
        let began = session.scheduler.now
        let arguments = Array(words.dropFirst())
        let outcome: ShellCommandDefinition.Outcome
        if let command = commands.command(named: first.text) {
            guard command.arguments.contains(arguments.count) else {
                throw .error(command.argumentCountMessage(given: arguments.count))
            }
            do {
                outcome = try command.execution(self, arguments)
            } catch let failure as CommandFailure {
                throw failure
            } catch {
                throw .error(TerminalEscaping.escape(String(describing: error)))
            }
        } else {
            try performAction(first.text, arguments: arguments.map(\.text))
            outcome = .screenMayHaveChanged
        }
        if let horizon = settings.autosettle {
            try autosettle(within: horizon, of: began)
        }
        // The interactive loop shows the screen once a typed command is done,
        // not after every line of a script it sources.
        let printsScreens = settings.echo || (mode == .interactive && scripts.isEmpty)
        if outcome == .screenMayHaveChanged && session.top != nil && printsScreens {
            printTopScreen()
        }
        return outcome
    }

    /// Runs the work due within `horizon` of `began` (SPEC §4); the clock
    /// stops at the last work run, and later work waits for `wait` or `settle`.
    private func autosettle(within horizon: VirtualDuration, of began: VirtualDuration) throws(CommandFailure) {
        let (sum, overflow) = began.milliseconds.addingReportingOverflow(horizon.milliseconds)
        let deadline = VirtualDuration(milliseconds: overflow ? Int64.max : sum)
        do { try session.runWork(dueBy: deadline) } catch { throw .error("\(error)") }
    }

    /// Performs an action of the top module's view, with its arguments
    /// checked. A word that is neither a command nor an action is the shell's
    /// error `unknown command or action`, with close names among both.
    func performAction(_ name: String, arguments: [String]) throws(CommandFailure) {
        guard let top = session.top else {
            let commandNames = commands.commands.map(\.name)
            let suggestions = Suggestions.closest(to: name, among: commandNames)
            let hint = suggestions.isEmpty ? "" : "; did you mean \(suggestions.joined(separator: " or "))?"
            throw .error("unknown command '\(displayed(name))' (no module is open; type 'help' for commands)\(hint)")
        }
        // Every available action is a declared one: the list is worked out only for the message.
        guard top.declaresAction(named: name) else {
            let actions = topActionNames
            let commandNames = commands.commands.map(\.name)
            let suggestions = Suggestions.closest(to: name, among: actions)
            let merged = suggestions + Suggestions.closest(to: name, among: commandNames).filter { !suggestions.contains($0) }
            let hint = merged.isEmpty ? "" : "; did you mean \(merged.prefix(3).joined(separator: " or "))?"
            let list = actions.isEmpty ? "it has none" : "its actions are \(actions.joined(separator: ", "))"
            throw .error("unknown command or action '\(displayed(name))' for \(top.moduleName) (\(list))\(hint)")
        }
        do {
            try session.perform(action: name, words: arguments)
        } catch {
            throw .error(TerminalEscaping.escape(String(describing: error)))
        }
    }
}
