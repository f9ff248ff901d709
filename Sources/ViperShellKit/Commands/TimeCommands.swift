import ViperRuntime

// `wait` and `settle`: move the virtual clock.

extension ShellCommandDefinition {
    /// `wait <duration>`: advances the clock, running what comes due.
    public static let wait = ShellCommandDefinition(
        name: "wait", parameters: [ActionParameter("duration")], summary: "advance the virtual clock and run what comes due",
        details: ["<duration> is a number and a unit: 300ms, 2s, 1.5s, 1m."]
    ) { context, words in
        guard let duration = VirtualDuration(parsing: words[0].text) else {
            throw CommandFailure.error(
                "bad duration '\(displayed(words[0].text))': use a number and a unit, like 300ms, 2s or 1m")
        }
        try context.session.wait(duration)
        return .screenMayHaveChanged
    }

    /// `settle`: runs everything pending, however far away.
    public static let settle = ShellCommandDefinition(
        name: "settle", summary: "run pending work and timers until nothing is left",
        details: ["Runs everything pending, however far away; the clock ends at the last work run. Autosettle (on "
                  + "by default) only runs work due within 1s of each command's start. Then names, in one line, any "
                  + "task left waiting outside the virtual clock."]
    ) { context, _ in
        try context.session.settle()
        if let waiting = TaskListing.waitingOutside(context.session.tasksWaitingOutside) {
            context.output.write("settle: \(waiting)\n")
        }
        if let work = context.session.mainQueueWorkDescription {
            context.output.write(TerminalEscaping.escape("settle: \(work)") + "\n")
        }
        // Settling runs everything up to the clock's end: what is left is due after it, and never runs.
        let beyond = context.session.scheduler.waitingWork
        if let first = beyond.first {
            let more = beyond.count > 1 ? " and \(beyond.count - 1) more" : ""
            context.output.write(TerminalEscaping.escape(
                "settle: \(first)\(more) due after the virtual clock's end (\(VirtualScheduler.latestTime.milliseconds)ms) never runs") + "\n")
        }
        return .screenMayHaveChanged
    }
}
