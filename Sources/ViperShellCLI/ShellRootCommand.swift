import ArgumentParser
import ViperRuntime
import ViperShellEngine

/// `<name>`: the interactive shell on a terminal, a batch on a pipe.
struct ShellRootCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        let cli = ShellCLI.parsing
        let name = cli.configuration.name
        let history = HistoryLocation(shellName: name)
        return CommandConfiguration(
            commandName: name,
            abstract: cli.abstract,
            discussion: """
                With a terminal on stdin, starts the interactive shell (type 'help' for commands). \
                Without one, reads commands from stdin as a batch: no prompts, no colour; a failed command \
                is reported as '<stdin>:<line>: <message>' on stderr and the batch goes on. The exit status \
                is 1 if any command failed, 0 otherwise, and 2 for a usage error\(cli.dataOption == nil ? "" : " or a bad data file").

                On a terminal, lines are edited with libedit (emacs keys, ~/.editrc): Tab completes, Up and \
                Down recall history, Ctrl-C drops the line, Ctrl-D ends the session. History (1,000 lines) is \
                kept in $\(history.overrideVariable), else $XDG_STATE_HOME/\(name)/history, else \
                ~/.local/state/\(name)/history. NO_COLOR turns colour off unless --color on is given.
                """,
            version: cli.version,
            subcommands: builtInSubcommands + cli.extraSubcommands)
    }

    /// The subcommands every shell built on the CLI has (the command-line
    /// hints read their names from here too).
    static let builtInSubcommands: [any ParsableCommand.Type] = [
        ShellRunCommand.self, ShellRouteCommand.self, ShellDescribeCommand.self, ShellRoutesCommand.self,
        ShellGraphCommand.self, ShellExploreCommand.self,
    ]

    @OptionGroup var data: DataDirectoryOption

    @Flag(name: .long, help: "In a batch, stop at the first failed command.")
    var bail = false

    /// Read whatever follows `--width`, so `--width -5` is out of range, not missing.
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(
        "Render screens this many columns wide (\(ShellSettings.widthRangeText); default: the terminal's width, or \(ScreenRenderer.defaultWidth)).",
        valueName: "n"))
    var width: Int?

    @Option(name: .long, help: ArgumentHelp(
        "Colour screens in the interactive shell: on, off or auto (a terminal, unless NO_COLOR is set).",
        valueName: "mode"))
    var color: ColorMode = .auto

    /// Why `--width` cannot be used, or nil. Not checked in `validate()`: the
    /// parser validates the root before the subcommand, and the root reads
    /// `--width` wherever it is written, so `run --width 10` would be
    /// answered with the root's usage. The command that uses the width checks it.
    var widthProblem: ValidationError? {
        guard let width, !ShellSettings.widthRange.contains(width) else { return nil }
        return ValidationError("--width must be from \(ShellSettings.widthRangeText), not \(width)")
    }

    /// Runs the shell, first opening the route `startingAtRoute` if given; returns the exit status.
    @MainActor
    func execute(cli: ShellCLI, output: StandardOutput, startingAtRoute route: String? = nil) -> Int32 {
        guard var configuration = cli.configuration(dataDirectory: data.directory) else {
            return ExitStatus.usageError
        }
        let interactive = TerminalInfo.inputIsTerminal
        // `color auto` (here or from `set color auto`) means a terminal whose user
        // has not asked for no colour: NO_COLOR or TERM=dumb turn it off; `on` still wins.
        let colorableTerminal = TerminalInfo.outputIsTerminal && TerminalInfo.colorAllowed()
        let followsTerminal = interactive && width == nil && TerminalInfo.outputIsTerminal
        configuration.width = width ?? (followsTerminal ? TerminalInfo.width() : ScreenRenderer.defaultWidth)
        configuration.color = color
        do {
            if interactive {
                return try InteractiveFrontEnd(
                    configuration: configuration, output: output, colorableTerminal: colorableTerminal,
                    followsTerminalWidth: followsTerminal, startRoute: route
                ).run()
            }
            let shell = try Shell(
                configuration: configuration, mode: .batch, bail: bail, output: output, outputIsColorableTerminal: colorableTerminal)
            guard shell.openStartRoute(route) else { return ExitStatus.usageError }
            return shell.runBatch(StreamLineSource())
        } catch {
            StandardOutput.writeError("\(configuration.name): cannot build the module registry: \(error)\n")
            return ExitStatus.usageError
        }
    }
}

/// `--data DIR`, shared by the root command and `run`.
struct DataDirectoryOption: ParsableArguments {
    @Option(name: .customLong("data"), help: ArgumentHelp(
        ShellCLI.parsing.dataOption?.help ?? "Not used by this shell.",
        valueName: "dir",
        visibility: ShellCLI.parsing.dataOption == nil ? .private : .default))
    var directory: String?
}
