import ViperRuntime

// MARK: - Dispatch

extension ShellInterpreter {
    /// Runs one command (its words already split): expands `${name}`
    /// variables, runs the command of the table or the top view's action,
    /// then settles when autosettle is on, then prints the new screen in echo
    /// mode or the interactive loop. Returns what the command did.
    @discardableResult
    public func execute(_ typedWords: [Word], at location: SourceLocation) throws(CommandFailure) -> ShellCommandDefinition.Outcome {
        try execute(typedWords, at: location, mayMentionVariables: true)
    }

    /// `execute(_:at:)`, skipping the search for `${name}` when the line the
    /// words come from holds no `$` (`mayMentionVariables` false): a script's
    /// lines are checked as bytes, at once.
    func execute(
        _ typedWords: [Word], at location: SourceLocation, mayMentionVariables: Bool
    ) throws(CommandFailure) -> ShellCommandDefinition.Outcome {
        lastFailureWasUnexpectedCalls = false
        commandLocation = location
        let words = mayMentionVariables ? try VariableExpansion.expand(typedWords, variables: variables) : typedWords
        guard let first = words.first else { return .done }
        // A command that never returns (a deadlock in module code) is noticed and ended from another thread.
        CommandWatchdog.shared.begin(
            words.lazy.map(\.text).joined(separator: " "), at: location.line > 0 ? location : nil, activity: session.activityProbe)
        defer { CommandWatchdog.shared.end() }
        let began = session.scheduler.now
        let outcome: ShellCommandDefinition.Outcome
        // Only a command that may change the session settles after it: reading
        // (screen, stack, tasks, calls, dump, expect, describe ...) never moves the clock.
        let position = commands.position(ofCommandNamed: first.text)
        let mayChangeTheSession = position.map {
            let role = commands.commands[$0].recording
            return role != .notRecorded && role != .check
        } ?? true
        // A `schedule` line orders the work of the next command that may change the session.
        let schedule = mayChangeTheSession ? pendingSchedule : nil
        if mayChangeTheSession {
            pendingSchedule = nil
            lastSchedule = schedule
            session.scheduler.workOrder = schedule
        }
        defer { if schedule != nil { session.scheduler.workOrder = nil } }
        do {
            if let position {
                outcome = try run(commandAt: position, arguments: words.count == 1 ? [] : Array(words[1...]))
            } else {
                try performAction(first.text, arguments: words[1...].map(\.text))
                outcome = .screenMayHaveChanged
            }
            let settings = self.settings  // as the command left them
            if mayChangeTheSession, let horizon = settings.autosettle {
                try autosettle(within: horizon, of: began)
            }
        } catch {
            // A command that failed may still have changed the session: what must always hold is checked too.
            if mayChangeTheSession, case .assertion(let message, let details)? = brokenStandingAssertionFailure() {
                throw withUnexpectedCalls(.assertion(message + "; the command itself failed: " + error.message, details: details))
            }
            throw withUnexpectedCalls(error)
        }
        if mayChangeTheSession, let broken = brokenStandingAssertionFailure() { throw withUnexpectedCalls(broken) }
        // The interactive loop shows the screen once a typed command is done,
        // not after every line of a script it sources.
        let printsScreens = settings.echo || (mode == .interactive && scripts.isEmpty)
        if printsScreens && outcome == .screenMayHaveChanged && session.top != nil {
            printTopScreen()
        }
        if let unexpected = unexpectedCallsFailure() {
            lastFailureWasUnexpectedCalls = true
            throw unexpected
        }
        return outcome
    }

    /// The calls no stub rule answered while `strict-calls` was on, since the
    /// last look, as this line's failure (`unexpected call cars.fetchAll from
    /// CarsList#1 …`); nil when there were none.
    private func unexpectedCallsFailure() -> CommandFailure? {
        let unexpected = session.services.endpoints.takeUnexpectedCalls()
        guard let first = unexpected.first else { return nil }
        let more = unexpected.count > 1 ? " (and \(unexpected.count - 1) more unexpected call\(unexpected.count == 2 ? "" : "s"); 'calls' lists them)" : ""
        return .error(TerminalEscaping.escape(first) + more)
    }

