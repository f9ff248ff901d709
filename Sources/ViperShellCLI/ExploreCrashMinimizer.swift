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
/// FILE by running candidates under `<shell> run --jobs 1` in child
/// processes, keeps those that still crash, says where the script is and
/// exits with 1.
struct ExploreCrashMinimizer {
    /// This executable, and the arguments `run` needs to behave as explore did.
    let executable: String
    let runArguments: [String]
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

    /// Whether `<shell> run --jobs 1 <path>` ends by a signal (output discarded, no backtrace).
    private func crashes(_ path: String) -> Bool {
        let arguments = [executable, "run", "--jobs", "1"] + runArguments + [path]
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
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        var pid: pid_t = 0
        guard posix_spawn(&pid, executable, &actions, nil, argv, environment) == 0 else { return false }
        var status: Int32 = 0
        var waited: pid_t
        repeat { waited = waitpid(pid, &status, 0) } while waited < 0 && errno == EINTR
        return waited == pid && status & 0x7F != 0 && status & 0x7F != 0x7F
    }
}
