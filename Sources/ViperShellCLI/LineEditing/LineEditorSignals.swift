#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Set by the SIGINT handler; read and cleared on the main thread. A signal
/// handler can only store to memory, hence plain globals.
nonisolated(unsafe) private var interruptReceived: sig_atomic_t = 0
/// Set by the SIGHUP/SIGTERM handler, installed for the reader's lifetime.
nonisolated(unsafe) private var hangupReceived: sig_atomic_t = 0

/// The signals the line editor turns into `LineReadResult`s.
///
/// libedit's own signal handling (`EL_SIGNAL`) is off: it re-sent every
/// signal with `kill(0, ...)` to the whole process group, so a wrapper script
/// without job control died with the shell. Instead:
///
/// - Ctrl-C (SIGINT): a handler that only sets a flag, installed for the
///   reader's lifetime, until the history is saved. While libedit reads a line, `TerminalKeyReader` sees
///   the flag and `el_gets` returns (putting the terminal back in cooked
///   mode), which the reader turns into `.interrupted`. Outside `el_gets`
///   Ctrl-C only sets the flag: the shell sees it through
///   `LineReader.isInterruptPending` and stops a running script at its next
///   line; the flag is dropped at the next prompt. The shell is never killed
///   with the terminal in raw mode.
/// - SIGHUP and SIGTERM (the terminal window was closed, whether the signal
///   came from the kernel to the foreground group or from the shell that
///   started viper-shell; or the shell was asked to stop): a flag-only
///   handler for the reader's lifetime, until the history is saved. At the
///   prompt the line ends as `.endOfInput`; while a command runs, its script
///   stops at its next line and the next read ends the input. Either way the
///   shell exits normally and saves its history (atomically, so no
///   `<hist>.tmp-XXXXXX` is left).
/// - Ctrl-\ (SIGQUIT) is ignored while the reader is open: it used to end
///   the shell with a crash report and lose the history.
enum LineEditorSignals {
    nonisolated(unsafe) private static var previousInterruptHandler: sighandler_t?
    nonisolated(unsafe) private static var previousHangupHandlers: [Int32: sighandler_t?] = [:]
    nonisolated(unsafe) private static var isInterruptInstalled = false

    /// The signals that end a key read: SIGINT, SIGHUP, SIGTERM.
    static let endingSignals: [Int32] = [SIGINT, SIGHUP, SIGTERM]

    /// Installs the SIGINT handler (once).
    static func installInterruptHandler() {
        guard !isInterruptInstalled else { return }
        interruptReceived = 0 // initialises the global before a handler can touch it
        previousInterruptHandler = signal(SIGINT) { _ in
            // A second Ctrl-C before the first was answered (a command that never returns) ends the shell.
            if interruptReceived != 0 { _exit(130) }
            interruptReceived = 1
        }
        isInterruptInstalled = true
    }

    /// Puts back the SIGINT handler that was there before.
    static func uninstallInterruptHandler() {
        guard isInterruptInstalled else { return }
        signal(SIGINT, previousInterruptHandler)
        isInterruptInstalled = false
    }

    nonisolated(unsafe) private static var previousQuitHandler: sighandler_t?

    /// Ignores SIGQUIT (Ctrl-\) until `restoreQuit()`.
    static func ignoreQuit() {
        previousQuitHandler = signal(SIGQUIT, SIG_IGN)
    }

    /// Puts back the SIGQUIT handler that was there before `ignoreQuit()`.
    static func restoreQuit() {
        signal(SIGQUIT, previousQuitHandler ?? SIG_DFL)
        previousQuitHandler = nil
    }

    /// Installs the SIGHUP/SIGTERM handler (until `uninstallHangupHandlers()`).
    static func installHangupHandlers() {
        _ = hangupReceived // initialises the global before a handler can touch it
        for signo in [SIGHUP, SIGTERM] {
            let previous = signal(signo) { _ in hangupReceived = 1 }
            previousHangupHandlers[signo] = previous
        }
    }

    /// Puts back the SIGHUP/SIGTERM handlers that were there before.
    static func uninstallHangupHandlers() {
        for (signo, previous) in previousHangupHandlers {
            signal(signo, previous ?? SIG_DFL)
        }
        previousHangupHandlers.removeAll()
    }

    /// Whether SIGINT arrived since the last `consumeInterrupt()`, leaving the flag set.
    static var isInterruptPending: Bool { interruptReceived != 0 }

    /// Whether SIGHUP or SIGTERM arrived while the reader was open (it stays set).
    static var isHangupPending: Bool { hangupReceived != 0 }

    /// Whether SIGINT arrived since the last call; clears the flag.
    static func consumeInterrupt() -> Bool {
        let received = interruptReceived != 0
        interruptReceived = 0
        return received
    }
}
