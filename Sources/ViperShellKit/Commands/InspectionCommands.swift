import ViperRuntime

// `modules`, `actions`, `screen`, `stack`: what is registered and what is open.

extension ShellCommandDefinition {
    /// `modules`: the registry, with summaries and `open` parameters.
    public static let modules = ShellCommandDefinition(
        name: "modules", summary: "list registered modules with their summaries and parameters",
        details: ["Each module is listed with its summary and the parameters 'open' accepts."],
        recording: .notRecorded
    ) { context, _ in
        context.interpreter.listModules()
        return .done
    }

    /// `actions`: what can be typed on the top screen.
    public static let actions = ShellCommandDefinition(
        name: "actions", summary: "list the top module's actions with their parameters",
        details: ["Lists what can be typed on the top screen, including the actions of modules embedded in it."],
        recording: .notRecorded
    ) { context, _ in
        try context.interpreter.listActions()
        return .done
    }

    /// `screen`: the top screen at the current width.
    public static let screen = ShellCommandDefinition(
        name: "screen", summary: "print the top module's screen",
        details: ["Renders the top module's screen at the current width ('set width')."],
        recording: .notRecorded
    ) { context, _ in
        guard context.session.top != nil else { throw CommandFailure.error(TransitionError.emptyStack.shellMessage) }
        context.interpreter.printTopScreen()
        return .done
    }

    /// `stack`: the frames, root first.
    public static let stack = ShellCommandDefinition(
        name: "stack", summary: "print the transition stack, root first",
        details: ["One frame a line: index, id and style (root, push, present); embedded children are indented "
                  + "under their container with their slot. A frame that stands for a faked module (open <Module> "
                  + "alone) is marked (fake)."],
        recording: .notRecorded
    ) { context, _ in
        context.interpreter.printStack()
        return .done
    }
}

extension ShellInterpreter {
    fileprivate func listModules() {
        let registrations = session.registry.registrations
        guard !registrations.isEmpty else {
            output.write("(no modules registered)\n")
            return
        }
        let width = settings.width
        let column = registrations.map(\.name.count).max() ?? 0
        let textIndent = column + 2
        var lines: [String] = []
        for registration in registrations {
            lines += TextWrapping.hanging(registration.name.padded(to: column) + "  ", registration.summary, width: width, indent: textIndent)
            for parameter in registration.parameters {
                let lead = String(repeating: " ", count: textIndent) + parameter.usage + "  "
                lines += TextWrapping.hanging(lead, parameter.help, width: width, indent: textIndent + 2)
            }
        }
        output.write(lines.joined(separator: "\n") + "\n")
    }

    fileprivate func listActions() throws(CommandFailure) {
        guard let top = session.top else { throw .error(TransitionError.emptyStack.shellMessage) }
        let actions = top.availableActions
        guard !actions.isEmpty else {
            let unavailable = top.unavailableActions.map { "\($0.action.name) (\($0.reason))" }
            output.write(
                unavailable.isEmpty
                    ? "\(top.moduleName) has no actions\n"
                    : "\(top.moduleName) has no action available now: \(unavailable.joined(separator: ", "))\n")
            return
        }
        let rows = actions.map { entry in
            let from = entry.frame === top ? "" : " (\(entry.frame.moduleName))"
            return (term: entry.action.usage, text: entry.action.help + from)
        }
        let width = settings.width
        let lines = TextWrapping.columns(
            rows, width: width, indent: 0, maximumTermWidth: TextWrapping.termColumnLimit(forWidth: width))
        output.write(lines.joined(separator: "\n") + "\n")
    }

    fileprivate func printStack() {
        let frames = session.stack.frames
        guard !frames.isEmpty else {
            output.write("(the stack is empty)\n")
            return
        }
        var text = ""
        for frame in frames {
            text += "\(frame.index) \(frame.id) \(frame.style.rawValue)\(frame.fake == nil ? "" : " (fake)")\n"
            appendEmbedded(of: frame, depth: 1, to: &text)
        }
        output.write(text)
    }

    private func appendEmbedded(of frame: ModuleFrame, depth: Int, to text: inout String) {
        for child in frame.embedded {
            let slot = child.slot.map { " [\($0)]" } ?? ""
            let fake = child.fake == nil ? "" : " (fake)"
            text += String(repeating: "  ", count: depth) + "  \(child.id) \(child.style.rawValue)\(slot)\(fake)\n"
            appendEmbedded(of: child, depth: depth + 1, to: &text)
        }
    }
}
