#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Set by the SIGINT handler; read and cleared on the main thread. A signal
/// handler can only store to memory, hence plain globals.
nonisolated(unsafe) private var interruptReceived: sig_atomic_t = 0
/// Set by the SIGHUP/SIGTERM handler while a line is being read.
nonisolated(unsafe) private var hangupReceived: sig_atomic_t = 0

/// The signals the line editor turns into `LineReadResult`s.
///
/// - Ctrl-C (SIGINT): a handler that only sets a flag, installed for the
///   reader's lifetime. While libedit reads a line (with `EL_SIGNAL` on) its
///   own handler runs first: it puts the terminal back in cooked mode and
///   re-raises the signal to this one; `TerminalKeyReader` sees the flag and
///   `el_gets` returns, which the reader turns into `.interrupted`. Outside
///   `el_gets` Ctrl-C only sets the flag: the shell sees it through
///   `LineReader.isInterruptPending` and stops a running script at its next
///   line; the flag is dropped at the next prompt. The shell is never killed
///   with the terminal in raw mode.
/// - SIGHUP and SIGTERM while a line is being read (the terminal window was
///   closed, or the shell was asked to stop at its prompt): the line ends as
///   `.endOfInput`, so the shell exits normally and saves its history. Outside
///   `readLine` they keep their usual effect.
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
        previousInterruptHandler = signal(SIGINT) { _ in interruptReceived = 1 }
        isInterruptInstalled = true
    }

    /// Puts back the SIGINT handler that was there before.
    static func uninstallInterruptHandler() {
        guard isInterruptInstalled else { return }
        signal(SIGINT, previousInterruptHandler)
        isInterruptInstalled = false
    }

    /// Installs the SIGHUP/SIGTERM handler for the time one line is read.
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

    /// Whether SIGHUP or SIGTERM arrived while a line was being read (it stays set).
    static var isHangupPending: Bool { hangupReceived != 0 }

    /// Whether SIGINT arrived since the last call; clears the flag.
    static func consumeInterrupt() -> Bool {
        let received = interruptReceived != 0
        interruptReceived = 0
        return received
    }
}
