import ArgumentParser
import ViperRuntime
import ViperShellKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `viper-shell`: the interactive shell on a terminal, a batch on a pipe.
struct ViperShellCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "viper-shell",
        abstract: "Run VIPER modules headless: interactively, from a pipe, or from .vsh scenario scripts.",
        discussion: """
            With a terminal on stdin, starts the interactive shell (type 'help' for commands). \
            Without one, reads commands from stdin as a batch: no prompts, no colour; a failed command \
            is reported as '<stdin>:<line>: <message>' on stderr and the batch goes on. The exit status \
            is 1 if any command failed, 0 otherwise, and 2 for a usage error or a bad data file.

            On a terminal, lines are edited with libedit (emacs keys, ~/.editrc): Tab completes, Up and \
            Down recall history, Ctrl-C drops the line, Ctrl-D ends the session. History (1,000 lines) is \
            kept in $VIPER_SHELL_HISTORY, else $XDG_STATE_HOME/viper-shell/history, else \
            ~/.local/state/viper-shell/history. NO_COLOR turns colour off unless --color on is given.
            """,
        subcommands: [RunCommand.self])

    @Option(name: .long, help: ArgumentHelp("Load cars.json and/or posts.json from this folder instead of the built-in data.", valueName: "dir"))
    var data: String?

    @Flag(name: .long, help: "In a batch, stop at the first failed command.")
    var bail = false

    @Option(name: .long, help: ArgumentHelp("Render screens this many columns wide (20 to 1000; default: the terminal's width, or 80).", valueName: "n"))
    var width: Int?

    @Option(name: .long, help: ArgumentHelp("Colour screens in the interactive shell: on, off or auto (a terminal, unless NO_COLOR is set).", valueName: "mode"))
    var color: String = "auto"

    func validate() throws {
        if let width, !ShellSettings.widthRange.contains(width) {
            throw ValidationError("--width must be from 20 to 1000, not \(width)")
        }
        guard ColorMode(rawValue: color) != nil else {
            throw ValidationError("--color must be on, off or auto, not '\(color)'")
        }
    }

    /// Runs the shell; returns the exit status.
    @MainActor
    func execute() -> Int32 {
        guard let features = loadFeatures(from: data) else { return 2 }
        let interactive = TerminalInfo.inputIsTerminal
        let colorMode = ColorMode(rawValue: color) ?? .auto
        // `color auto` (here or from `set color auto`) means a terminal whose user
        // has not asked for no colour: NO_COLOR or TERM=dumb turn it off; `on` still wins.
        let colorableTerminal = TerminalInfo.outputIsTerminal && TerminalInfo.colorAllowed()
        let followsTerminal = interactive && width == nil && TerminalInfo.outputIsTerminal
        let configuration = ShellConfiguration(
            width: width ?? (followsTerminal ? TerminalInfo.width() : ScreenRenderer.defaultWidth),
            color: colorMode,
            makeRegistry: { registry in try features.register(in: registry) })
        do {
            let shell = try Shell(
                configuration: configuration, mode: interactive ? .interactive : .batch,
                outputIsTerminal: colorableTerminal)
            if interactive {
                if followsTerminal { shell.terminalWidth = { TerminalInfo.width() } }
                let colorPrompt = colorMode == .on || (colorMode == .auto && colorableTerminal)
                let reader = makeInteractiveLineReader(completer: shell.completer, colorPrompt: colorPrompt)
                defer { closeInteractiveLineReader(reader) }
                return shell.runInteractive(reader: reader)
            }
            return shell.runBatch(StreamLineSource(), bail: bail)
        } catch {
            StandardOutput.writeError("viper-shell: cannot build the module registry: \(error)\n")
            return 2
        }
    }
}

/// Loads the features' data, or prints why it cannot (one line) and returns nil.
@MainActor
func loadFeatures(from directory: String?) -> FeatureData? {
    if let directory, !isDirectory(directory) {
        StandardOutput.writeError("viper-shell: --data: no such folder: \(directory)\n")
        return nil
    }
    do {
        return try FeatureData.load(fromDataDirectory: directory)
    } catch {
        StandardOutput.writeError("viper-shell: \(error)\n")
        return nil
    }
}

/// Whether `path` is an existing folder.
private func isDirectory(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
}
