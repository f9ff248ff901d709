#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One worker process of a `ScenarioWorkerPool`: started with `posix_spawn`
/// (`start`), or forked from this process without a new program (`fork`),
/// requests written to a socket on its standard input, answers read from a
/// socket on its standard output (Unix stream sockets, close-on-exec from
/// the start, so no other worker inherits them). Its standard error (and what
/// its scenarios print) goes to a file of its own (`standardError`), read by
/// the parent so that it is printed with the scenario that wrote it.
@MainActor
final class WorkerProcess {
    /// How a worker ended: `exited with status 3`, `stopped by signal 11 (SIGSEGV)`.
    enum Ending: CustomStringConvertible, Equatable {
        case exited(Int32)
        case signaled(Int32)
        case unknown

        var description: String {
            switch self {
            case .exited(let status): return "exited with status \(status)"
            case .signaled(let signal): return "stopped by signal \(signal) (\(Self.name(ofSignal: signal)))"
            case .unknown: return "ended"
            }
        }

        /// `SIGSEGV` for 11, and so on for the signals a crash or a kill sends.
        static func name(ofSignal signal: Int32) -> String {
            switch signal {
            case SIGHUP: return "SIGHUP"
            case SIGINT: return "SIGINT"
            case SIGQUIT: return "SIGQUIT"
            case SIGILL: return "SIGILL"
            case SIGTRAP: return "SIGTRAP"
            case SIGABRT: return "SIGABRT"
            case SIGBUS: return "SIGBUS"
            case SIGFPE: return "SIGFPE"
            case SIGKILL: return "SIGKILL"
            case SIGSEGV: return "SIGSEGV"
            case SIGPIPE: return "SIGPIPE"
            case SIGTERM: return "SIGTERM"
            default: return "signal \(signal)"
            }
        }
    }

    let pid: pid_t
    /// The parent's end of the worker's standard input.
    let requests: Int32
    /// The parent's end of the worker's standard output.
    let answers: Int32
    /// Where its standard error goes; nil when no file could be made (then it is the parent's).
    let standardError: WorkerStandardError?
    /// The scenarios sent to it and not yet answered, by index in the run's
    /// list, in the order it runs them (the first is the one running).
    var assigned: [Int] = []
    /// When it last sent something (an answer or a ring), or was started.
    private(set) var lastHeard = ContinuousClock.now
    /// Whether it uses CPU while it sends nothing: busy, or stuck (see `ScenarioWorkerPool.hangTimeout`).
    private var progress: CPUProgressWatch
    /// Its output has ended (it exited, or cannot be written to).
    var reachedEnd = false
    /// Whether its end of the request socket is still open (see `takeRings`).
    private var doorbellIsOpen = true
    /// What it answered and the parent has not read as lines yet.
    private var buffer: DescriptorLineBuffer
    private var ending: Ending?

    private init(pid: pid_t, requests: Int32, answers: Int32, standardError: WorkerStandardError?) {
        self.pid = pid
        self.requests = requests
        self.answers = answers
        self.standardError = standardError
        buffer = DescriptorLineBuffer(descriptor: answers)
        progress = CPUProgressWatch(.process(pid), now: lastHeard)
    }

    /// It sent something at `now`: a new silence, and a new interval of the CPU watch, begin.
    func heard(at now: ContinuousClock.Instant) {
        lastHeard = now
        progress.restart(now: now)
    }

    /// Whether it kept a CPU busy since it was last heard from (or last asked
    /// this): a worker that sends nothing but computes is working, not hung.
    /// False when it used no CPU, or when its CPU time cannot be read.
    func wasBusy(at now: ContinuousClock.Instant) -> Bool {
        progress.usedCPU(now: now) ?? false
    }

