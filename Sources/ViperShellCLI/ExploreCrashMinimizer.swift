import ViperRuntime
import ViperShellEngine

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `explore --minimize-crash FILE` (hidden): what the crashing explore
/// process becomes. `ExploreCrashGuard`'s handler keeps the journal as
/// FILE and replaces the process with this mode (`execv`), which shortens
/// FILE by running candidates as `run` runs a scenario, in a worker process
/// of its own (`<shell> run --worker`, told to run explore's way), keeps those
/// that still crash the worker, says where the script is and exits with 1.
struct ExploreCrashMinimizer {
    /// This executable, and what its worker is told: how to run a scenario as explore did.
    let executable: String
    let workerSetup: ScenarioWorkerSetup
    let shellName: String

    /// Minimises the script at `path` in place; returns the exit status (1: a crash was found).
    func minimize(scriptAt path: String) -> Int32 {
        // The handler ran with the crash signal blocked, and exec keeps the mask.
        var none = sigset_t()
        sigemptyset(&none)
        sigprocmask(SIG_SETMASK, &none, nil)
        let candidatePath = path + ".candidate"
        defer { unlink(candidatePath) }
        var message = "explore: a step crashed the process; the steps that led to it are in \(TerminalEscaping.displayed(path))"
        if let journal = try? SafeFile.contents(of: path) {
            let result = CrashScript.minimized(journal: String(decoding: journal, as: UTF8.self)) { candidate in
                crashes(scriptText: candidate, at: candidatePath)
            }
            if crashes(scriptText: result.script, at: candidatePath) {
                _ = try? SafeFile.replace(path, with: Array(result.script.utf8))
                message += " (\(result.kept) of \(result.total) steps)"
            }
        }
        StandardOutput.writeError(message + "; it crashes under '\(shellName) run' too\n")
        return ExitStatus.failure
    }

    /// Whether `text`, written to `path`, still crashes.
    private func crashes(scriptText text: String, at path: String) -> Bool {
        (try? SafeFile.replace(path, with: Array(text.utf8))) != nil && crashes(path)
    }

    /// Whether a worker running the scenario at `path` ends by a signal
    /// (output discarded, no backtrace): what `run` reports as `worker stopped by signal`.
    private func crashes(_ path: String) -> Bool {
        let arguments = [executable] + RunPlan.workerModeArguments
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var environment: [UnsafeMutablePointer<CChar>?] = [strdup("SWIFT_BACKTRACE=enable=no")]
        var index = 0
        while let entry = environ[index] {
            if !String(cString: entry).hasPrefix("SWIFT_BACKTRACE=") { environment.append(strdup(entry)) }
            index += 1
        }
        environment.append(nil)
        defer { environment.forEach { free($0) } }
        // Its input: the setup and the one request, then the end (a worker exits at the end of its input).
        var input: [Int32] = [-1, -1]
        guard pipe(&input) == 0 else { return false }
        let request = workerSetup.line + ScenarioResultWire.request(for: path)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, input[0], STDIN_FILENO)
        posix_spawn_file_actions_addclose(&actions, input[1])
        posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environment) == 0
        close(input[0])
        // A few hundred bytes: the pipe holds them whether or not the worker reads them.
        if spawned { _ = Array(request.utf8).withUnsafeBytes { write(input[1], $0.baseAddress, $0.count) } }
        close(input[1])
        guard spawned else { return false }
        var status: Int32 = 0
        var waited: pid_t
        repeat { waited = waitpid(pid, &status, 0) } while waited < 0 && errno == EINTR
        return waited == pid && status & 0x7F != 0 && status & 0x7F != 0x7F
    }
}
