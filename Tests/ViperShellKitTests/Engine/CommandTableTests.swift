import Synchronization
import Testing
import ViperRuntime
@testable import ViperShellEngine

/// Commands are values in a table that help, completion and dispatch read,
/// and that an embedding shell extends with its own commands.
@MainActor
@Suite("Command table")
struct CommandTableTests {
    /// `greet <name>`: a command an embedding shell adds.
    private static let greet = ShellCommandDefinition(
        name: "greet", parameters: [ActionParameter("name")], summary: "say hello to someone",
        details: ["Prints 'hello, <name>'."],
        completion: { _, _, _ in ["Ada", "Grace"] }
    ) { context, arguments in
        context.output.write("hello, \(arguments.text("name") ?? "")\n")
        return .done
    }

    /// `repeat <times> <mood> [words...]`: typed parameters, checked before it runs.
    private static let repeatCommand = ShellCommandDefinition(
        name: "repeat",
        parameters: [.integer("times", minimum: 1), .choice("mood", ["calm", "loud"]), ActionParameter("words", optional: true, variadic: true)],
        summary: "say something several times"
    ) { context, arguments in
        let words = arguments.text("words") ?? "(nothing)"
        let line = arguments.text("mood") == "loud" ? words.uppercased() : words
        context.output.write(String(repeating: line + "\n", count: arguments.integer("times") ?? 0))
        return .done
    }

    /// `save <file> <note...>`: a file parameter, completed as a path and resolved as the built-in commands resolve theirs.
    private static let save = ShellCommandDefinition(
        name: "save", parameters: [.file(), ActionParameter("note", variadic: true)], summary: "write a note to a file"
    ) { context, arguments in
        context.output.write("\(context.resolve(arguments.text("file") ?? "")): \(arguments.text("note") ?? "")\n")
        return .done
    }

    private static let configuration = ShellConfiguration(name: "shelf", commands: .standard + [greet, repeatCommand, save]) {
        try Shelf.register(in: $0)
    }

    private func makeShell() throws -> (ShellInterpreter, CapturedOutput) {
        let output = CapturedOutput()
        let interpreter = ShellInterpreter(
            session: try Self.configuration.makeSession(), commands: Self.configuration.commands, output: output,
            options: .init(mode: .interactive))
        return (interpreter, output)
    }

    @Test("a custom command runs with its arguments")
    func dispatch() throws {
        let (shell, output) = try makeShell()
        shell.executeInteractively("greet Ada")
        #expect(output.text == "hello, Ada\n")
    }

    @Test("help lists a custom command and explains it")
    func help() throws {
        let (shell, output) = try makeShell()
        shell.executeInteractively("help")
        shell.executeInteractively("help greet")
        #expect(output.text.contains("  greet <name>"))
        #expect(output.text.contains("usage: greet <name>\nsay hello to someone\nPrints 'hello, <name>'.\n"))
    }

    @Test("completion offers a custom command and its own candidates")
    func completion() throws {
        let (shell, _) = try makeShell()
        let completer = ShellCompleter(interpreter: shell)
        #expect(completer.completions(forLinePrefix: "gr") == ["graph", "greet"])
        #expect(completer.completions(forLinePrefix: "greet G") == ["Grace"])
    }

    @Test("a custom command's argument count is checked before it runs")
    func argumentCount() throws {
        let (shell, output) = try makeShell()
        shell.executeInteractively("greet")
        #expect(output.errorText == "error: greet takes 1 argument, got 0 (usage: greet <name>)\n")
        #expect(output.text.isEmpty)
    }

