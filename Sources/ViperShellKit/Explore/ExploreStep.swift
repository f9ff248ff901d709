import ViperRuntime

/// Command lines explore writes: each step is a line of the shell language,
/// so a walk is a `.vsh` script as it stands.
enum ExploreStep {
    /// `open Module key=value ...`, keys sorted.
    static func open(_ module: String, parameters: [String: String]) -> String {
        (["open", module] + parameters.keys.sorted().map { Tokenizer.quoted("\($0)=\(parameters[$0]!)") })
            .joined(separator: " ")
    }

    /// `name arg ...`, each argument quoted when it must be.
    static func action(_ name: String, arguments: [String]) -> String {
        ([name] + arguments.map { Tokenizer.quoted($0) }).joined(separator: " ")
    }

    /// The `back` command.
    static let back = "back"

    /// `route <path>`.
    static func route(_ path: String) -> String {
        "route " + Tokenizer.quoted(path)
    }

    /// The `schedule` command's name (its lines are written by `WorkSchedule`).
    static let scheduleCommand = "schedule"

    /// `set autosettle <duration>`, or `set autosettle on` for the shell's default horizon.
    static func autosettle(_ horizon: VirtualDuration) -> String {
        horizon == ShellSettings.defaultAutosettleHorizon ? "set autosettle on" : "set autosettle \(horizon)"
    }

    /// The virtual time a `wait` step moves the clock by: less than the
    /// autosettle horizon, past it (an injected delay answers), and far past it (timeouts).
    static let waitDurations: [VirtualDuration] = [.milliseconds(300), .seconds(2), .seconds(11)]

    /// `wait <duration>`.
    static func wait(_ duration: VirtualDuration) -> String {
        "wait \(duration)"
    }

    /// The first word of `line`: the command or action it runs. Explore
    /// writes one ASCII space after it, so that byte is looked for (as the
    /// tokenizer splits words), not a `Character`: a step looks twice.
    static func commandName(of line: String) -> String {
        guard let space = line.utf8.firstIndex(of: 0x20) else { return line }
        return String(line[..<space])
    }
}
