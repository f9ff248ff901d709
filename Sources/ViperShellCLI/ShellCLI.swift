import ArgumentParser
import ViperRuntime
import ViperShellKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The ready front end of a shell built on ViperShellKit: argument
/// parsing, the interactive shell with libedit line editing, history and
/// completion on a terminal, the batch on a pipe, `run` for scenario scripts,
/// terminal detection, colour, `--version` and the exit statuses (0 success,
/// 1 a failed command or scenario, 2 a usage error), all named after the
/// configuration's `name`.
///
///     import ViperShellCLI
///
///     ShellCLI(
///         configuration: ShellConfiguration(name: "shelf") { registry in
///             try ShelfFeature.register(in: registry)
///         },
///         version: "1.0.0"
///     ).main()
///
/// History lives in `$<NAME>_HISTORY` (the name upper-cased, `-` as `_`),
/// else `$XDG_STATE_HOME/<name>/history`, else `~/.local/state/<name>/history`.
public struct ShellCLI: Sendable {
    /// `--data DIR`: a folder the shell's modules load their data from.
    public struct DataOption: Sendable {
        /// The option's help line (`Load cars.json and/or posts.json from this folder ...`).
        public var help: String
        /// Called once at start with the folder (which exists): changes the
        /// configuration to use the data (usually its `registerModules`). A thrown
        /// error is printed as `<name>: <error>` and the exit status is 2.
        public var apply: @MainActor (_ directory: String, _ configuration: inout ShellConfiguration) throws -> Void

        public init(
            help: String,
            apply: @escaping @MainActor (_ directory: String, _ configuration: inout ShellConfiguration) throws -> Void
        ) {
            self.help = help
            self.apply = apply
        }
    }

    /// The shell: its name, its modules, its commands.
    public let configuration: ShellConfiguration
    /// What `--version` prints.
    public let version: String
    /// The one line `--help` starts with.
    public let abstract: String
    /// `--data DIR`, when the shell's modules take a data folder; without it the option is not offered.
    public let dataOption: DataOption?
    /// The shell's own subcommands, after the standard ones (`run`, `route`, `describe`, …).
    public let extraSubcommands: [any ShellCLISubcommand.Type]
    /// Called by a `run --jobs` worker with each scenario's path just before it
    /// runs it. Nothing by default; a test-only shell of this package sets it to
    /// make a worker crash or stall at a known scenario, so tests can check what
    /// the leader does. A shipped shell has no way to set it.
    package var beforeWorkerScenario: @Sendable (_ path: String) -> Void = { _ in }

    public init(
        configuration: ShellConfiguration, version: String,
        abstract: String = "Run VIPER modules headless: interactively, from a pipe, or from .vsh scenario scripts.",
        dataOption: DataOption? = nil, extraSubcommands: [any ShellCLISubcommand.Type] = []
    ) {
        self.configuration = configuration
        self.version = version
        self.abstract = abstract
        self.dataOption = dataOption
        self.extraSubcommands = extraSubcommands
    }

    /// Parses the process's arguments, runs the chosen form and exits with its status.
    ///
    /// SIGPIPE is ignored, so a reader that closes the pipe (`| head -1`) only
    /// stops the output: the run still finishes its JUnit and artifact files.
    /// Any other failed write to stdout (`> /dev/full`) is one line on stderr
    /// and exit status 1 when the run would have passed.
    @MainActor
    public func main() -> Never {
        signal(SIGPIPE, SIG_IGN)
        // This process never drains its main dispatch queue: work module code puts there is reported.
        MainQueueWatch.isEnabled = true
        exit(run(arguments: Array(CommandLine.arguments.dropFirst())))
    }