    @Test("typed parameters: usage, kind checks, named values and the completion of choices come from the declaration")
    func typedParameters() throws {
        let (shell, output) = try makeShell()
        let completer = ShellCompleter(interpreter: shell)

        shell.executeInteractively("repeat 2 loud hi there")
        shell.executeInteractively("repeat 1 calm")
        shell.executeInteractively("repeat 0 calm x")
        shell.executeInteractively("repeat two calm")
        shell.executeInteractively("repeat 1 angry")

        #expect(Self.repeatCommand.usage == "repeat <times> <mood> [words...]")
        #expect(Self.repeatCommand.arguments == 2...Int.max)
        #expect(output.text == "HI THERE\nHI THERE\n(nothing)\n")
        #expect(output.errorText == """
            error: repeat: <times> must be 1 or more, not 0 (usage: repeat <times> <mood> [words...])
            error: repeat: <times> must be a whole number, not 'two' (usage: repeat <times> <mood> [words...])
            error: repeat: <mood> must be one of calm, loud, not 'angry' (usage: repeat <times> <mood> [words...])

            """)
        #expect(completer.completions(forLinePrefix: "repeat 2 ") == ["calm", "loud"])
        #expect(completer.completions(forLinePrefix: "repeat 2 calm ").isEmpty)
    }

    @Test("a custom command's file parameter completes paths and resolves like the built-in commands' files")
    func fileParameter() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("notes/today.txt", "")
        let (shell, output) = try makeShell()
        let completer = ShellCompleter(interpreter: shell)

        shell.executeInteractively("save /tmp/x.txt buy milk")

        #expect(Self.save.usage == "save <file> <note...>")
        #expect(completer.completions(forLinePrefix: "save \(folder.path)/no") == ["\(folder.path)/notes/"])
        #expect(completer.completions(forLinePrefix: "save \(folder.path)/notes/t") == ["\(folder.path)/notes/today.txt"])
        #expect(completer.completions(forLinePrefix: "save \(folder.path)/notes/today.txt b").isEmpty)
        #expect(output.text == "/tmp/x.txt: buy milk\n")
    }

    @Test("a custom command's name is reserved: no module may take it")
    func reservedName() throws {
        let registry = try Self.configuration.makeRegistry()
        #expect(throws: RegistryError.moduleNameIsCommand("greet")) {
            try registry.register(ModuleRegistration(name: "greet", summary: "", view: BookView.self) { _ in fatalError() })
        }
    }

    @Test("a custom command with a standard name replaces it, in its place")
    func replacement() {
        let echo = ShellCommandDefinition(name: "echo", usage: "echo", summary: "mine", arguments: 0...0) { _, _ in .done }
        let table = ShellCommandTable.standard + [echo]
        #expect(table.commands.count == ShellCommandTable.standard.commands.count)
        #expect(table.command(named: "echo")?.summary == "mine")
        #expect(table.commands.map(\.name) == ShellCommandTable.standard.commands.map(\.name))
    }

    @Test("a typed declaration keeps a written usage where one is given; its parameters still give the argument count")
    func writtenUsage() {
        // The usage and argument range each of these commands had when it read its words by hand.
        let expected: [(ShellCommandDefinition, String, ClosedRange<Int>)] = [
            (.echo, "echo <words...>", 0...Int.max),
            (.quit, "quit, exit", 0...0),
            (.exit, "exit", 0...0),
            (.open, "open <Module> [alone] [key=value ...]", 1...Int.max),
            (.let, "let <name> = <value> | state <path>", 3...4),
            (.record, "record <file> [snapshots] [replace]", 1...3),
            (.trace, "trace [on|off|clear|export <file.mmd|file.json> [compact]]", 0...3),
        ]
        for (command, usage, arguments) in expected {
            #expect(!command.parameters.isEmpty || command.name == "quit" || command.name == "exit", "\(command.name)")
            #expect(command.usage == usage, "\(command.name)")
            #expect(command.arguments == arguments, "\(command.name)")
        }
        // Without the written usage echo's would be generated from its parameter.
        #expect(ViewAction("echo", ShellCommandDefinition.echo.parameters, help: "").usage == "echo [words...]")
    }

    /// Counts how many times a command's help was made.
    private final class HelpMaking: Sendable {
        let count = Mutex(0)

        func make() -> [HelpBlock] {
            count.withLock { $0 += 1 }
            return ["made when asked"]
        }
    }

    @Test("a command's help is made when it is asked for, not when the command is declared")
    func helpIsMadeWhenAsked() {
        let making = HelpMaking()
        let greet = ShellCommandDefinition(
            name: "greet", parameters: [ActionParameter("name")], summary: "say hello", help: making.make()
        ) { _, _ in .done }

        #expect(making.count.withLock { $0 } == 0)
        #expect(greet.details == ["made when asked"])
        #expect(greet.helpBlocks.count == 1)
        #expect(greet.usage == "greet <name>")
        #expect(making.count.withLock { $0 } == 2)
    }

    @Test("help expect shows every form's full usage")
    func helpExpect() throws {
        let (shell, output) = try makeShell()
        shell.executeInteractively("help expect")
        let lines = output.text.split(separator: "\n").map(String.init)
        for form in Assertion.forms {
            // Whole, on a line of its own or beside its meaning.
            #expect(lines.contains { $0 == "  " + form.usage || $0.hasPrefix("  " + form.usage + "  ") }, "\(form.usage)")
        }
    }
}
