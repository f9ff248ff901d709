import ViperRuntime

extension ShellCommandDefinition {
    /// `set [<option> <value>]`: changes a setting, or prints them all. Its
    /// options are declarations too (`ShellOption`): help, completion and the
    /// checks of each value come from them.
    public static let set = ShellCommandDefinition(
        name: "set", usage: "set [<option> <value>]", summary: "change a setting, or print them all",
        help: ["Without arguments, prints the current settings.", .table(ShellOption.all.map { HelpRow($0.usage, $0.meaning) })],
        arguments: 0...2,
        completion: { arguments, current, _ in
            if arguments.isEmpty { return ShellOption.all.map(\.name) }
            if arguments.count == 1, let option = ShellOption.named(arguments[0]) { return option.suggestedValues }
            return []
        }
    ) { context, words in
        switch words.count {
        case 0: context.interpreter.printSettings()
        case 2: try context.interpreter.set(option: words[0].text, value: words[1].text)
        default:
            throw CommandFailure.error(
                "set takes an option and a value, got 1 argument (usage: set [<option> <value>])")
        }
        return .done
    }
}

/// An option of `set`, declared: its name, its row in `help set`, the
/// values completion offers, and how a value is checked and applied.
public struct ShellOption: Sendable {
    /// `width`.
    public let name: String
    /// Its usage in `help set` (`set echo on|off`).
    package let usage: String
    /// What it does, beside its usage in `help set`.
    package let meaning: String
    /// Its line in `help set`, unwrapped: usage, then meaning.
    public var help: [String] { ["\(usage)  \(meaning)"] }
    /// The values completion offers.
    public let suggestedValues: [String]
    /// Checks `value` and changes `settings` (or, for a setting of the
    /// session itself, `session`); a bad value is an error saying what it takes.
    let apply: @MainActor @Sendable (
        _ value: String, _ settings: inout ShellSettings, _ session: ViperSession
    ) throws(CommandFailure) -> Void

    /// Every option, in `help set` order.
    public static let all: [ShellOption] = [autosettle, echo, color, width, strictCalls, strict, cancelOnClose]

    /// The option called `name`, if there is one.
    public static func named(_ name: String) -> ShellOption? {
        all.first { $0.name == name }
    }

    /// `on` or `off` for option `name`, or its error.
    private static func flag(_ value: String, option name: String) throws(CommandFailure) -> Bool {
        switch value {
        case "on": return true
        case "off": return false
        default: throw .error("set \(name): expected on or off, got '\(displayed(value))'")
        }
    }

    /// `set autosettle on|off|<duration>`.
    public static let autosettle = ShellOption(
        name: "autosettle", usage: "set autosettle on|off|<duration>",
        meaning: "after every command, run the work due within this horizon of its start (default on = 1s; off: never)",
        suggestedValues: ["1s", "5s", "off", "on"]
    ) { value, settings, _ throws(CommandFailure) in
        if let horizon = VirtualDuration(parsing: value) {
            settings.autosettle = horizon
            return
        }
        guard value == "on" || value == "off" else {
            throw .error("set autosettle: expected on, off or a duration like 1s or 500ms, got '\(displayed(value))'")
        }
        settings.autosettle = try flag(value, option: "autosettle") ? ShellSettings.defaultAutosettleHorizon : nil
    }

    /// `set echo on|off`.
    public static let echo = ShellOption(
        name: "echo", usage: "set echo on|off", meaning: "print each command and the screens it leads to",
        suggestedValues: ["off", "on"]
    ) { value, settings, _ throws(CommandFailure) in
        settings.echo = try flag(value, option: "echo")
    }

    /// `set color on|off|auto`.
    public static let color = ShellOption(
        name: "color", usage: "set color on|off|auto", meaning: "colour screens (auto: only on a terminal)",
        suggestedValues: ["auto", "off", "on"]
    ) { value, settings, _ throws(CommandFailure) in
        guard let mode = ColorMode(rawValue: value) else {
            throw .error("set color: expected on, off or auto, got '\(displayed(value))'")
        }
        settings.color = mode
    }

    /// `set width <n>`.
    public static let width = ShellOption(
        name: "width", usage: "set width <n>", meaning: "render screens <n> columns wide (\(ShellSettings.widthRangeText))",
        suggestedValues: ["80", "100", "120"]
    ) { value, settings, _ throws(CommandFailure) in
        guard let width = Int(value), ShellSettings.widthRange.contains(width) else {
            throw .error("set width: expected a whole number from \(ShellSettings.widthRangeText), got '\(displayed(value))'")
        }
        settings.width = width
        settings.widthFollowsTerminal = false
    }

    /// `set strict-calls on|off`: whether a call no stub rule answers fails.
    public static let strictCalls = ShellOption(
        name: "strict-calls", usage: "set strict-calls on|off",
        meaning: "a call through an endpoint that no stub rule answers fails, and fails the script at that line (default off)",
        suggestedValues: ["off", "on"]
    ) { value, _, session throws(CommandFailure) in
        session.services.endpoints.strictCalls = try flag(value, option: "strict-calls")
    }

    /// `set strict on|off`.
    public static let strict = ShellOption(
        name: "strict", usage: "set strict on|off",
        meaning: "in a scenario: fail at its end while work is pending (timers, clock sleepers, tasks), naming it",
        suggestedValues: ["off", "on"]
    ) { value, settings, _ throws(CommandFailure) in
        settings.strict = try flag(value, option: "strict")
    }

    /// `set cancel-on-close on|off`: whether closing a module cancels the tasks its code started.
    package static let cancelOnClose = ShellOption(
        name: "cancel-on-close", usage: "set cancel-on-close on|off",
        meaning: "closing a module cancels the tasks its code started (default off: as in the app, tasks live until they end)",
        suggestedValues: ["off", "on"]
    ) { value, _, session throws(CommandFailure) in
        session.cancelsTasksOnClose = try flag(value, option: "cancel-on-close")
    }
}

extension ShellInterpreter {
    fileprivate func set(option name: String, value: String) throws(CommandFailure) {
        guard let option = ShellOption.named(name) else {
            let names = ShellOption.all.map(\.name)
            let close = Suggestions.closest(to: name, among: names)
            let hint = close.isEmpty
                ? "the options are \(names.joined(separator: ", "))" : "did you mean \(close.joined(separator: " or "))?"
            throw .error("unknown option '\(displayed(name))'; \(hint)")
        }
        try change(option, to: value)
    }

    fileprivate func printSettings() {
        output.write("""
            autosettle \(settings.autosettle.map { "\($0)" } ?? "off")
            echo \(settings.echo ? "on" : "off")
            color \(settings.color.rawValue)
            width \(settings.width)
            strict-calls \(session.services.endpoints.strictCalls ? "on" : "off")
            strict \(settings.strict ? "on" : "off")
            cancel-on-close \(session.cancelsTasksOnClose ? "on" : "off")

            """)
    }
}
