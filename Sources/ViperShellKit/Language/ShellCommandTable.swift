import ViperRuntime
/// The commands a shell understands, in the order `help` lists them.
///
/// `standard` is the command language of docs/commands.md; `standard + [custom]` adds a
/// shell's own commands (a custom command with a standard name replaces it).
/// `help`, completion, dispatch and the registry's reserved words all read
/// the table, so a new command is one new definition and nothing else.
public struct ShellCommandTable: Sendable {
    /// The commands, in `help` order.
    public let commands: [ShellCommandDefinition]
    /// Where each name is in `commands`: dispatch looks up every line's first word.
    private let index: NameIndex
    /// Every command name: the words modules and actions may not use. Made
    /// once with the table, as every session's registry is made with them.
    public let names: Set<String>

    public init(_ commands: [ShellCommandDefinition]) {
        var seen: [String: Int] = [:]
        var ordered: [ShellCommandDefinition] = []
        for command in commands {
            if let index = seen[command.name] {
                ordered[index] = command
            } else {
                seen[command.name] = ordered.count
                ordered.append(command)
            }
        }
        self.commands = ordered
        self.index = NameIndex(names: ordered.map(\.name))
        self.names = Set(ordered.map(\.name))
    }

    /// Every command of the language (one table, made on first use: a shell
    /// interpreter is made for every scenario and every explore walk).
    /// Its type is written out: other files that use it as a default argument
    /// then need not type-check its initializer (about 170 ms each).
    public static let standard: ShellCommandTable = ShellCommandTable([
        .help, .modules, .open, .actions, .screen, .stack, .back, .dump, .wait, .settle, .set, .source,
        .echo, .expect, .quit, .exit, .history, .run, .record, .let,
        .trace, .describe, .route, .routes, .graph, .tasks, .stub, .stubs, .calls, .emit, .navigation, .schedule,
    ])

    /// The command spelled `name`, exactly (names are case-sensitive).
    public func command(named name: String) -> ShellCommandDefinition? {
        position(ofCommandNamed: name).map { commands[$0] }
    }

    /// Where the command spelled `name` is in `commands`, if there is one.
    func position(ofCommandNamed name: String) -> Int? {
        index.position(of: name)
    }

    /// Whether `words` (a whole line) check the failure of the line before
    /// (`expect error ...`, as its command declares).
    func checksPreviousFailure(_ words: [Word]) -> Bool {
        guard let first = words.first, let position = position(ofCommandNamed: first.text) else { return false }
        return commands[position].checksPreviousFailure(Array(words.dropFirst()))
    }

    /// The table with `extra` added (replacing same-named commands).
    public static func + (table: ShellCommandTable, extra: [ShellCommandDefinition]) -> ShellCommandTable {
        ShellCommandTable(table.commands + extra)
    }
}
