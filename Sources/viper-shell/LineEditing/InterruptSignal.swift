#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Set by the SIGINT handler; read and cleared by `InterruptSignal` on the main
/// thread. A signal handler can only store to memory, hence a plain global.
nonisolated(unsafe) private var interruptReceived: sig_atomic_t = 0

/// Ctrl-C in the interactive shell: a SIGINT handler that only sets a flag.
///
/// While libedit reads a line (with `EL_SIGNAL` on) its own handler runs first:
/// it puts the terminal back in cooked mode and re-raises the signal to this
/// handler, and `el_gets` returns with an error, which the reader turns into
/// `.interrupted`. Outside `el_gets` Ctrl-C only sets the flag, so the shell is
/// never killed with the terminal in raw mode.
enum InterruptSignal {
    nonisolated(unsafe) private static var previousHandler: sighandler_t?
    nonisolated(unsafe) private static var isInstalled = false

    /// Installs the handler (once).
    static func install() {
        guard !isInstalled else { return }
        interruptReceived = 0 // initialises the global before a handler can touch it
        previousHandler = signal(SIGINT) { _ in interruptReceived = 1 }
        isInstalled = true
    }

    /// Puts back the handler that was there before `install()`.
    static func uninstall() {
        guard isInstalled else { return }
        signal(SIGINT, previousHandler)
        isInstalled = false
    }

    /// Whether SIGINT arrived since the last `consume()`, leaving the flag set.
    static var isPending: Bool { interruptReceived != 0 }

    /// Whether SIGINT arrived since the last call; clears the flag.
    static func consume() -> Bool {
        let received = interruptReceived != 0
        interruptReceived = 0
        return received
    }
}
