#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization
import ViperRuntime

/// Notices a command that does not return because the thread that runs it
/// is blocked (a deadlock: module code waits, on a semaphore or a lock, for
/// work only that thread could do), and ends it the one way left: it says
/// what was blocked where, then hands over to `onStall`, which never returns.
///
/// The interpreter tells it when a command begins and ends. A thread of its
/// own looks four times a second; while a command runs, it reads the CPU
/// time of the thread that runs commands (`CPUProgressWatch`). A command that
/// computes, however long, is left alone (an endless loop is stopped by an
/// interrupt); one whose thread used no CPU at all for `stallBound` of real
/// time is blocked, since nothing in the shell waits on real time that long
/// (the longest real wait, for a resumption from another thread, is 100 ms).
///
/// An interrupt (`interruptPending`: Ctrl-C, SIGTERM, SIGHUP) that the
/// running command has not answered within `interruptBound` also ends it:
/// a blocked or endless command cannot reach the point where it would stop.
package final class CommandWatchdog: Sendable {
    /// How long the thread running a command may use no CPU before the command counts as blocked.
    package static let stallBound = Duration.seconds(10)
    /// How long a command may run on after an interrupt before the process ends.
    package static let interruptBound = Duration.seconds(2)

    /// What ended the command, for `onStall`.
    package struct Stall: Sendable {
        /// The command's line and where it was (nil for a line typed without a script).
        package var command: String
        package var location: SourceLocation?
        /// What happened, with what the blocked thread was running (`'block'
        /// made no progress for 10 s ...`).
        package var description: String
        /// The same after its place (`test.vsh:3:1: 'block' made no ...`).
        package var message: String { (location.map { "\($0): " } ?? "") + description }
        /// Whether an interrupt, not a deadlock, ended it.
        package var interrupted: Bool
    }

    /// The process's watchdog: commands run on one thread (the main thread).
    package static let shared = CommandWatchdog(stallBound: stallBound, interruptBound: interruptBound)

    private struct Running {
        var command: String
        var location: SourceLocation?
        /// What the session runs now, in words, from any thread.
        var activity: @Sendable () -> String?
    }

    private struct State {
        /// The commands running, outermost first (`source` and `run` nest them).
        var running: [Running] = []
        /// Counts begins, ends and stalls: a change means the thread moved on.
        var generation = 0
        var thread: CPUProgressWatch.Subject?
        var started = false
        var onStall: @Sendable (Stall) -> Void = CommandWatchdog.reportAndExit
        var interruptPending: @Sendable () -> Bool = { false }
    }

    private let state = Mutex(State())
    private let stallBound: Duration
    private let interruptBound: Duration

    /// A watchdog with its own bounds (tests use short ones); `shared` is the process's.
    package init(stallBound: Duration, interruptBound: Duration) {
        self.stallBound = stallBound
        self.interruptBound = interruptBound
    }

    /// What happens once a command is found blocked or deaf to an interrupt:
    /// by default `reportAndExit`. A worker answers its scenario as failed
    /// first; explore lets its crash guard keep the steps. It must not return
    /// while the command's thread stays blocked.
    package func setOnStall(_ handler: @escaping @Sendable (Stall) -> Void) {
        state.withLock { $0.onStall = handler }
    }

    /// Whether an interrupt arrived that the running command should answer.
    package func setInterruptPending(_ pending: @escaping @Sendable () -> Bool) {
        state.withLock { $0.interruptPending = pending }
    }

    /// A command begins on the calling thread (always the same one).
    /// `activity` says what the session runs, from any thread.
    package func begin(_ command: String, at location: SourceLocation?, activity: @escaping @Sendable () -> String?) {
        let startsThread = state.withLock { state -> Bool in
            if state.thread == nil { state.thread = CPUProgressWatch.Subject.currentThread }
            state.generation += 1
            state.running.append(Running(command: command, location: location, activity: activity))
            defer { state.started = true }
            return !state.started && state.thread != nil
        }
        if startsThread { startWatching() }
    }

    /// The innermost running command ended.
    package func end() {
        state.withLock { state in
            _ = state.running.popLast()
            state.generation += 1
        }
    }

    /// Prints the stall's message on standard error and ends the process:
    /// status 1 for a deadlock, 130 after an interrupt.
    package static func reportAndExit(_ stall: Stall) {
        _ = FileDescriptorWriter.writeAll(stall.message + "\n", to: STDERR_FILENO)
        _exit(stall.interrupted ? 130 : 1)
    }

    // MARK: - The watching thread

    private func startWatching() {
        let box = Unmanaged.passRetained(self).toOpaque()
        var thread = pthread_t()
        #if canImport(Glibc)
        let created = pthread_create(&thread, nil, { argument in
            Unmanaged<CommandWatchdog>.fromOpaque(argument!).takeRetainedValue().watch()
        }, box)
        #else
        let created = pthread_create(&thread, nil, { argument in
            Unmanaged<CommandWatchdog>.fromOpaque(argument).takeRetainedValue().watch()
        }, box)
        #endif
        if created == 0 { pthread_detach(thread) } else { Unmanaged<CommandWatchdog>.fromOpaque(box).release() }
    }

    /// How often the thread looks.
    private static let interval = Duration.milliseconds(250)

    /// Looks until the process ends.
    private func watch() -> Never {
        var watched: (generation: Int, watch: CPUProgressWatch, idleSince: ContinuousClock.Instant?)?
        var interruptSeen: ContinuousClock.Instant?
        while true {
            Self.pause(Self.interval)
            let now = ContinuousClock.now
            let (innermost, generation, thread, interruptPending) = state.withLock {
                ($0.running.last, $0.generation, $0.thread, $0.interruptPending)
            }
            guard let innermost, let thread else {
                watched = nil
                interruptSeen = nil
                continue
            }
            if interruptPending() {
                let seen = interruptSeen ?? now
                interruptSeen = seen
                if now - seen >= interruptBound {
                    stall(innermost, interrupted: true, what: "did not stop within \(Self.words(interruptBound)) of the interrupt")
                }
            } else {
                interruptSeen = nil
            }
            // A new command, or one begun or ended inside it: the thread made progress.
            guard let current = watched, current.generation == generation else {
                watched = (generation, CPUProgressWatch(thread, now: now), nil)
                continue
            }
            var next = current
            switch next.watch.usedCPU(now: now) {
            case true?, nil:
                next.idleSince = nil
            case false?:
                let since = next.idleSince ?? now - Self.interval
                next.idleSince = since
                if now - since >= stallBound {
                    stall(innermost, interrupted: false, what: "made no progress for \(Self.words(stallBound)) of real time: "
                        + "the thread that runs commands used no CPU, blocked on something only it could do (a deadlock)")
                }
            }
            watched = next
        }
    }

    /// Hands the stall of `running` to `onStall`; if that returns (a test's
    /// handler that unblocks the thread), watching goes on.
    private func stall(_ running: Running, interrupted: Bool, what: String) {
        let inside = running.activity().map { "; it was running \($0)" } ?? ""
        let description = "'\(TerminalEscaping.displayed(running.command, limit: 200))' \(what)\(inside)"
        let handler = state.withLock { $0.onStall }
        handler(Stall(command: running.command, location: running.location, description: description, interrupted: interrupted))
        // Only a handler that lets the thread go returns: do not report this command again.
        state.withLock { $0.generation += 1 }
    }

    private static func pause(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        var request = timespec(tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
        var remaining = timespec()
        while nanosleep(&request, &remaining) != 0 && errno == EINTR { request = remaining }
    }

    /// `10 s`, `300 ms`.
    private static func words(_ duration: Duration) -> String {
        let milliseconds = duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
        return milliseconds % 1000 == 0 ? "\(milliseconds / 1000) s" : "\(milliseconds) ms"
    }
}
