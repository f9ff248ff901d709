import ViperRuntime

// MARK: - Shell commands

extension ShellInterpreter {
    /// Runs a shell command; returns whether the top screen may have changed.
    func perform(_ command: ShellCommand, arguments: [Word], at location: SourceLocation) throws(CommandFailure) -> Bool {
        let texts = arguments.map(\.text)
        switch command {
        case .help:
            try help(texts.first)
        case .modules:
            listModules()
        case .open:
            try open(texts)
            return true
        case .actions:
            try listActions()
        case .screen:
            guard session.top != nil else { throw .error(TransitionError.emptyStack.description) }
            printTopScreen()
        case .stack:
            printStack()
        case .back:
            do { try session.back() } catch { throw .error(String(describing: error)) }
            return true
        case .dump:
            let text = session.dumpText()
            if let file = texts.first {
                // Like `source` and snapshots: relative to the running script, folders created.
                try Paths.write(text, to: Paths.join(currentScript?.directory ?? ".", file), createFolders: true)
            } else {
                output.write(text)
            }
        case .wait:
            guard let duration = VirtualDuration(parsing: texts[0]) else {
                throw .error("bad duration '\(displayed(texts[0]))': use a number and a unit, like 300ms, 2s or 1m")
            }
            do { try session.wait(duration) } catch { throw .error(String(describing: error)) }
            return true
        case .settle:
            do { try session.settle() } catch { throw .error(String(describing: error)) }
            return true
        case .set:
            guard texts.count == 2 else {
                guard texts.isEmpty else {
                    throw .error("set takes an option and a value, got 1 argument (usage: \(ShellCommand.set.usage))")
                }
                printSettings()
                break
            }
            try set(option: texts[0], value: texts[1])
        case .source:
            try source(texts[0])
            return true
        case .echo:
            output.write(texts.joined(separator: " ") + "\n")
        case .expect:
            try expect(arguments)
        case .quit, .exit:
            hasQuit = true
        case .history:
            for (offset, line) in (lineReader?.history ?? []).enumerated() {
                output.write(String(offset + 1).leftPadded(to: 5) + "  " + TerminalEscaping.escape(line) + "\n")
            }
        case .run:
            try runScenarios(texts[0])
        }
        return false
    }

    // MARK: - help, modules, actions, stack

    private func help(_ topic: String?) throws(CommandFailure) {
        guard let topic else {
            let width = ShellCommand.allCases.map(\.usage.count).max() ?? 0
            var lines = ["Commands:"]
            for command in ShellCommand.allCases where command != .exit {
                let usage = command == .quit ? "quit, exit" : command.usage
                lines.append("  " + usage.padded(to: max(width, 10)) + "  " + command.summary)
            }
            lines.append("Any other word is an action of the top module ('actions' lists them).")
            lines.append("Type 'help <command>' for more about one command.")
            output.write(lines.joined(separator: "\n") + "\n")
            return
        }
        if let command = ShellCommand(word: topic) {
            let lines = ["usage: " + command.usage, command.summary] + command.details
            output.write(lines.joined(separator: "\n") + "\n")
            return
        }
        if let top = session.top, let entry = top.availableActions.first(where: { $0.action.name == topic }) {
            output.write("usage: \(entry.action.usage)\n\(entry.action.help)\n")
            return
        }
        let names = ShellCommand.allCases.map(\.rawValue) + (session.top?.availableActions.map(\.action.name) ?? [])
        let suggestions = Suggestions.closest(to: topic, among: names)
        let hint = suggestions.isEmpty ? "" : "; did you mean \(suggestions.joined(separator: " or "))?"
        throw .error("no command or action named '\(displayed(topic))'\(hint)")
    }

    private func listModules() {
        let registrations = session.registry.registrations
        guard !registrations.isEmpty else {
            output.write("(no modules registered)\n")
            return
        }
        let width = registrations.map(\.name.count).max() ?? 0
        var lines: [String] = []
        for registration in registrations {
            lines.append(registration.name.padded(to: width) + "  " + registration.summary)
            for parameter in registration.parameters {
                lines.append(String(repeating: " ", count: width + 2) + parameter.usage + "  " + parameter.help)
            }
        }
        output.write(lines.joined(separator: "\n") + "\n")
    }

    private func listActions() throws(CommandFailure) {
        guard let top = session.top else { throw .error(TransitionError.emptyStack.description) }
        let actions = top.availableActions
        guard !actions.isEmpty else {
            output.write("\(top.moduleName) has no actions\n")
            return
        }
        let width = actions.map(\.action.usage.count).max() ?? 0
        let lines = actions.map { entry in
            let from = entry.frame === top ? "" : " (\(entry.frame.moduleName))"
            return entry.action.usage.padded(to: width) + "  " + entry.action.help + from
        }
        output.write(lines.joined(separator: "\n") + "\n")
    }

    private func printStack() {
        let frames = session.stack.frames
        guard !frames.isEmpty else {
            output.write("(the stack is empty)\n")
            return
        }
        var text = ""
        for frame in frames {
            text += "\(frame.index) \(frame.id) \(frame.style.rawValue)\n"
            appendEmbedded(of: frame, depth: 1, to: &text)
        }
        output.write(text)
    }

