import ViperRuntime

// `tasks`: the session's live Swift tasks.

extension ShellCommandDefinition {
    /// `tasks`: one live task a line: its frame, where it started, what it waits on.
    public static let tasks = ShellCommandDefinition(
        name: "tasks", summary: "list the live tasks module code started",
        details: ["One task a line, in the order they started: the module frame that owns it,",
                  "where it started (the traced method that was running) and what it waits on:",
                  "running, clock until <time>, suspended (on something the session still drives),",
                  "or outside (a real clock, real I/O, a continuation nothing will resume)."],
        recording: .notRecorded
    ) { context, _ in
        context.output.write(TaskListing.lines(of: context.session.tasks))
        return .done
    }
}

/// How the shell words the session's tasks, for `tasks`, `settle` and the end of a scenario.
enum TaskListing {
    /// `ContactsList#1  ContactsListInteractor.obtainContacts  clock until 300ms`, one a line,
    /// or `(no tasks)`.
    static func lines(of tasks: [LiveTask]) -> String {
        guard !tasks.isEmpty else { return "(no tasks)\n" }
        let frames = tasks.map { $0.frame?.description ?? "(no module)" }
        let frameWidth = frames.map(\.count).max() ?? 0
        let siteWidth = tasks.map(\.startSite.count).max() ?? 0
        return zip(frames, tasks).map { frame, task in
            TerminalEscaping.escape(frame.padded(to: frameWidth) + "  " + task.startSite.padded(to: siteWidth) + "  " + task.waiting)
        }.joined(separator: "\n") + "\n"
    }

    /// `1 task is waiting outside the virtual clock: ContactsList#1 (ContactsListInteractor.lookUp)`
    /// (or, as a noun phrase, `1 task waiting outside …`), or nil when none is.
    static func waitingOutside(_ tasks: [LiveTask], asSentence: Bool = true) -> String? {
        guard !tasks.isEmpty else { return nil }
        let subject = tasks.count == 1 ? "1 task" : "\(tasks.count) tasks"
        let verb = asSentence ? (tasks.count == 1 ? " is" : " are") : ""
        return TerminalEscaping.escape(
            "\(subject)\(verb) waiting outside the virtual clock: " + tasks.map(\.label).joined(separator: ", "))
    }
}