    /// `failure` of a line that also made unexpected calls, with them named:
    /// they are this line's, not the next one's.
    private func withUnexpectedCalls(_ failure: CommandFailure) -> CommandFailure {
        guard let unexpected = unexpectedCallsFailure() else { return failure }
        switch failure {
        case .error(let message, let column): return .error(message + "; and " + unexpected.message, column: column)
        case .assertion(let message, let details): return .assertion(message + "; and " + unexpected.message, details: details)
        }
    }

    /// Runs the table's command at `position` with its arguments counted:
    /// read in place, so dispatch does not copy the whole definition.
    private func run(commandAt position: Int, arguments: [Word]) throws(CommandFailure) -> ShellCommandDefinition.Outcome {
        let checked = try commands.commands[position].checkedArguments(arguments)
        let execution = commands.commands[position].execution
        do {
            return try execution(CommandContext(self), checked)
        } catch let failure as CommandFailure {
            throw failure
        } catch {
            throw .error(TerminalEscaping.escape(String(describing: error)))
        }
    }

    /// Runs the work due within `horizon` of `began`; the clock
    /// stops at the last work run, and later work waits for `wait` or `settle`.
    /// With nothing scheduled there is nothing to run (and so nothing to
    /// trace): most commands schedule nothing, and skip the session's call.
    func autosettle(within horizon: VirtualDuration, of began: VirtualDuration) throws(CommandFailure) {
        guard session.scheduler.mayRunWork else { return }
        let (sum, overflow) = began.milliseconds.addingReportingOverflow(horizon.milliseconds)
        let deadline = VirtualDuration(milliseconds: overflow ? Int64.max : sum)
        do { try session.runWork(dueBy: deadline) } catch { throw .error("\(error)") }
    }

    /// Performs an action of the top module's view, with its arguments
    /// checked. A word that is neither a command nor an action is the shell's
    /// error `unknown command or action`, with close names among both.
    func performAction(_ name: String, arguments: [String]) throws(CommandFailure) {
        // The session finds the action (or says there is none) anyway: the
        // shell's own message for an unknown name is made only then.
        do {
            try session.perform(action: name, words: arguments)
        } catch TransitionError.emptyStack {
            throw unknownCommandFailure(name)
        } catch TransitionError.unknownAction(let module, let action, _, _)
            where action == name && module == session.top?.moduleName {
            throw unknownCommandFailure(name)
        } catch {
            throw .error(TerminalEscaping.escape(String(describing: error)))
        }
    }

    /// `name` is neither a command nor an action of the top module (nor is
    /// any module open): the shell's error, with close names among both.
    private func unknownCommandFailure(_ name: String) -> CommandFailure {
        guard let top = session.top else {
            let commandNames = commands.commands.map(\.name)
            let suggestions = Suggestions.closest(to: name, among: commandNames)
            let hint = suggestions.isEmpty ? "" : "; did you mean \(suggestions.joined(separator: " or "))?"
            return .error("unknown command '\(displayed(name))' (no module is open; type 'help' for commands)\(hint)")
        }
        let actions = topActionNames
        let commandNames = commands.commands.map(\.name)
        let suggestions = Suggestions.closest(to: name, among: actions)
        let merged = suggestions + Suggestions.closest(to: name, among: commandNames).filter { !suggestions.contains($0) }
        let hint = merged.isEmpty ? "" : "; did you mean \(merged.prefix(3).joined(separator: " or "))?"
        let list = actions.isEmpty ? "it has none" : "its actions are \(actions.joined(separator: ", "))"
        return .error("unknown command or action '\(displayed(name))' for \(top.moduleName) (\(list))\(hint)")
    }
}
