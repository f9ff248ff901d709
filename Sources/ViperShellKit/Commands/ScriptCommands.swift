import ViperRuntime

// `source`, `echo`, `history`, `quit` and `exit`: scripts and the session itself.

extension ShellCommandDefinition {
    /// `source <file>`: runs another script in this session.
    public static let source = ShellCommandDefinition(
        name: "source", parameters: [.file()], summary: "run another script in this session",
        details: ["The path is relative to the current script (or the current directory). A script that sources "
                  + "itself, directly or not, is an error."],
        recording: .runsScript
    ) { context, words in
        try context.interpreter.source(words[0].text)
        return .screenMayHaveChanged
    }

    /// `echo <words...>`: prints its words.
    public static let echo = ShellCommandDefinition(
        name: "echo", parameters: [ActionParameter("words", optional: true, variadic: true)],
        usage: "echo <words...>", summary: "print its words",
        details: ["Prints its words joined by single spaces (quote text to keep its blanks); control characters "
                  + "and bidi overrides are shown escaped (\\u{1B})."]
    ) { context, arguments in
        context.output.write(TerminalEscaping.escape(arguments.text("words") ?? "") + "\n")
        return .done
    }

    /// `history`: the lines entered so far.
    public static let history = ShellCommandDefinition(
        name: "history", summary: "list the lines entered so far",
        details: ["Lines are numbered from 1, oldest first."],
        recording: .notRecorded
    ) { context, _ in
        for (offset, line) in context.interpreter.options.history().enumerated() {
            context.output.write(String(offset + 1).leftPadded(to: 5) + "  " + TerminalEscaping.escape(line) + "\n")
        }
        return .done
    }

    /// `quit`: ends the session or the script.
    public static let quit = ShellCommandDefinition(
        name: "quit", usage: "quit, exit", summary: "end the session or script",
        details: ["In a script, stops it; the script passes unless something failed before."],
        recording: .notRecorded
    ) { context, _ in
        context.interpreter.quit()
        return .done
    }

    /// `exit`: the same as `quit`.
    public static let exit = ShellCommandDefinition(
        name: "exit", summary: "end the session or script",
        details: ["The same as 'quit'."], isListed: false, recording: .notRecorded,
        execution: quit.execution)
}

extension ShellInterpreter {
    /// The most scripts that may run inside one another (the outer script and
    /// the files it sources, and those they source): deeper nesting is refused
    /// with an error instead of overflowing the stack.
    public static let maximumSourceNesting = 64

    fileprivate func source(_ file: String) throws(CommandFailure) {
        guard scripts.count < Self.maximumSourceNesting else {
            throw .error("source nested too deep: over \(Self.maximumSourceNesting) scripts inside one another (is there a chain of sources that never ends?)")
        }
        let path = resolve(file)
        // a NUL is refused by the file layer with its own message, never taken as "no such file"
        if path.utf8.contains(0), case .failure(let refused) = Paths.read(path) { throw refused }
        guard Paths.exists(path), !Paths.isDirectory(path) else {
            throw .error(Paths.isDirectory(path) ? "\(displayed(path)) is a folder, not a script" : "no such file: \(displayed(path))")
        }
        let context = ScriptContext.file(path)
        if let canonical = context.canonicalPath,
            let start = scripts.firstIndex(where: { $0.canonicalPath == canonical })
        {
            let chain = scripts[start...].map(\.name) + [path]
            throw .error("source cycle: \(chain.map { displayed($0) }.joined(separator: " -> "))")
        }
        let bytes: [UInt8]
        switch Paths.read(path) {
        case .success(let read): bytes = read
        case .failure(let failure): throw failure
        }
        var lines = BufferLineSource(bytes: bytes)
        let outer = previous
        previous = .nothing
        runLines(&lines, context: context)
        previous = outer
    }
}
