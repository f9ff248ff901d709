import ViperRuntime

// `tasks`: the session's live Swift tasks.

extension ShellCommandDefinition {
    /// `tasks`: one live task a line: its frame, where it started, what it
    /// waits on; `tasks session-lived <site>` declares tasks that may outlive their module.
    public static let tasks = ShellCommandDefinition(
        name: "tasks", usage: "tasks [session-lived <start site>]", summary: "list the live tasks module code started",
        help: [.paragraph("One task a line, in the order they started: the module frame that owns it, where it "
                  + "started and what it waits on: running, clock until <time>, service <endpoint>, listening "
                  + "<endpoint>, task <other task>, suspended (on something the session still drives), or outside: "
                  + "real clock | not resumed | another thread. Marked (module closed) once it outlived its module."),
                  .paragraph("tasks session-lived <start site>: the tasks started there (as listed) may outlive their "
                  + "module; --strict does not count them as pending.")],
        arguments: 0...Int.max,
        recording: .notRecorded
       ) { context, words in
        guard let first = words.first else {
            context.output.write(TaskListing.lines(of: context.session.tasks))
            return .done
        }
        guard first.text == "session-lived", words.count > 1 else {
            throw CommandFailure.error(
                "tasks takes no arguments, or 'session-lived <start site>' (got '\(displayed(first.text))')", column: first.column)
        }
        let site = words.dropFirst().map(\.text).joined(separator: " ")
        let marked = context.session.declareSessionLived(site: site)
        context.output.write("tasks: tasks started at \(displayed(site)) are session-lived (\(marked) live now)\n")
        return .done
    }
}

/// How the shell words the session's tasks, for `tasks`, `settle` and the end of a scenario.
enum TaskListing {
    /// The most tasks a one-line message names before it says how many more there are.
    static let namedInOneLine = 5

    /// `ContactsList#1  ContactsListInteractor.obtainContacts  clock until 300ms`, one a line,
    /// with `(module closed)`, `(session-lived)` or `(detached)` after a task that is so,
    /// or `(no tasks)`.
    static func lines(of tasks: [SessionTaskInfo]) -> String {
        guard !tasks.isEmpty else { return "(no tasks)\n" }
        let frames = tasks.map { $0.frame?.description ?? "(session)" }
        let frameWidth = frames.map(\.count).max() ?? 0
        let siteWidth = tasks.map(\.startSite.count).max() ?? 0
        return zip(frames, tasks).map { frame, task in
            let marks = markers(of: task)
            let line = frame.padded(to: frameWidth) + "  " + task.startSite.padded(to: siteWidth) + "  " + task.waiting.description
            return TerminalEscaping.escape(marks.isEmpty ? line : line + "  (" + marks.joined(separator: ", ") + ")")
        }.joined(separator: "\n") + "\n"
    }

    private static func markers(of task: SessionTaskInfo) -> [String] {
        var marks: [String] = []
        if task.isDetached { marks.append("detached") }
        if task.outlivedModule { marks.append("module closed") }
        if task.sessionLived { marks.append("session-lived") }
        return marks
    }

    /// `1 task is waiting outside the virtual clock: ContactsList#1
    /// (ContactsListInteractor.lookUp), sleeping on a real clock` (or, as a
    /// noun phrase, `1 task waiting outside …`), naming at most
    /// `namedInOneLine` tasks and counting the rest; nil when none is.
    static func waitingOutside(_ tasks: [SessionTaskInfo], asSentence: Bool = true) -> String? {
        guard !tasks.isEmpty else { return nil }
        let subject = tasks.count == 1 ? "1 task" : "\(tasks.count) tasks"
        let verb = asSentence ? (tasks.count == 1 ? " is" : " are") : ""
        var named = tasks.prefix(namedInOneLine).map { task -> String in
            guard case .outside(let reason) = task.waiting else { return task.label }
            return "\(task.label), \(phrase(for: reason))"
        }
        if tasks.count > namedInOneLine { named.append("and \(tasks.count - namedInOneLine) more ('tasks' lists them)") }
        return TerminalEscaping.escape("\(subject)\(verb) waiting outside the virtual clock: " + named.joined(separator: "; "))
    }

    /// Why a task waits outside, as a message says it.
    static func phrase(for reason: SessionTaskInfo.OutsideReason) -> String {
        switch reason {
        case .realClock: return "sleeping on a real clock"
        case .notResumed: return "suspended with nothing to resume it"
        case .anotherThread: return "running on another thread"
        case .ignoresCancellation: return "cancelled, yet sleeping in a loop (held by the session)"
        }
    }
}
