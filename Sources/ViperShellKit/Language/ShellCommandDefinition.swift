import ViperRuntime

/// One command of the shell's language, as a value: what `help` shows, what
/// completion offers, how arguments are checked and what dispatch runs all
/// come from here.
///
/// An embedding shell adds its own commands beside the standard ones, each
/// one declaration with typed parameters, as view actions declare theirs
/// (its usage, argument checks and the completion of choices come from them):
///
///     let greet = ShellCommandDefinition(
///         name: "greet", parameters: [.choice("name", ["Ada", "Grace"])], summary: "say hello"
///     ) { context, arguments in
///         context.output.write("hello, \(arguments.text("name") ?? "")\n")
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
    /// `arguments`, variables expanded) in `context`. A thrown
    /// `CommandFailure` is reported as it is; any other error as its description.
    public typealias Execution = @MainActor @Sendable (_ context: CommandContext, _ arguments: CommandArguments) throws -> Outcome

    /// Candidates for the word being completed (the completer keeps those
    /// that start with `current`, what is typed of it): `arguments` are the
    /// words typed after the command name before it.
    public typealias Completion = @MainActor @Sendable (_ arguments: [String], _ current: String, _ context: CommandContext) -> [String]

    /// The command's name, case-sensitive; modules and actions may not use it.
    public let name: String
    /// `wait <duration>`: as written, or made from the parameters.
    public var usage: String { writtenUsage ?? ViewAction(name, parameters, help: summary).usage }
    /// One line for `help`.
    public let summary: String
    /// The paragraphs `help <command>` prints after the usage and the
    /// summary (a table's rows as `term  meaning`); `help` fits them to the
    /// shell's width.
    public var details: [String] { helpBlocks.flatMap(\.plainLines) }
    /// What `help <command>` prints after the usage and the summary: paragraphs
    /// and tables, fitted to the shell's width.
    package var helpBlocks: [HelpBlock] { makeHelpBlocks() }
    /// The usage as the declaration wrote it; nil to make it from `parameters`.
    private let writtenUsage: String?
    /// Makes `helpBlocks`. Usage and help are made when asked, not with the
    /// definition: every run builds the standard table at start and almost none
    /// prints help, and building their texts was about 0.5M of the 0.9M
    /// instructions the table cost (callgrind, release build).
    private let makeHelpBlocks: @Sendable () -> [HelpBlock]
    /// How many arguments it takes (`Int.max`: no upper limit).
    public let arguments: ClosedRange<Int>
    /// Its declared parameters, checked before it runs (kinds, optional, rest
    /// of line); empty for a command that reads its words itself (`expect`).
    public let parameters: [ActionParameter]
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

    /// A command with typed parameters: its usage (`greet <name>`), how many
    /// arguments it takes, their checks (a whole number, one of some choices)
    /// and the completion of choices (of paths, for a `.file` parameter) all
    /// come from `parameters`; `completion` adds candidates of its own. `usage`
    /// replaces the generated usage where it reads better written out (`quit, exit`,
    /// `open <Module> [key=value ...]`). `checksPreviousFailure` says, for a line
    /// of the command, whether it checks the failure of the line before, as
    /// `expect error ...` does (that failure then does not fail the script).
    /// `details` are the paragraphs `help <command>` prints after the usage
    /// and the summary: each starts on a line of its own and is wrapped to the
    /// shell's width, so write each as one line of text.
    public init(
        name: String, parameters: [ActionParameter] = [], usage: String? = nil, summary: String, details: [String] = [],
        isListed: Bool = true, recording: RecordingRole = .recorded,
        checksPreviousFailure: @escaping @Sendable (_ arguments: [Word]) -> Bool = { _ in false },
        completion: @escaping Completion = { _, _, _ in [] }, execution: @escaping Execution
    ) {
        self.init(
            name: name, parameters: parameters, usage: usage, summary: summary, help: details.map(HelpBlock.paragraph),
            isListed: isListed, recording: recording, checksPreviousFailure: checksPreviousFailure,
            completion: completion, execution: execution)
    }

    /// The same, with help made of paragraphs and tables (`HelpBlock`), made when `help` asks.
    package init(
        name: String, parameters: [ActionParameter] = [], usage: String? = nil, summary: String,
        help: @autoclosure @escaping @Sendable () -> [HelpBlock],
        isListed: Bool = true, recording: RecordingRole = .recorded,
        checksPreviousFailure: @escaping @Sendable (_ arguments: [Word]) -> Bool = { _ in false },
        completion: @escaping Completion = { _, _, _ in [] }, execution: @escaping Execution
    ) {
        let required = parameters.count { !$0.isOptional }
        let isOpenEnded = parameters.last?.isVariadic ?? false
        self.init(
            name: name, usage: usage, summary: summary, help: help,
            arguments: required...(isOpenEnded ? Int.max : parameters.count), parameters: parameters,
            isListed: isListed, recording: recording, checksPreviousFailure: checksPreviousFailure,
            completion: Self.completingChoices(of: parameters, then: completion), execution: execution)
    }

    /// A command that reads its words itself (`expect`, `set`): its
    /// usage is written out and only the number of arguments is checked.
    public init(
        name: String, usage: String, summary: String, details: [String] = [], arguments: ClosedRange<Int>,
        isListed: Bool = true, recording: RecordingRole = .recorded,
        checksPreviousFailure: @escaping @Sendable (_ arguments: [Word]) -> Bool = { _ in false },
        completion: @escaping Completion = { _, _, _ in [] }, execution: @escaping Execution
    ) {
        self.init(
            name: name, usage: usage, summary: summary, help: details.map(HelpBlock.paragraph), arguments: arguments,
            isListed: isListed, recording: recording, checksPreviousFailure: checksPreviousFailure,
            completion: completion, execution: execution)
    }

    /// The same, with help made of paragraphs and tables (`HelpBlock`), made when `help` asks.
    package init(
        name: String, usage: String, summary: String, help: @autoclosure @escaping @Sendable () -> [HelpBlock],
        arguments: ClosedRange<Int>,
        isListed: Bool = true, recording: RecordingRole = .recorded,
        checksPreviousFailure: @escaping @Sendable (_ arguments: [Word]) -> Bool = { _ in false },
        completion: @escaping Completion = { _, _, _ in [] }, execution: @escaping Execution
    ) {
        self.init(
            name: name, usage: usage, summary: summary, help: help, arguments: arguments, parameters: [],
            isListed: isListed, recording: recording, checksPreviousFailure: checksPreviousFailure,
            completion: completion, execution: execution)
    }

    private init(
        name: String, usage: String?, summary: String, help: @escaping @Sendable () -> [HelpBlock], arguments: ClosedRange<Int>,
        parameters: [ActionParameter], isListed: Bool, recording: RecordingRole,
        checksPreviousFailure: @escaping @Sendable (_ arguments: [Word]) -> Bool,
        completion: @escaping Completion, execution: @escaping Execution
    ) {
        self.name = name
        self.writtenUsage = usage
        self.summary = summary
        self.makeHelpBlocks = help
        self.arguments = arguments
        self.parameters = parameters
        self.isListed = isListed
        self.recording = recording
        self.checksPreviousFailure = checksPreviousFailure
        self.completion = completion
        self.execution = execution
        hasCheckedKinds = parameters.contains { $0.kind != .text }
    }

    /// Whether any parameter takes less than any word (a number, a choice).
    private let hasCheckedKinds: Bool

    /// `arguments` checked against the declaration: their number, then each
    /// typed parameter's kind. A mismatch is an error with the usage.
    func checkedArguments(_ words: [Word]) throws(CommandFailure) -> CommandArguments {
        guard arguments.contains(words.count) else { throw .error(argumentCountMessage(given: words.count)) }
        guard hasCheckedKinds else { return CommandArguments(words: words, parameters: parameters) }
        do {
            _ = try ActionArguments.check(words.map(\.text), against: ViewAction(name, parameters, help: summary))
        } catch {
            throw .error(TerminalEscaping.escape(error.description))
        }
        return CommandArguments(words: words, parameters: parameters)
    }

    /// `completion`, plus the choices (or, for a `.file` parameter, the
    /// paths) of the parameter being typed.
    private static func completingChoices(of parameters: [ActionParameter], then completion: @escaping Completion) -> Completion {
        let completesItself = parameters.contains { parameter in
            if parameter.isPath { return true }
            if case .choice = parameter.kind { return true }
            return false
        }
        guard completesItself else { return completion }
        return { arguments, current, context in
            let index = min(arguments.count, parameters.count - 1)
            let isPastTheEnd = arguments.count >= parameters.count && !parameters[parameters.count - 1].isVariadic
            guard !isPastTheEnd else { return completion(arguments, current, context) }
            if parameters[index].isPath { return PathCompletion.candidates(matching: current) + completion(arguments, current, context) }
            guard case .choice(let choices) = parameters[index].kind else { return completion(arguments, current, context) }
            return choices + completion(arguments, current, context)
        }
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