    /// Parses `arguments` (without the program name), runs the chosen form and
    /// returns the exit status. Usage errors are 2 (not ArgumentParser's 64);
    /// `--help` and `--version` print to stdout and return 0.
    /// Everything it runs writes to one `StandardOutput`; a failed write to
    /// stdout (not a closed pipe) is one line on stderr and makes a status of
    /// 0 into 1.
    @MainActor
    public func run(arguments: [String]) -> Int32 {
        let output = StandardOutput()
        var status = run(arguments: arguments, output: output)
        if let problem = StandardOutput.message(for: output.finish()) {
            StandardOutput.writeError("\(configuration.name): \(problem)\n")
            if status == ExitStatus.success { status = ExitStatus.failure }
        }
        return status
    }

    @MainActor
    private func run(arguments: [String], output: StandardOutput) -> Int32 {
        if let plan = RunPlan(fastPathArguments: arguments) { return plan.execute(cli: self, output: output) }
        if arguments == RunPlan.workerModeArguments { return RunPlan.workerMode.execute(cli: self, output: output) }
        // ArgumentParser builds commands from types, so their names, help and
        // version are read from the CLI bound here, for this call only.
        return ShellCLI.$parsing.withValue(self) { parseAndRun(arguments, output: output) }
    }

    @MainActor
    private func parseAndRun(_ arguments: [String], output: StandardOutput) -> Int32 {
        if let hint = CommandLineHint.hint(for: arguments, cli: self) {
            StandardOutput.writeError(hint)
            return ExitStatus.usageError
        }
        do {
            let command = try ShellRootCommand.parseAsRoot(arguments)
            switch command {
            case let root as ShellRootCommand:
                if let problem = root.widthProblem { throw problem }
                return root.execute(cli: self, output: output)
            case let subcommand as any ShellSubcommand:
                return subcommand.execute(cli: self, output: output)
            case let subcommand as any ShellCLISubcommand:
                return subcommand.execute(in: self)
            default:
                var other = command
                try other.run()
                return 0
            }
        } catch {
            let code = ShellRootCommand.exitCode(for: error)
            let message = UsageLineWrapping.wrapped(
                CommandLineMessage.safe(ShellRootCommand.fullMessage(for: error)), width: UsageLineWrapping.helpWidth)
            if code == .success {
                output.write(message + "\n")
                return 0
            }
            if let exitCode = error as? ExitCode { return exitCode.rawValue }
            StandardOutput.writeError(message + "\n")
            return ExitStatus.usageError
        }
    }

    /// The CLI whose arguments are being parsed: bound by `run(arguments:)`
    /// for that call (a task-local value, so two CLIs in one process never
    /// see each other's), read by the commands' static configurations.
    @TaskLocal static var parsing = ShellCLI(configuration: ShellConfiguration(name: "shell") { _ in }, version: "0")

    /// The configuration with `--data` applied, or nil after printing why it
    /// cannot be (one line on stderr; the caller exits with 2).
    @MainActor
    func configuration(dataDirectory: String?) -> ShellConfiguration? {
        var configuration = configuration
        guard let dataDirectory else { return configuration }
        guard let dataOption else {
            StandardOutput.writeError("\(configuration.name): --data is not an option of this shell\n")
            return nil
        }
        if let problem = DataFile.problem(withDataDirectory: dataDirectory) {
            StandardOutput.writeError("\(configuration.name): --data: \(problem)\n")
            return nil
        }
        do {
            try dataOption.apply(dataDirectory, &configuration)
        } catch {
            StandardOutput.writeError("\(configuration.name): \(error)\n")
            return nil
        }
        return configuration
    }

    /// The configuration for scenarios and exploring (`run`, `explore`):
    /// `--data` applied, screens `width` columns wide and never coloured.
    @MainActor
    func scenarioConfiguration(dataDirectory: String?, width: Int) -> ShellConfiguration? {
        guard var configuration = configuration(dataDirectory: dataDirectory) else { return nil }
        configuration.width = width
        configuration.color = .off
        return configuration
    }
}

/// The exit statuses every form shares.
enum ExitStatus {
    static let success: Int32 = 0
    static let failure: Int32 = 1
    static let usageError: Int32 = 2
}
