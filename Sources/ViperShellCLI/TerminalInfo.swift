import ViperShellEngine
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Set by the SIGWINCH handler when the terminal changes size.
nonisolated(unsafe) private var terminalResized: sig_atomic_t = 0

/// What the executable needs to know about its terminal: whether a descriptor
/// is one, how wide it is (following resizes), and whether colour is wanted.
enum TerminalInfo {
    /// The width used when the output is not a terminal or does not say.
    static let defaultWidth = ShellSettings.defaultWidth

    nonisolated(unsafe) private static var cachedWidth: Int?
    nonisolated(unsafe) private static var isFollowingResizes = false

    /// Whether `fd` is a terminal.
    static func isTerminal(_ fd: Int32) -> Bool {
        isatty(fd) == 1
    }

    /// Whether stdin is a terminal (the interactive shell) or not (a batch).
    static var inputIsTerminal: Bool { isTerminal(STDIN_FILENO) }

    /// Whether stdout is a terminal.
    static var outputIsTerminal: Bool { isTerminal(STDOUT_FILENO) }

    /// The width of the terminal on `fd` in columns (ioctl TIOCGWINSZ), or
    /// `defaultWidth` when it is not a terminal. After `followResizes()` the
    /// width of standard output is cached and measured again when SIGWINCH
    /// reports a new size.
    static func width(of fd: Int32 = STDOUT_FILENO) -> Int {
        let caches = isFollowingResizes && fd == STDOUT_FILENO
        if caches && terminalResized == 0, let cachedWidth {
            return cachedWidth
        }
        if caches { terminalResized = 0 }
        var size = winsize()
        let measured = ioctl(fd, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0
            ? Int(size.ws_col) : defaultWidth
        if caches { cachedWidth = measured }
        return measured
    }

    /// Installs a SIGWINCH handler so that `width(of:)` follows the terminal's
    /// size. libedit, while reading a line, resizes itself and then passes the
    /// signal on to this handler.
    static func followResizes() {
        guard !isFollowingResizes else { return }
        terminalResized = 1 // initialises the global before a handler can touch it
        signal(SIGWINCH) { _ in terminalResized = 1 }
        isFollowingResizes = true
    }

    /// Whether output may be coloured: `NO_COLOR` (see no-color.org) set to
    /// anything but the empty string turns colour off, and so does `TERM=dumb`.
    static func colorAllowed(environment: [String: String]) -> Bool {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        return environment["TERM"] != "dumb"
    }

    /// Whether a long command (`run`, `explore`) shows a progress line on
    /// standard error: when asked (`--progress`), else when standard error is
    /// a terminal, `TERM` is not `dumb` and `CI` is unset or empty (CI
    /// services set it; their logs would keep every redraw).
    static func showsProgress(forced: Bool, environment: [String: String], errorIsTerminal: Bool) -> Bool {
        if forced { return true }
        guard errorIsTerminal, environment["TERM"] != "dumb" else { return false }
        return (environment["CI"] ?? "").isEmpty
    }

    /// The progress line of a long command, on standard error at its width,
    /// or nil when none is shown (see `showsProgress`).
    @MainActor
    static func progressLine(forced: Bool) -> ProgressLine? {
        var environment: [String: String] = [:]
        for name in ["CI", "TERM"] {
            if let value = getenv(name) { environment[name] = String(cString: value) }
        }
        guard showsProgress(forced: forced, environment: environment, errorIsTerminal: isTerminal(STDERR_FILENO)) else { return nil }
        return ProgressLine(width: { width(of: STDERR_FILENO) }, write: StandardOutput.writeError)
    }

    /// `colorAllowed(environment:)` for this process's environment.
    static func colorAllowed() -> Bool {
        var environment: [String: String] = [:]
        for name in ["NO_COLOR", "TERM"] {
            if let value = getenv(name) {
                environment[name] = String(cString: value)
            }
        }
        return colorAllowed(environment: environment)
    }
}
