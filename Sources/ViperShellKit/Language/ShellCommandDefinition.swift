import ViperRuntime

/// One command of the shell's language, as a value: what `help` shows, what
/// completion offers and what dispatch runs all come from here.
///
/// An embedding shell adds its own commands beside the standard ones:
///
///     let greet = ShellCommandDefinition(
///         name: "greet", usage: "greet <name>", summary: "say hello", arguments: 1...1
///     ) { shell, words in
///         shell.output.write("hello, \(words[0].text)\n")
///         return .done
///     }
///     let configuration = ShellConfiguration(name: "my-shell", commands: .standard + [greet]) { ... }
public struct ShellCommandDefinition: Sendable {
    /// What a command did, for what the shell prints after it.
    public enum Outcome: Sendable {
        /// Nothing the top screen shows changed.
        case done
        /// The stack or the top screen may have changed: the interactive loop
        /// (and echo mode) prints the new screen.
        case screenMayHaveChanged
    }

    /// Runs the command with its arguments (already counted against
    /// `arguments`). A thrown `CommandFailure` is reported as it is; any
    /// other error as its description.
    public typealias Execution = @MainActor @Sendable (_ shell: ShellInterpreter, _ arguments: [Word]) throws -> Outcome

    /// Candidates for the word being completed (the completer keeps those
    /// that start with `current`, what is typed of it): `arguments` are the
    /// words typed after the command name before it.
    public typealias Completion = @MainActor @Sendable (_ arguments: [String], _ current: String, _ shell: ShellInterpreter) -> [String]

    /// The command's name, case-sensitive; modules and actions may not use it.
    public let name: String
    /// `wait <duration>`.
    public let usage: String
    /// One line for `help`.
    public let summary: String
    /// The lines `help <command>` prints after the usage and the summary.
    public let details: [String]
    /// How many arguments it takes (`Int.max`: no upper limit).
    public let arguments: ClosedRange<Int>
    /// Whether `help` lists it (an alias such as `exit` is explained under `quit`).
    public let isListed: Bool
    /// What `record` and the session's journal make of it when it succeeds.
    public let recording: RecordingRole
    /// Whether a line of it with these arguments checks the failure of the
    /// line before (`expect error ...`): that failure then does not fail the
    /// script, and the line itself is not recorded (the failed line is, as a comment).
    public let checksPreviousFailure: @Sendable (_ arguments: [Word]) -> Bool
    public let completion: Completion
    public let execution: Execution

    public init(
        name: String, usage: String, summary: String, details: [String] = [], arguments: ClosedRange<Int>,
        isListed: Bool = true, recording: RecordingRole = .recorded,
        checksPreviousFailure: @escaping @Sendable (_ arguments: [Word]) -> Bool = { _ in false },
        completion: @escaping Completion = { _, _, _ in [] }, execution: @escaping Execution
    ) {
        self.name = name
        self.usage = usage
        self.summary = summary
        self.details = details
        self.arguments = arguments
        self.isListed = isListed
        self.recording = recording
        self.checksPreviousFailure = checksPreviousFailure
        self.completion = completion
        self.execution = execution
    }

    /// `wait takes 1 argument, got 2 (usage: wait <duration>)`.
    func argumentCountMessage(given: Int) -> String {
        let expected: String
        if arguments.lowerBound == arguments.upperBound {
            expected = arguments.lowerBound == 0 ? "no arguments" : Self.count(arguments.lowerBound)
        } else if arguments.upperBound == Int.max {
            expected = "at least " + Self.count(arguments.lowerBound)
        } else {
            expected = "\(arguments.lowerBound) to \(arguments.upperBound) arguments"
        }
        return "\(name) takes \(expected), got \(given) (usage: \(usage))"
    }

    private static func count(_ n: Int) -> String { "\(n) argument\(n == 1 ? "" : "s")" }
}
