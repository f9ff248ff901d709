#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The built viper-shell binary running on a pseudo-terminal, as a person at a
/// terminal would run it: the child is a session leader whose controlling
/// terminal is the pty's slave side (so Ctrl-C raises SIGINT), and the test
/// holds the master side to type keys and read what is drawn.
///
/// Waiting is a bounded poll loop: `waitFor` returns as soon as the expected
/// text is there and fails only when the generous deadline passes.
final class InteractivePseudoTerminal {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// How long any single wait may take before it counts as a failure.
    static let deadlineSeconds: Double = 20

    /// glibc's POSIX_SPAWN_SETSID (not exported to Swift without _GNU_SOURCE).
    private static let spawnSetSID: Int32 = 0x80

    let pid: pid_t
    private let master: Int32
    private let slave: Int32
    private(set) var output: [UInt8] = []
    private(set) var screen = InteractiveTerminalScreen()
    private var reachedEnd = false
    private var exitStatus: Int32?

    /// Everything the program wrote so far, as written.
    var rawOutput: String { String(decoding: output, as: UTF8.self) }

    /// Everything the program wrote so far, ANSI escapes removed.
    var plainOutput: String { strippingANSI(String(decoding: output, as: UTF8.self)) }

    /// Starts `executable` with `arguments` and exactly `environment`.
    init(executable: String, arguments: [String], environment: [String: String]) throws {
        var master: Int32 = -1
        var slave: Int32 = -1
        var nameBuffer = [CChar](repeating: 0, count: 4096)
        var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, &nameBuffer, nil, &size) == 0 else {
            throw Failure(description: "cannot open a pseudo-terminal: \(String(cString: strerror(errno)))")
        }
        _ = fcntl(master, F_SETFD, FD_CLOEXEC)
        _ = fcntl(slave, F_SETFD, FD_CLOEXEC)
        // The child opens the slave by name; the parent keeps its copy only to
        // see the terminal modes the child sets (raw while libedit reads).

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // After setsid (below, done before the file actions) opening the slave
        // without O_NOCTTY makes it the child's controlling terminal.
        posix_spawn_file_actions_addopen(&actions, 0, nameBuffer, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGINT)
        sigaddset(&defaults, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes,
                                 Int16(Self.spawnSetSID | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var child: pid_t = 0
        let spawned = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
        guard spawned == 0 else {
            close(master)
            close(slave)
            throw Failure(description: "cannot start \(executable): \(String(cString: strerror(spawned)))")
        }
        self.pid = child
        self.master = master
        self.slave = slave
    }

    deinit {
        if exitStatus == nil {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        close(master)
        close(slave)
    }

    /// Changes the terminal's size, as a person resizing the window does (the
    /// kernel sends SIGWINCH to the program).
    func resize(columns: UInt16, rows: UInt16 = 24) {
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    }

    /// Types `keys` (UTF-8 bytes as they are).
    func type(_ keys: String) {
        var bytes = Array(keys.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
            if written > 0 {
                bytes = bytes.dropFirst(written)
            } else if written < 0 && errno != EINTR {
                return
            }
        }
    }

    /// The output length now, to wait for text that appears after this point.
    var mark: Int { output.count }

    /// Waits until the ANSI-free output written after `mark` contains `text`.
    func waitFor(_ text: String, after mark: Int = 0) throws {
        try waitUntil("\"\(text)\" in the output") {
            strippingANSI(String(decoding: self.output[mark...], as: UTF8.self)).contains(text)
        }
    }

    /// Waits until the line the cursor is on, as a terminal would show it, is
    /// `text` (trailing blanks aside).
    func waitForCurrentLine(_ text: String) throws {
        var expected = text
        while expected.last == " " { expected.removeLast() }
        try waitUntil("the current line \"\(expected)\"") { self.screen.currentLine == expected }
    }

    /// Waits until the line the cursor is on, as a terminal would show it, contains `text`.
    func waitForCurrentLine(containing text: String) throws {
        try waitUntil("the current line to contain \"\(text)\"") { self.screen.currentLine.contains(text) }
    }

    /// Waits until the program has put the terminal in raw mode (no canonical
    /// input), which libedit does just before it reads a key: keys typed
    /// earlier would meet the kernel's line editing instead of libedit's.
    func waitForLineEditor() throws {
        try waitUntil("the line editor to read keys") {
            var modes = termios()
            return tcgetattr(self.slave, &modes) == 0 && modes.c_lflag & tcflag_t(ICANON) == 0
        }
    }

    /// Whether the terminal is in cooked mode (canonical input, echo), as a
    /// program must leave it.
    var isCanonical: Bool {
        var modes = termios()
        return tcgetattr(slave, &modes) == 0
            && modes.c_lflag & tcflag_t(ICANON) != 0 && modes.c_lflag & tcflag_t(ECHO) != 0
    }

    /// Types `keys`, then waits for the next `prompt` and the line editor.
    func typeAndWaitForPrompt(_ keys: String, prompt: String) throws {
        let mark = self.mark
        type(keys)
        try waitForPrompt(prompt, after: mark)
    }

    /// Waits for `prompt` after `mark` and for the line editor, then is ready for keys.
    func waitForPrompt(_ prompt: String, after mark: Int = 0) throws {
        try waitFor(prompt, after: mark)
        try waitForLineEditor()
    }

    /// Waits for the program to end and returns its exit status (or 128 + signal).
    func waitForExit() throws -> Int32 {
        try waitUntil("the program to exit") {
            if self.exitStatus == nil {
                var status: Int32 = 0
                if waitpid(self.pid, &status, WNOHANG) == self.pid {
                    let signal = status & 0x7F
                    self.exitStatus = signal == 0 ? (status >> 8) & 0xFF : 128 + signal
                }
            }
            return self.exitStatus != nil
        }
        // What it wrote just before it exited (a run's summary after Ctrl-C) may still be unread.
        readWhatIsWritten()
        return exitStatus ?? -1
    }

    /// Reads everything already written, without waiting for more: all of what a program
    /// that has exited wrote, even while another process still holds the terminal open.
    private func readWhatIsWritten() {
        var countBefore = -1
        while !reachedEnd && output.count != countBefore {
            countBefore = output.count
            readAvailable(waitingMilliseconds: 0)
        }
    }

    /// Reads output until `condition` holds; throws when the deadline passes first.
    private func waitUntil(_ what: String, _ condition: () -> Bool) throws {
        let deadline = Self.now() + Self.deadlineSeconds
        while !condition() {
            guard Self.now() < deadline else {
                throw Failure(description: "timed out waiting for \(what); output so far:\n\(plainOutput)")
            }
            readAvailable(waitingMilliseconds: 50)
        }
    }

    /// Reads what the program wrote, waiting up to `waitingMilliseconds` for it.
    private func readAvailable(waitingMilliseconds: Int32) {
        guard !reachedEnd else {
            // Nothing more can come; let the caller's loop poll the exit status.
            var request = timespec(tv_sec: 0, tv_nsec: Int(waitingMilliseconds) * 1_000_000)
            nanosleep(&request, nil)
            return
        }
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, waitingMilliseconds) > 0 else { return }
        var chunk = [UInt8](repeating: 0, count: 4096)
        let count = chunk.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
        if count > 0 {
            let bytes = Array(chunk[0..<count])
            output += bytes
            screen.feed(bytes)
        } else if count == 0 || errno != EINTR {
            reachedEnd = true // EIO: the slave side is closed, the program is gone
        }
    }

    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