    /// Starts `arguments[0]` with `arguments`, in the parent's environment.
    static func start(_ arguments: [String]) throws(ScenarioWorkerPool.StartError) -> WorkerProcess {
        var requestPair: [Int32] = [-1, -1]
        var answerPair: [Int32] = [-1, -1]
        guard makeSocketPair(&requestPair) else { throw startError(arguments) }
        guard makeSocketPair(&answerPair) else {
            let reason = errno
            close(requestPair[0]); close(requestPair[1])
            errno = reason
            throw startError(arguments)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, requestPair[1], STDIN_FILENO)
        posix_spawn_file_actions_adddup2(&actions, answerPair[1], STDOUT_FILENO)
        let standardError = WorkerStandardError.make()
        if let standardError { posix_spawn_file_actions_adddup2(&actions, standardError.descriptor, STDERR_FILENO) }
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, arguments[0], &actions, nil, argv, environ)
        close(requestPair[1])
        close(answerPair[1])
        guard status == 0 else {
            close(requestPair[0]); close(answerPair[0])
            standardError?.close()
            errno = status
            throw startError(arguments)
        }
        return WorkerProcess(pid: pid, requests: requestPair[0], answers: answerPair[0], standardError: standardError)
    }

    /// Forks this process: the child takes the sockets as its standard input
    /// and output, closes every other descriptor it inherited (the parent's
    /// ends, other workers' sockets), takes the signals a new worker would
    /// have (SIGTERM and SIGHUP end it, SIGINT is the parent's), runs `serve`
    /// and ends with its status, running nothing the parent registered to run
    /// at exit. Only for a process with one thread (see
    /// `ScenarioWorkerPool.canFork`): the child has only the thread that forked.
    #if os(Linux)
    static func fork(serve: @MainActor () -> Int32) throws(ScenarioWorkerPool.StartError) -> WorkerProcess {
        var requestPair: [Int32] = [-1, -1]
        var answerPair: [Int32] = [-1, -1]
        guard makeSocketPair(&requestPair) else { throw forkError() }
        guard makeSocketPair(&answerPair) else {
            let reason = errno
            close(requestPair[0]); close(requestPair[1])
            errno = reason
            throw forkError()
        }
        // What each scenario writes on stderr goes to a file of the worker's own (see `WorkerStandardError`).
        let standardError = WorkerStandardError.make()
        // What the parent buffered for stdout is written now, not by the child too.
        fflush(nil)
        let pid = Glibc.fork()
        if pid == 0 {
            _ = dup2(requestPair[1], STDIN_FILENO)
            _ = dup2(answerPair[1], STDOUT_FILENO)
            if let standardError { _ = dup2(standardError.descriptor, STDERR_FILENO) }
            closeInheritedDescriptors()
            signal(SIGTERM, SIG_DFL)
            signal(SIGHUP, SIG_DFL)
            signal(SIGINT, SIG_IGN)
            let status = serve()
            fflush(nil)
            _exit(status)
        }
        close(requestPair[1])
        close(answerPair[1])
        guard pid > 0 else {
            let reason = errno
            close(requestPair[0]); close(answerPair[0])
            standardError?.close()
            errno = reason
            throw forkError()
        }
        return WorkerProcess(pid: pid, requests: requestPair[0], answers: answerPair[0], standardError: standardError)
    }

    /// In a forked worker: closes every descriptor above standard error, as
    /// starting a new program would close the parent's (close-on-exec).
    private static func closeInheritedDescriptors() {
        guard let folder = opendir("/proc/self/fd") else { return }
        var open: [Int32] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if let descriptor = Int32(name), descriptor > STDERR_FILENO { open.append(descriptor) }
        }
        let listing = dirfd(folder)
        closedir(folder)
        for descriptor in open where descriptor != listing { close(descriptor) }
    }

    private static func forkError() -> ScenarioWorkerPool.StartError {
        ScenarioWorkerPool.StartError(message: "cannot start a worker (fork): \(String(cString: strerror(errno)))")
    }
    #endif

    /// A connected pair of stream sockets, closed on exec (the worker gets
    /// its ends as stdin and stdout through dup2, which clears the flag) and
    /// never raising SIGPIPE on Darwin (Linux sends with `MSG_NOSIGNAL`).
    private static func makeSocketPair(_ pair: inout [Int32]) -> Bool {
        #if os(Linux)
        return socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &pair) == 0
        #else
        guard socketpair(AF_UNIX, SOCK_STREAM, 0, &pair) == 0 else { return false }
        var on: Int32 = 1
        for descriptor in pair {
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            _ = setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        }
        return true
        #endif
    }

    private static func startError(_ arguments: [String]) -> ScenarioWorkerPool.StartError {
        ScenarioWorkerPool.StartError(
            message: "cannot start a worker (\(displayed(arguments[0]))): \(String(cString: strerror(errno)))")
    }

    /// Writes a request; false when the worker is gone.
    func send(_ request: String) -> Bool {
        FileDescriptorWriter.writeAll(request, to: requests, isSocket: true)
    }

    /// The descriptors to wait on for it: its doorbell (see
    /// `ScenarioWorkerDoorbell`), and its answers while one is arriving in
    /// parts or once the doorbell is closed (it ended: its last answers and
    /// the end of its output are still to be read).
    var watchedDescriptors: [Int32] {
        guard doorbellIsOpen else { return [answers] }
        return buffer.holdsPartialLine ? [requests, answers] : [requests]
    }

    /// Takes the rings waiting on its doorbell, without waiting; notes when
    /// it is closed (the worker ended, or its socket failed: either way its
    /// answers are then read to their end).
    func takeRings() {
        var bytes = [UInt8](repeating: 0, count: 256)
        while doorbellIsOpen {
            let count = bytes.withUnsafeMutableBytes { recv(requests, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
            if count == bytes.count || (count < 0 && errno == EINTR) { continue }
            if count > 0 || (count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) { return }
            doorbellIsOpen = false
        }
    }

    /// Reads the answers that are there, without waiting, and returns the
    /// complete lines; at the end of its output, sets `reachedEnd`.
    func readLines() -> [String] {
        reading: while !reachedEnd {
            switch buffer.readIfReady() {
            case .bytes: continue
            case .end: reachedEnd = true
            case .nothing: break reading
            }
        }
        var lines: [String] = []
        while let line = buffer.nextLine() { lines.append(line) }
        return lines
    }

    /// Ends it now (SIGTERM; `stop` then continues a stopped worker, so the signal is delivered) and waits for it.
    func terminate() {
        if ending == nil { kill(pid, SIGTERM) }
        stop()
    }

    /// Kills it with SIGKILL (which also ends a stopped process) and waits for it: it is hung.
    func killHung() {
        if ending == nil { _ = kill(pid, SIGKILL) }
        stop()
    }

    /// Closes its input (a worker exits at the end of its input), waits for it and says how it ended.
    /// A worker stopped with SIGSTOP is continued first (SIGCONT): a stopped
    /// process neither reads the end of its input nor acts on SIGTERM, so
    /// waiting for it would never end. Its standard error file stays readable
    /// until `release()`.
    @discardableResult
    func stop() -> Ending {
        if let ending { return ending }
        close(requests)
        close(answers)
        kill(pid, SIGCONT)
        var status: Int32 = 0
        var waited: pid_t
        repeat { waited = waitpid(pid, &status, 0) } while waited < 0 && errno == EINTR
        let ending: Ending
        if waited != pid {
            ending = .unknown
        } else if status & 0x7F == 0 {
            ending = .exited((status >> 8) & 0xFF)
        } else {
            ending = .signaled(status & 0x7F)
        }
        self.ending = ending
        return ending
    }

    /// The bytes of its standard error not handed out yet, up to `end` (an
    /// answer's `stderr_end`) or, without it, all it wrote (it ended, or its
    /// scenario is the first unprinted one). Empty when it writes to the parent's stderr.
    func takeStandardError(upTo end: Int? = nil) -> String {
        guard let standardError else { return "" }
        return end.map(standardError.take(upTo:)) ?? standardError.takeRest()
    }

    /// Stops it (if it still runs) and closes its standard error file.
    func release() {
        stop()
        standardError?.close()
    }
}
