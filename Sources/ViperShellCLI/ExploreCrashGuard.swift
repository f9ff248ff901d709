import ViperRuntime
import ViperShellEngine

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns a crash during `explore` (a trap, a bad access) into exit status 1
/// with the steps that led to it: explore writes each step to its crash
/// journal before it runs, and the fatal-signal handler renames the journal
/// to `<out>/crash-1.vsh`, says so on stderr and exits with 1, so the caller
/// sees a finding, not a signal. The script crashes the same way under `run`.
///
/// The handler only calls `rename`, `execv`, `write` and `_exit`, which are
/// safe in a signal handler; everything it needs is prepared in `arm`. When
/// `execv` works, `ExploreCrashMinimizer` takes over the process.
enum ExploreCrashGuard {
    /// The signals a crashing Swift program dies of.
    private static let fatalSignals = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT]

    /// Installs the handler for one exploration with `options`. With an
    /// output folder and `minimizer` (the command line of `explore
    /// --minimize-crash <script>`), the handler then becomes that command,
    /// which shortens the script and says where it is.
    static func arm(options: ExploreOptions, shellName: String, minimizer: [String]?) {
        let message: String
        if let journal = options.crashJournalPath, let script = options.crashScriptPath {
            CrashGuardState.journalPath = strdup(journal)
            CrashGuardState.scriptPath = strdup(script)
            if let minimizer {
                CrashGuardState.minimizerArguments = (minimizer + [script]).map { strdup($0) } + [nil]
            }
            message = "explore: a step crashed the process; the steps that led to it are in "
                + "\(TerminalEscaping.displayed(script)) (it crashes under '\(shellName) run' too)\n"
        } else {
            message = "explore: a step crashed the process; give --out DIR to keep the steps that led to it\n"
        }
        CrashGuardState.message = strdup(message)
        CrashGuardState.messageLength = message.utf8.count
        for signalNumber in fatalSignals { signal(signalNumber, crashHandler) }
    }

    /// The crash journal could not be written (a full disk): a crash from now
    /// on keeps no steps, and says so instead of naming a script that is not there.
    static func forgetJournal() {
        CrashGuardState.journalPath = nil
        CrashGuardState.scriptPath = nil
        CrashGuardState.minimizerArguments = []
        let message = "explore: a step crashed the process; its steps were not kept (the crash journal could not be written)\n"
        CrashGuardState.message = strdup(message)
        CrashGuardState.messageLength = message.utf8.count
    }

    /// A step's command is blocked for good (see `CommandWatchdog`): says
    /// `message`, keeps the journal as the crash script like a crash does
    /// (without shortening it: each try would block as long again), says
    /// where, and ends the process with status 1. Called on the watchdog's thread.
    static func stopBlocked(_ message: String) -> Never {
        var text = "explore: \(message)\n"
        if let journal = CrashGuardState.journalPath, let script = CrashGuardState.scriptPath, rename(journal, script) == 0 {
            text += "explore: the steps that led to it are in \(TerminalEscaping.displayed(String(cString: script)))\n"
        } else {
            text += "explore: its steps were not kept (give --out DIR to keep them)\n"
        }
        _ = write(2, text, text.utf8.count)
        _exit(1)
    }

    /// Puts the default handlers back: the exploration is over.
    static func disarm() {
        for signalNumber in fatalSignals { signal(signalNumber, SIG_DFL) }
    }
}

/// What the handler reads: C strings made before any step runs.
private enum CrashGuardState {
    nonisolated(unsafe) static var journalPath: UnsafeMutablePointer<CChar>?
    nonisolated(unsafe) static var scriptPath: UnsafeMutablePointer<CChar>?
    nonisolated(unsafe) static var message: UnsafeMutablePointer<CChar>?
    nonisolated(unsafe) static var messageLength = 0
    /// `argv` of the minimising command, nil-terminated; empty when there is none.
    nonisolated(unsafe) static var minimizerArguments: [UnsafeMutablePointer<CChar>?] = []
}

/// The fatal-signal handler: keep the journal as the crash script, say where, exit 1.
private func crashHandler(_ signalNumber: Int32) {
    if let journal = CrashGuardState.journalPath, let script = CrashGuardState.scriptPath {
        _ = rename(journal, script)
        if let program = CrashGuardState.minimizerArguments.first ?? nil {
            CrashGuardState.minimizerArguments.withUnsafeBufferPointer { arguments in
                _ = execv(program, arguments.baseAddress!)
            }
        }
    }
    if let message = CrashGuardState.message {
        _ = write(2, message, CrashGuardState.messageLength)
    }
    _exit(1)
}
