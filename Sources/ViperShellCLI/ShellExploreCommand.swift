import ArgumentParser
import ViperRuntime
import ViperShellEngine

/// `<name> explore`: drives the registered modules by themselves and checks
/// invariants after every step, for every shell built on `ShellCLI`.
struct ShellExploreCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "explore",
            abstract: "Drive the modules by themselves and check invariants after every step.",
            discussion: """
                From each root (the named modules, else every module that opens), chooses actions the \
                screens declare with arguments drawn from their parameters (in range, at the edges, out of \
                range, blank, 41 characters, control characters), in fresh sessions, reproducibly for a seed. \
                After every step: no crash; a failed command is one clear, escaped line; screens have no raw \
                control characters and fit the width; closed modules leave nothing alive; a replay gives the \
                same dump; and the invariants the modules declare in Swift and the --invariants file's 'expect \
                always' lines hold. Before steps and before the opening line, chosen by the seed, it makes one \
                call of a declared service endpoint fail, answer after the autosettle horizon or hang (each \
                written as the 'stub' line that does it; --no-faults turns this off); it runs steps under orders \
                of the work ready at once drawn from the seed and settles some over 0ms, so the next step lands \
                before answers and timers (--no-schedules turns this off); 'wait' moves virtual time as a step. \
                Prints what it reached and, for each broken invariant, writes the shortest .vsh \
                script it found (it fails under 'run') into --out. With --out, a crash leaves the steps that \
                led to it in crash-1.vsh. Exit status: 0 when nothing broke, 1 when an invariant broke or a \
                step crashed, 2 for a usage error.
                """)
    }

    @Argument(help: ArgumentHelp("Modules to start walks from (default: every module that opens as a root).", valueName: "module"))
    var modules: [String] = []

    // The numbers are read whatever follows their option, so `--steps -5` is a bad value, not a missing one.
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Steps in all walks together.", valueName: "n"))
    var steps = 2_000

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Steps in one walk before a fresh session.", valueName: "n"))
    var depth = 20

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("The generator's seed: the same seed walks the same way.", valueName: "n"))
    var seed: UInt64 = 1

    @Flag(name: .long, help: "Inject no faults (by default, one call of a declared endpoint now and then fails, answers late or hangs).")
    var noFaults = false

    @Flag(name: .long, help: "Run every step in the scheduler's single order over the full autosettle horizon (by default, steps run under orders drawn from the seed and some settle over 0ms).")
    var noSchedules = false

    @Option(name: .long, help: ArgumentHelp("A .vsh file of 'expect always' lines: invariants checked after every step.", valueName: "file"))
    var invariants: String?

    @Option(name: .long, help: ArgumentHelp("Write a script per broken invariant (and a crash's steps) into this folder.", valueName: "dir"))
    var out: String?

    @Flag(name: .long, help: "Show how the exploration is going on one line of standard error, redrawn in place, even when it is not a terminal or CI is set (on a terminal outside CI it is shown anyway).")
    var progress = false

    /// Set by `ExploreCrashGuard` when a step crashed: shorten this crash script (see `ExploreCrashMinimizer`).
    @Option(name: .long, help: .hidden)
    var minimizeCrash: String?

    @OptionGroup var data: DataDirectoryOption

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(
        "Render screens this many columns wide (\(ShellSettings.widthRangeText); default \(ScreenRenderer.defaultWidth)).",
        valueName: "n"))
    var width: Int?

    /// `--data` and `--width` are the root's options too: read them from whichever command got them.
    @ParentCommand var parent: ShellRootCommand

    private var dataDirectory: String? { data.directory ?? parent.data.directory }
    private var screenWidth: Int { width ?? parent.width ?? ScreenRenderer.defaultWidth }

    func validate() throws {
        if steps < 1 { throw ValidationError("--steps must be a whole number from 1, not \(steps)") }
        if depth < 1 { throw ValidationError("--depth must be a whole number from 1, not \(depth)") }
        guard ShellSettings.widthRange.contains(screenWidth) else {
            throw ValidationError("--width must be from \(ShellSettings.widthRangeText), not \(screenWidth)")
        }
    }

    /// Explores; prints the report (a usage error on stderr) and returns the exit status.
    @MainActor
    func execute(cli: ShellCLI, output: StandardOutput) -> Int32 {
        guard let configuration = cli.scenarioConfiguration(dataDirectory: dataDirectory, width: screenWidth) else {
            return ExitStatus.usageError
        }
        // `--data=DIR` in one word: a folder named like an option (`-d`) stays a value.
        var runArguments = ["--width", String(screenWidth)]
        if let dataDirectory { runArguments.append("--data=" + dataDirectory) }
        if let minimizeCrash, let executable = WorkerExecutable.path {
            let setup = ScenarioWorkerSetup(scenarios: ScenarioOptions(width: screenWidth), dataDirectory: dataDirectory)
            return ExploreCrashMinimizer(executable: executable, workerSetup: setup, shellName: configuration.name)
                .minimize(scriptAt: minimizeCrash)
        }
        var invariantLines: [String] = []
        if let invariants {
            switch InvariantFile.lines(at: invariants) {
            case .success(let lines): invariantLines = lines
            case .failure(let problem):
                output.writeError("\(configuration.name) explore: --invariants: \(problem.message)\n")
                return ExitStatus.usageError
            }
        }
        let options = ExploreOptions(
            steps: steps, depth: depth, seed: seed, modules: modules, outputDirectory: out, faults: !noFaults,
            schedules: !noSchedules, invariantLines: invariantLines)
        let minimizer = WorkerExecutable.path.map { [$0, "explore"] + runArguments + ["--minimize-crash"] }
        ExploreCrashGuard.arm(options: options, shellName: configuration.name, minimizer: minimizer)
        // Ctrl-C, SIGTERM and SIGHUP stop it at the next step, with a report of the steps taken.
        RunInterruption.catchInLeader()
        // A step that never returns (a deadlock) or ignores the interrupt ends the exploration, its steps kept.
        CommandWatchdog.shared.setInterruptPending { RunInterruption.requested }
        CommandWatchdog.shared.setOnStall { stall in ExploreCrashGuard.stopBlocked("a step " + stall.description) }
        let explorer = Explorer(configuration: configuration, options: options)
        explorer.interruptRequested = { RunInterruption.requested }
        let progressLine = TerminalInfo.progressLine(forced: progress)
        if let progressLine {
            explorer.progress = { facts in progressLine.update(facts().text(elapsed: progressLine.elapsed)) }
        }
        explorer.outputFailed = { message in
            ExploreCrashGuard.forgetJournal()
            progressLine?.clear()
            output.writeError("explore: \(message)\n")
        }
        let report = explorer.run()
        progressLine?.clear()
        ExploreCrashGuard.disarm()
        if report.usageError != nil {
            output.writeError("\(configuration.name) \(report.text)")
        } else {
            output.write(report.text)
        }
        if report.interrupted {
            output.writeError("explore: interrupted after \(report.steps) of \(steps) steps; the report covers them\n")
        }
        return report.exitCode
    }
}
