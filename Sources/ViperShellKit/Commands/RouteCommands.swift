import ViperRuntime

// `route` and `routes`: deep links into the registered modules.

extension ShellCommandDefinition {
    /// `route <path>`: the whole stack for a path, root first, all or nothing.
    public static let route = ShellCommandDefinition(
        name: "route", parameters: [ActionParameter("path")], summary: "open the stack a deep link describes ('routes' lists them)",
        details: ["Checks the whole path against the registered patterns first (an unknown segment, a missing or "
                  + "malformed parameter is an error naming the segment), then replaces the stack with its modules, "
                  + "root first, each opened as its opener declares (push or present). If any open fails, nothing "
                  + "changes. 'routes' lists the patterns."],
        completion: { arguments, _, context in
            arguments.isEmpty ? ((try? RouteTable(registry: context.session.registry))?.entries.map(\.pattern.description) ?? []) : []
        }
    ) { context, words in
        try context.interpreter.openRoute(words[0].text)
        return .screenMayHaveChanged
    }

    /// `routes`: every pattern with its module.
    public static let routes = ShellCommandDefinition(
        name: "routes", summary: "list the route patterns with their modules",
        details: ["One pattern a line, in registration order, with the module it opens; ':name' segments are parameters."],
        recording: .notRecorded
    ) { context, _ in
        context.output.write(try RegistryReport.routes(in: context.session.registry))
        return .done
    }
}

extension ShellInterpreter {
    /// Replaces the stack with the modules `path` leads to (`route cars/c3`),
    /// or throws one line naming what is wrong; the stack is unchanged then.
    public func openRoute(_ path: String) throws(CommandFailure) {
        let table = try RegistryReport.routeTable(of: session.registry)
        let steps: [RouteStep]
        do {
            steps = try table.resolve(path)
        } catch {
            throw .error(error.description)
        }
        do {
            try session.open(route: steps)
        } catch let error as TransitionError {
            throw .error("route \(displayed(path)): \(error.shellMessage)")
        } catch {
            throw .error("route \(displayed(path)): \(error)")
        }
    }

    /// Opens `path` before the session's first command (`<name> route
    /// <path>`) as the typed line `route <path>` would: settled when
    /// autosettle is on, its screen shown in the interactive shell, and part
    /// of the setup a later recording starts with. Throws one line naming
    /// what is wrong; the stack is empty then.
    public func openStartRoute(_ path: String) throws(CommandFailure) {
        let began = session.scheduler.now
        try openRoute(path)
        if let horizon = settings.autosettle { try autosettle(within: horizon, of: began) }
        journal.note("route " + Tokenizer.quoted(path), role: .recorded)
        if mode == .interactive && session.top != nil { printTopScreen() }
    }
}
