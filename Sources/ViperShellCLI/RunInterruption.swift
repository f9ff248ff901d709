#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ctrl-C during `run` or `explore`: SIGINT (or SIGTERM, or SIGHUP when the
/// terminal closes) only sets a flag (a second one ends the process at once;
/// so does `CommandWatchdog` when a step does not stop within 2 s), which the runner reads between
/// scenarios, the worker pool whenever it waits and `explore` before every
/// step; the run then stops its workers, prints what it has and says it was
/// interrupted (explore prints its report of the steps taken and removes its journal).
/// Workers ignore SIGINT: a Ctrl-C on a terminal reaches the whole process
/// group, and it is the parent that ends them.
enum RunInterruption {
    /// Installs the flag-setting handler in the parent.
    static func catchInLeader() {
        interruptReceived = 0
        signal(SIGINT, interruptHandler)
        signal(SIGTERM, interruptHandler)
        signal(SIGHUP, interruptHandler)
        // A parent may have started us with them blocked (a test runner does).
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        sigaddset(&signals, SIGHUP)
        sigprocmask(SIG_UNBLOCK, &signals, nil)
    }

    /// Leaves SIGINT to the parent (a worker).
    static func ignoreInWorker() {
        signal(SIGINT, SIG_IGN)
    }

    /// Whether SIGINT, SIGTERM or SIGHUP arrived since `catchInLeader()`.
    static var requested: Bool { interruptReceived != 0 }
}

/// Set by the handler; read on the main thread.
nonisolated(unsafe) private var interruptReceived: sig_atomic_t = 0

private func interruptHandler(_ signalNumber: Int32) {
    // A second one while the first is not answered yet (a step that never ends) always ends the process.
    if interruptReceived != 0 { _exit(128 + signalNumber) }
    interruptReceived = 1
}
