import ViperRuntime

// `schedule`: the order of the work that is ready at once during the next command.

extension ShellCommandDefinition {
    /// `schedule <name>...` or `schedule random <n>`: how the next command
    /// that may change the session orders work that is ready at the same
    /// virtual time (see `WorkSchedule`).
    package static let schedule = ShellCommandDefinition(
        name: "schedule", usage: "schedule <name> ... | schedule random <n>",
        summary: "order the work ready at once during the next command",
        details: [
            "During the next command that may change the session (an action, open, back, wait ...; not expect, "
                + "screen or another read), whenever two or more pieces of work are ready at the same virtual time, the "
                + "named one that comes first runs first, and work not named runs after named work. Work is named as "
                + "'tasks' shows its task, frame and start site: \"Catalog#1 (CatalogInteractor.obtainProducts)\"; a "
                + "timer as \"timer \" and the code that armed it; work of the same name keeps its order. 'schedule "
                + "random <n>' ranks every name by a hash of the name and n (what explore tries). Without schedule, "
                + "work runs in one order: jobs oldest first, then timers by deadline and the order they were armed.",
        ],
        arguments: 1...Int.max,
        // Written down by `record`, but never settles: the order is for the next command.
        recording: .check
    ) { context, arguments in
        context.interpreter.pendingSchedule = WorkSchedule(try WorkSchedule.Priorities.parse(arguments.words))
        return .done
    }
}

extension WorkSchedule.Priorities {
    /// The priorities `schedule`'s words ask for, or its usage error.
    static func parse(_ words: [Word]) throws(CommandFailure) -> Self {
        if words.count == 2, words[0].text == "random" {
            guard let seed = UInt64(words[1].text) else {
                throw .error(
                    "schedule random: expected a whole number from 0 to \(UInt64.max), got '\(displayed(words[1].text))'",
                    column: words[1].column)
            }
            return .random(seed)
        }
        var seen = Set<String>()
        for word in words where !seen.insert(word.text).inserted {
            throw .error("schedule: '\(displayed(word.text))' is named twice", column: word.column)
        }
        return .named(words.map(\.text))
    }
}
