/// The commands of the shell's language (SPEC §4).
///
/// Any other first word is an action of the top module's view. Pass `names`
/// to `ModuleRegistry(reservedWords:)` so no module or action can hide a command.
public enum ShellCommand: String, CaseIterable, Sendable {
    case help, modules, open, actions, screen, stack, back, dump, wait, settle, set, source, echo, expect
    case quit, exit, history, run

    /// Every command name: the words modules and actions may not use.
    public static let names: Set<String> = Set(allCases.map(\.rawValue))

    /// The command spelled `word`, exactly (names are case-sensitive).
    public init?(word: String) {
        self.init(rawValue: word)
    }

    /// `wait <duration>`.
    public var usage: String {
        switch self {
        case .help: return "help [command]"
        case .modules: return "modules"
        case .open: return "open <Module> [key=value ...]"
        case .actions: return "actions"
        case .screen: return "screen"
        case .stack: return "stack"
        case .back: return "back"
        case .dump: return "dump [file]"
        case .wait: return "wait <duration>"
        case .settle: return "settle"
        case .set: return "set [<option> <value>]"
        case .source: return "source <file>"
        case .echo: return "echo <words...>"
        case .expect: return "expect <what> ..."
        case .quit: return "quit"
        case .exit: return "exit"
        case .history: return "history"
        case .run: return "run <file or folder>"
        }
    }

    /// One line for `help`.
    public var summary: String {
        switch self {
        case .help: return "list commands, or explain one command or action"
        case .modules: return "list registered modules with their summaries and parameters"
        case .open: return "reset the stack and open a module as its root"
        case .actions: return "list the top module's actions with their parameters"
        case .screen: return "print the top module's screen"
        case .stack: return "print the transition stack, root first"
        case .back: return "close the top module"
        case .dump: return "write the state dump (JSON) to stdout or to a file"
        case .wait: return "advance the virtual clock and run what comes due"
        case .settle: return "run pending work and timers until nothing is left"
        case .set: return "change a setting: autosettle, echo, color, width"
        case .source: return "run another script in this session"
        case .echo: return "print its words"
        case .expect: return "check the session; a failed check fails the script"
        case .quit: return "end the session or script"
        case .exit: return "end the session or script"
        case .history: return "list the lines entered so far"
        case .run: return "run scenario scripts, each in a fresh session, and report PASS/FAIL"
        }
    }

    /// The longer explanation `help <command>` prints after the usage line.
    public var details: [String] {
        switch self {
        case .help:
            return ["Without an argument lists every command; with one explains it.",
                    "'help <action>' explains an action of the top module."]
        case .modules:
            return ["Each module is listed with its one-line summary and the parameters 'open' accepts."]
        case .open:
            return ["Closes every open module, then opens <Module> as the new root, configured",
                    "through its ModuleInput with the key=value arguments (open CarDetail carId=c3).",
                    "An unknown module or parameter is an error."]
        case .actions:
            return ["Lists what can be typed on the top screen, including the actions of modules",
                    "embedded in it."]
        case .screen:
            return ["Renders the top module's screen at the current width ('set width')."]
        case .stack:
            return ["One frame a line: index, id and style (root, push, present); embedded",
                    "children are indented under their container with their slot."]
        case .back:
            return ["On the root module it is the error 'cannot close the root module'."]
        case .dump:
            return ["The dump (JSON, keys sorted, two-space indent) holds the virtual clock and every",
                    "frame with its id, style, screen, state and embedded children. In a script a",
                    "relative file name is taken from the script's folder (interactively, from the",
                    "current directory); missing folders are created."]
        case .wait:
            return ["<duration> is a number and a unit: 300ms, 2s, 1.5s, 1m."]
        case .settle:
            return ["Runs everything pending, however far away; the clock ends at the last work run.",
                    "Autosettle (on by default) only runs work due within 1s of each command's start."]
        case .set:
            return ["Without arguments, prints the current settings.",
                    "set autosettle on|off|<duration>",
                    "                        after every command, run the work due within this",
                    "                        horizon of its start (default on = 1s; off: never)",
                    "set echo on|off         print each command and the screens it leads to",
                    "set color on|off|auto   colour screens (auto: only on a terminal)",
                    "set width <n>           render screens <n> columns wide (20 to 1000)"]
        case .source:
            return ["The path is relative to the current script (or the current directory).",
                    "A script that sources itself, directly or not, is an error."]
        case .echo:
            return ["Prints its words joined by single spaces (quote text to keep its blanks)."]
        case .expect:
            return Self.expectForms + [
                "Text is the remaining words joined by one space: quote it to keep blanks or",
                "quotes (expect screen contains \"Make:  Tesla\"). A state value is JSON when it",
                "parses as JSON ('{\"id\": \"c1\"}', 3, true, null), else a string; one word in",
                "double quotes is always a string (\"3\").",
            ]
        case .quit, .exit:
            return ["In a script, stops it; the script passes unless something failed before."]
        case .history:
            return ["Lines are numbered from 1, oldest first."]
        case .run:
            return ["Runs .vsh files (a folder: every .vsh in it, recursively) like 'viper-shell run',",
                    "each in a fresh session, and prints PASS or FAIL for each."]
        }
    }

    /// The forms of `expect`.
    public static let expectForms = [
        "expect screen contains <text>     the top screen contains text",
        "expect screen lacks <text>        it does not",
        "expect screen matches <regex>     a line of it matches the regular expression",
        "expect top <Module>               the top module is Module",
        "expect depth <n>                  the stack holds n frames (embedded not counted)",
        "expect state <path> <op> <value>  op is ==, != or contains; value is JSON or a word",
        "expect snapshot <name>            the screen equals __snapshots__/<script>/<name>.txt",
        "expect error <text>               the previous command failed with such an error",
    ]

    /// How many arguments the command takes.
    var argumentCount: ClosedRange<Int> {
        switch self {
        case .help, .dump: return 0...1
        case .modules, .actions, .screen, .stack, .back, .settle, .quit, .exit, .history: return 0...0
        case .open: return 1...Int.max
        case .wait, .source, .run: return 1...1
        case .set: return 0...2
        case .echo: return 0...Int.max
        case .expect: return 1...Int.max
        }
    }
}

/// An option of `set`.
public enum ShellOption: String, CaseIterable, Sendable {
    case autosettle, echo, color, width

    /// The values completion offers.
    public var suggestedValues: [String] {
        switch self {
        case .autosettle: return ["1s", "5s", "off", "on"]
        case .echo: return ["off", "on"]
        case .color: return ["auto", "off", "on"]
        case .width: return ["80", "100", "120"]
        }
    }
}
