import ArgumentParser
import ViperShellEngine

/// `<name> route <path>`: the shell (interactive on a terminal, a batch on a
/// pipe) started with the stack a deep link describes. A path that
/// does not resolve or open is a usage error (exit 2), before any input is read.
struct ShellRouteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "route",
        abstract: "Start the shell with the stack a route path describes.",
        discussion: "Takes the same options as the shell itself; 'routes' lists the patterns.")

    @Argument(help: ArgumentHelp("A path matching one of the shell's route patterns (its 'routes' subcommand lists them).", valueName: "path"))
    var path: String

    @OptionGroup var shell: ShellRootCommand

    func validate() throws {
        if let problem = shell.widthProblem { throw problem }
    }

    @MainActor
    func execute(cli: ShellCLI, output: StandardOutput) -> Int32 { shell.execute(cli: cli, output: output, startingAtRoute: path) }
}

extension Shell {
    /// Opens `path` as the session's stack before the first command, or
    /// prints why it cannot (`<name>: route …` on stderr) and returns false.
    @MainActor
    func openStartRoute(_ path: String?) -> Bool {
        guard let path else { return true }
        do {
            // Settled before its screen shows, as after a typed `route`.
            try interpreter.openStartRoute(path)
            return true
        } catch {
            StandardOutput.writeError("\(configuration.name): \(error.message)\n")
            return false
        }
    }
}
