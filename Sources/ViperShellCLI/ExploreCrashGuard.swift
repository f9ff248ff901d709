import ViperRuntime
import ViperShellKit

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
/// The handler only calls `rename`, `write` and `_exit`, which are safe in a
/// signal handler; everything it needs is prepared in `arm`.
enum ExploreCrashGuard {
    /// The signals a crashing Swift program dies of.
    private static let fatalSignals = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT]

    /// Installs the handler for one exploration with `options`.
    static func arm(options: ExploreOptions, shellName: String) {
        let message: String
        if let journal = options.crashJournalPath, let script = options.crashScriptPath {
            CrashGuardState.journalPath = strdup(journal)
            CrashGuardState.scriptPath = strdup(script)
            message = "explore: a step crashed the process; the steps that led to it are in "
                + "\(TerminalEscaping.displayed(script)) (it crashes under '\(shellName) run' too)\n"
        } else {
            message = "explore: a step crashed the process; give --out DIR to keep the steps that led to it\n"
        }
        CrashGuardState.message = strdup(message)
        CrashGuardState.messageLength = message.utf8.count
        for signalNumber in fatalSignals { signal(signalNumber, crashHandler) }
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
}

/// The fatal-signal handler: keep the journal as the crash script, say where, exit 1.
private func crashHandler(_ signalNumber: Int32) {
    if let journal = CrashGuardState.journalPath, let script = CrashGuardState.scriptPath {
        _ = rename(journal, script)
    }
    if let message = CrashGuardState.message {
        _ = write(2, message, CrashGuardState.messageLength)
    }
    _exit(1)
}
