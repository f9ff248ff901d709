import ViperRuntime

extension ShellCommandDefinition {
    /// `set [<option> <value>]`: changes a setting, or prints them all.
    public static let set = ShellCommandDefinition(
        name: "set", usage: "set [<option> <value>]", summary: "change a setting: autosettle, echo, color, width",
        details: ["Without arguments, prints the current settings.",
                  "set autosettle on|off|<duration>",
                  "                        after every command, run the work due within this",
                  "                        horizon of its start (default on = 1s; off: never)",
                  "set echo on|off         print each command and the screens it leads to",
                  "set color on|off|auto   colour screens (auto: only on a terminal)",
                  "set width <n>           render screens <n> columns wide (\(ShellSettings.widthRangeText))"],
        arguments: 0...2,
        recording: .setting,
        completion: { arguments, current, _ in
            if arguments.isEmpty { return ShellOption.allCases.map(\.rawValue) }
            if arguments.count == 1, let option = ShellOption(rawValue: arguments[0]) { return option.suggestedValues }
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

extension ShellInterpreter {
    fileprivate func set(option name: String, value: String) throws(CommandFailure) {
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
                throw .error("set width: expected a whole number from \(ShellSettings.widthRangeText), got '\(displayed(value))'")
            }
            settings.width = width
            settings.widthFollowsTerminal = false
        }
    }

    fileprivate func printSettings() {
        output.write("""
            autosettle \(settings.autosettle.map { "\($0)" } ?? "off")
            echo \(settings.echo ? "on" : "off")
            color \(settings.color.rawValue)
            width \(settings.width)

            """)
    }
}