    private func appendEmbedded(of frame: ModuleFrame, depth: Int, to text: inout String) {
        for child in frame.embedded {
            let slot = child.slot.map { " [\($0)]" } ?? ""
            text += String(repeating: "  ", count: depth) + "  \(child.id) \(child.style.rawValue)\(slot)\n"
            appendEmbedded(of: child, depth: depth + 1, to: &text)
        }
    }

    // MARK: - open, set, source, run

    private func open(_ words: [String]) throws(CommandFailure) {
        let name = words[0]
        var parameters: [String: String] = [:]
        for word in words.dropFirst() {
            guard let equals = word.firstIndex(of: "="), equals != word.startIndex else {
                throw .error("open: expected key=value, got '\(displayed(word))' (usage: \(ShellCommand.open.usage))")
            }
            let key = String(word[..<equals])
            guard parameters[key] == nil else { throw .error("open: \(displayed(key)) is given twice") }
            parameters[key] = String(word[word.index(after: equals)...])
        }
        do {
            try session.open(name, parameters: parameters)
        } catch let error as RegistryError {
            if case .unknownModule(_, let suggestions) = error {
                throw .error(RegistryError.unknownModule(displayed(name), suggestions: suggestions).description)
            }
            throw .error(error.description)
        } catch {
            throw .error(String(describing: error))
        }
    }

    private func set(option name: String, value: String) throws(CommandFailure) {
        guard let option = ShellOption(rawValue: name) else {
            let names = ShellOption.allCases.map(\.rawValue)
            throw .error("unknown option '\(displayed(name))'; the options are \(names.joined(separator: ", "))")
        }
        func flag() throws(CommandFailure) -> Bool {
            switch value {
            case "on": return true
            case "off": return false
            default: throw .error("set \(name): expected on or off, got '\(displayed(value))'")
            }
        }
        switch option {
        case .autosettle:
            if let horizon = VirtualDuration(parsing: value) {
                settings.autosettle = horizon
            } else {
                guard value == "on" || value == "off" else {
                    throw .error("set autosettle: expected on, off or a duration like 1s or 500ms, got '\(displayed(value))'")
                }
                settings.autosettle = try flag() ? ShellSettings.defaultAutosettleHorizon : nil
            }
        case .echo: settings.echo = try flag()
        case .color:
            guard let mode = ColorMode(rawValue: value) else {
                throw .error("set color: expected on, off or auto, got '\(displayed(value))'")
            }
            settings.color = mode
        case .width:
            guard let width = Int(value), ShellSettings.widthRange.contains(width) else {
                throw .error(
                    "set width: expected a whole number from \(ShellSettings.widthRange.lowerBound) to \(ShellSettings.widthRange.upperBound), got '\(displayed(value))'")
            }
            settings.width = width
            settings.widthFollowsTerminal = false
        }
    }

    private func printSettings() {
        let flag = { (on: Bool) in on ? "on" : "off" }
        output.write("""
            autosettle \(settings.autosettle.map { "\($0)" } ?? "off")
            echo \(flag(settings.echo))
            color \(settings.color.rawValue)
            width \(settings.width)

            """)
    }

    private func source(_ file: String) throws(CommandFailure) {
        let directory = currentScript?.directory ?? "."
        let path = Paths.join(directory, file)
        guard Paths.exists(path), !Paths.isDirectory(path) else {
            throw .error(Paths.isDirectory(path) ? "\(displayed(path)) is a folder, not a script" : "no such file: \(displayed(path))")
        }
        let context = ScriptContext.file(path)
        if let canonical = context.canonicalPath,
            let start = scripts.firstIndex(where: { $0.canonicalPath == canonical })
        {
            let chain = scripts[start...].map(\.name) + [path]
            throw .error("source cycle: \(chain.joined(separator: " -> "))")
        }
        let bytes: [UInt8]
        switch Paths.read(path) {
        case .success(let read): bytes = read
        case .failure(let failure): throw failure
        }
        var lines = BufferLineSource(bytes: bytes)
        let outer = previous
        previous = .nothing
        run(&lines, context: context)
        previous = outer
    }

    private func runScenarios(_ path: String) throws(CommandFailure) {
        guard let configuration else { throw .error("run is not available here") }
        // Scenarios run scenarios no further: a scenario that runs itself would never end.
        guard mode != .script else { throw .error("run is not available inside a scenario") }
        let target = Paths.join(currentScript?.directory ?? ".", path)
        let runner = ScriptRunner(
            configuration: configuration,
            options: ScriptRunner.Options(width: ScreenRenderer.defaultWidth, updatesSnapshots: updatesSnapshots))
        runner.interruptRequested = interruptRequested
        let captured = CapturedOutput()
        let status = runner.runAndReport([target], output: captured)
        output.write(captured.text)
        switch status {
        case 0: break
        case 1: throw .error("some scenarios failed")
        default: throw .error(captured.errorText.split(separator: "\n").first.map(String.init) ?? "run failed")
        }
    }
}

extension String {
    /// The string with blanks added on the right up to `width` characters.
    func padded(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }

    /// The string with blanks added on the left up to `width` characters.
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
