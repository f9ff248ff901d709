#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The parent side of `run --jobs N`: runs scenarios in N worker processes.
///
/// Each worker is the shell's own executable started in its worker mode
/// (`workerArguments`, `argv[0]` first; see `ScenarioWorker`), told first how
/// to run its scenarios (`setup`, one line on its input). When the pool is
/// given the worker mode itself (`servesInFork`, which the shell's `run`
/// gives) and this process has one thread, on Linux, a worker is this
/// process forked, without starting the program again: it runs that same
/// worker mode from the state the parent had, and is supervised in the same
/// way (see docs/ci.md). Scenarios are
/// handed out in batches (`batchLimit`): a worker holds a queue of requests
/// sent in one write, refilled when half of it is answered, so the parent
/// writes once per batch, not once per scenario, and a worker never idles
/// while the parent reads. The queue shrinks as the list runs out, so the
/// workers finish together. Requests go over a socket on the worker's
/// standard input; answers come back one line each on a socket on its
/// standard output. The parent waits (`poll`) on the workers' doorbells,
/// not on their answers: a worker rings when half its queue is answered
/// (see `ScenarioWorkerDoorbell`), so the parent wakes about once per half
/// batch, reads the answers, refills and prints. Results are passed on in
/// the order of the scenario list, whatever order they finish in, so the
/// output is the same bytes as with one job.
///
/// So is what the scenarios write on stderr: each worker writes its standard
/// error to a file of its own (`WorkerStandardError`), and the bytes a scenario
/// wrote there go with its result (`ScenarioResult.standardError`), printed
/// just before it. Those of the first scenario of the list not yet printed are
/// passed on as they come (`standardError`), about ten times a second, so a
/// slow or stuck scenario's messages are seen while it runs; the others' wait
/// for their turn. A worker that dies leaves what it wrote to its last scenario.
///
/// A worker that dies while running a scenario (a crash, a signal) makes that
/// scenario fail with a message naming the signal or exit status; a new
/// worker takes its place and the run goes on. `interruptRequested` stops
/// the workers at once (SIGTERM); the summary holds the results known in
/// list order before the first scenario that had not finished.
///
/// No more workers start than there are scenarios, nor than
/// `maximumWorkerCount`, whatever `--jobs` asked. A worker that holds
/// scenarios and sends nothing (no answer, no ring) for `hangTimeout` of real
/// time is asked whether it used CPU meanwhile (`CPUProgressWatch`): one that
/// did is working (a long scenario), and is watched for another
/// `hangTimeout`; one that did not (stopped with SIGSTOP, waiting on
/// something that never comes) is killed: the scenario it was running fails
/// as hung, and a new worker takes the rest. A worker that computes forever
/// (an endless loop in a module) is stopped by an interrupt, not by the pool.
@MainActor
public final class ScenarioWorkerPool {
    /// A worker process that could not be started.
    public struct StartError: Error, Equatable, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }

    /// The executable and arguments that start one worker.
    public let workerArguments: [String]
    /// What every worker is told first (see `ScenarioWorkerSetup`).
    public let setup: ScenarioWorkerSetup
    /// How many workers run at once: what was asked, capped (see `effectiveWorkerCount`).
    public let workerCount: Int
    /// The most workers a run starts, however many were asked for: a few per
    /// core (a worker waits on its scenario's files at times), at most 256.
    public static let maximumWorkerCount = min(256, 4 * max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    /// How long a worker may hold scenarios without sending anything or using
    /// CPU before it is killed and its scenario fails as hung (60 s unless a test asks for less).
    public let hangTimeout: Duration
    /// The default `hangTimeout`: 60 seconds of real time.
    public static let defaultHangTimeout = Duration.seconds(60)
    /// How many scenarios a worker holds at most (the one it runs and those
    /// waiting), when many are left; see `queueLimit`.
    static let batchLimit = 64
    /// Asked whenever the pool waits; true stops the workers and ends the run.
    public let interruptRequested: @MainActor () -> Bool
    /// Told, each time the pool has waited (at least every 100 ms), the
    /// scenarios the workers are running now, for a progress line. When set,
    /// the pool also reads the answers written so far each time, rung for or
    /// not, so results are passed on as soon as they are known.
    package var onTick: (([String]) -> Void)?
    /// The worker mode, run in a forked copy of this process instead of
    /// starting `workerArguments` (see `canFork`): what the started program
    /// would run, returning its exit status. Nil starts the program.
    package var servesInFork: (@MainActor () -> Int32)?

    public init(
        workerArguments: [String], setup: ScenarioWorkerSetup, workerCount: Int, hangTimeout: Duration = defaultHangTimeout,
        interruptRequested: @escaping @MainActor () -> Bool = { false }
    ) {
        precondition(!workerArguments.isEmpty && workerCount >= 1)
        self.workerArguments = workerArguments
        self.setup = setup
        self.workerCount = min(workerCount, Self.maximumWorkerCount)
        self.hangTimeout = hangTimeout
        self.interruptRequested = interruptRequested
    }

    /// Whether a worker may be this process forked: on Linux, when the
    /// process has exactly one thread (a forked child has only the thread that
    /// forked, so a lock another thread held would never be released in it).
    /// A process with more (a test runner, code that started threads) starts
    /// the program instead. Forking spares each worker the start of a
    /// program: `run --jobs 1` of an empty scenario costs 6.17M instructions
    /// with a forked worker, 8.63M with a started one (docs/ci.md).
    static var canFork: Bool {
        #if os(Linux)
        guard let folder = opendir("/proc/self/task") else { return false }
        defer { closedir(folder) }
        var threads = 0
        while let entry = readdir(folder) {
            if entry.pointee.d_name.0 != UInt8(ascii: ".") { threads += 1 }
        }
        return threads == 1
        #else
        return false
        #endif
    }

    /// How many workers run `scenarioCount` scenarios when `requested` were
    /// asked for: never more than the scenarios, nor `maximumWorkerCount`.
    public static func effectiveWorkerCount(requested: Int, scenarioCount: Int) -> Int {
        max(1, min(requested, scenarioCount, maximumWorkerCount))
    }

    /// Runs `scripts`; `progress` sees the results in list order, each as
    /// soon as it and every one before it are known: all those that became
    /// known together in one call (so they can be printed in one write).
    /// What each scenario wrote on stderr is written on this process's
    /// stderr just before its result is passed on (while the first scenario
    /// not yet passed on runs, as it comes). The summary holds every result;
    /// `passOn(_:progress:standardError:)` runs without keeping them.
    public func run(
        _ scripts: [String], progress: (ArraySlice<ScenarioResult>) -> Void = { _ in }
    ) throws(StartError) -> RunSummary {
        var results: [ScenarioResult] = []
        try passOn(
            scripts,
            progress: { known in
                for result in known where !result.standardError.isEmpty { StandardOutput.writeError(result.standardError) }
                results += known
                progress(known)
            },
            standardError: { StandardOutput.writeError($0) })
        return RunSummary(results: results)
    }

    /// Runs `scripts` as `run(_:progress:)` does, but keeps no result once
    /// `progress` has seen it: the pool holds only the results that arrived
    /// ahead of one still running, so its memory does not grow with the
    /// list. What the scenarios write on stderr is left to the caller: each
    /// result carries its scenario's (`ScenarioResult.standardError`, printed
    /// before the result), and `standardError` gets what the first scenario
    /// not yet passed on writes while it runs. Returns how many results were
    /// passed on (fewer than the scripts when interrupted).
    @discardableResult
    package func passOn(
        _ scripts: [String], progress: (ArraySlice<ScenarioResult>) -> Void, standardError: (String) -> Void
    ) throws(StartError) -> Int {
        var run = PoolRun(scripts: scripts)
        var workers: [WorkerProcess] = []
        defer { workers.forEach { $0.release() } }
        for _ in 0..<Self.effectiveWorkerCount(requested: workerCount, scenarioCount: scripts.count) where !scripts.isEmpty {
            workers.append(try startWorker())
        }
        for worker in workers { dispatch(to: worker, in: &run) }
        while workers.contains(where: { !$0.assigned.isEmpty }) {
            var descriptors: [pollfd] = []
            var owners: [Int] = []
            for (position, worker) in workers.enumerated() {
                for descriptor in worker.watchedDescriptors {
                    descriptors.append(pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0))
                    owners.append(position)
                }
            }
            let ready = poll(&descriptors, nfds_t(descriptors.count), 100)
            if ready < 0 && errno != EINTR { break }
            if interruptRequested() {
                // Ctrl-C: take the answers already written, stop the workers now, pass on the results known in order
                // and what the first scenario not finished wrote on stderr, and end.
                for worker in workers { receive(from: worker, in: &run) }
                workers.forEach { $0.terminate() }
                run.flush(to: progress)
                if let head = workers.first(where: { $0.assigned.first == run.passedOnCount }) {
                    let text = head.takeStandardError()
                    if !text.isEmpty { standardError(text) }
                }
                workers.forEach { $0.release() }
                workers.removeAll()
                break
            }
            let woken = Set(zip(descriptors, owners).filter { $0.0.revents != 0 }.map(\.1))
            let now = ContinuousClock.now
            for position in woken { workers[position].heard(at: now) }
            for position in woken.sorted().reversed() {
                let worker = workers[position]
                worker.takeRings()
                receive(from: worker, in: &run)
                dispatch(to: worker, in: &run)
                guard worker.reachedEnd else { continue }
                let ending = worker.stop()
                workers.remove(at: position)
                if ending == .exited(ScenarioWorker.blockedStatus) {
                    // It answered the scenario that blocked it; it began none of the others.
                    run.handBack(worker.assigned[...])
                } else if let index = worker.assigned.first {
                    var result = Self.crashResult(path: scripts[index], ending: ending)
                    result.standardError = worker.takeStandardError()
                    run.record(result, at: index)
                    run.handBack(worker.assigned.dropFirst())
                }
                worker.release()
                if run.hasWorkLeft {
                    let replacement = try startWorker()
                    workers.append(replacement)
                    dispatch(to: replacement, in: &run)
                }
            }
            try replaceHungWorkers(in: &workers, now: now, run: &run)
            if let onTick {
                for worker in workers where !worker.reachedEnd { receive(from: worker, in: &run) }
                run.flush(to: progress)
                onTick(workers.compactMap { worker in worker.assigned.first.map { run.scripts[$0] } })
            } else {
                run.flush(to: progress)
            }
            relayStandardErrorOfFirstUnfinished(workers: workers, run: &run, progress: progress, standardError: standardError)
        }
        run.flush(to: progress)
        return run.passedOnCount
    }

    /// Passes on what the first scenario of the list not yet passed on has
    /// written on stderr so far, while it runs. Its worker's file size is read
    /// before its answers: an answer not there yet was not written when the
    /// size was read, so every byte up to that size is the scenario's own
    /// (a worker writes a scenario's answer before its next scenario starts).
    private func relayStandardErrorOfFirstUnfinished(
        workers: [WorkerProcess], run: inout PoolRun, progress: (ArraySlice<ScenarioResult>) -> Void,
        standardError: (String) -> Void
    ) {
        let first = run.passedOnCount
        guard let worker = workers.first(where: { $0.assigned.first == first }), let size = worker.standardError?.size else { return }
        receive(from: worker, in: &run)
        dispatch(to: worker, in: &run)
        run.flush(to: progress)
        guard run.passedOnCount == first else { return }
        let text = worker.takeStandardError(upTo: size)
        if !text.isEmpty { standardError(text) }
    }

    /// The setup as the line every worker is sent first, encoded once for
    /// the run's workers.
    private lazy var setupLine = setup.line

    /// A new worker, already sent its setup line (a worker that is gone at
    /// once shows up as an ended worker, like any other).
    private func startWorker() throws(StartError) -> WorkerProcess {
        // Encoded before the fork: a forked worker then finds the JSON encoding its answers use
        // already set up (the first use of each generic type costs the Swift runtime a lookup).
        let line = setupLine
        let worker: WorkerProcess
        #if os(Linux)
        if let servesInFork, Self.canFork {
            worker = try WorkerProcess.fork(serve: servesInFork)
        } else {
            worker = try WorkerProcess.start(workerArguments)
        }
        #else
        worker = try WorkerProcess.start(workerArguments)
        #endif
        _ = worker.send(line)
        return worker
    }

    /// Kills every worker that holds scenarios and has sent nothing and used
    /// no CPU for `hangTimeout` (stopped, or stuck): the scenario it was running
    /// fails as hung, the others it held are handed back, and a new worker takes its place.
    private func replaceHungWorkers(in workers: inout [WorkerProcess], now: ContinuousClock.Instant, run: inout PoolRun) throws(StartError) {
        for position in workers.indices.reversed() {
            let worker = workers[position]
            guard !worker.assigned.isEmpty, now - worker.lastHeard >= hangTimeout else { continue }
            // Answers it wrote without ringing (it rings at half a batch) are progress too.
            let held = worker.assigned.count
            receive(from: worker, in: &run)
            if worker.assigned.count < held && !worker.reachedEnd {
                worker.heard(at: now)
                dispatch(to: worker, in: &run)
                continue
            }
            // Silent but computing: a long scenario, not a stuck one.
            if !worker.reachedEnd && worker.wasBusy(at: now) {
                worker.heard(at: now)
                continue
            }
            worker.killHung()
            workers.remove(at: position)
            if let index = worker.assigned.first {
                var result = Self.hungResult(path: run.scripts[index], timeout: hangTimeout)
                result.standardError = worker.takeStandardError()
                run.record(result, at: index)
                run.handBack(worker.assigned.dropFirst())
            }
            worker.release()
            if run.hasWorkLeft {
                let replacement = try startWorker()
                workers.append(replacement)
                dispatch(to: replacement, in: &run)
            }
        }
    }

    /// Records the answers `worker` has written so far, each with what its scenario wrote on stderr.
    private func receive(from worker: WorkerProcess, in run: inout PoolRun) {
        for line in worker.readLines() {
            guard let index = worker.assigned.first else { continue }
            var (result, standardErrorEnd) = Self.decode(line, path: run.scripts[index])
            if let standardErrorEnd { result.standardError = worker.takeStandardError(upTo: standardErrorEnd) }
            run.record(result, at: index)
            worker.assigned.removeFirst()
        }
    }

    /// Refills `worker`'s queue up to `queueLimit` in one write once at most
    /// half of it is left, unless the run is over.
    private func dispatch(to worker: WorkerProcess, in run: inout PoolRun) {
        let limit = Self.queueLimit(left: run.left, workerCount: workerCount)
        guard !worker.reachedEnd, worker.assigned.count <= limit / 2 else { return }
        var requests = ""
        while worker.assigned.count < limit, let index = run.takeNext() {
            worker.assigned.append(index)
            requests += ScenarioResultWire.request(for: run.scripts[index])
        }
        if !requests.isEmpty && !worker.send(requests) {
            worker.reachedEnd = true
        }
    }

    /// How many scenarios one worker may hold when `left` are not handed out
    /// yet: a share of what is left (so no worker is left with a long queue
    /// while another has nothing), at least 2 (the one running and the next),
    /// at most `batchLimit`.
    static func queueLimit(left: Int, workerCount: Int) -> Int {
        // `left / workerCount / 2`, not `left / (2 * workerCount)`: the product overflows for a huge count.
        min(batchLimit, max(2, left / max(1, workerCount) / 2))
    }

    /// The result a worker answered and where its stderr ends, or a failure saying the answer was unreadable.
    private static func decode(_ line: String, path: String) -> (ScenarioResult, standardErrorEnd: Int?) {
        do {
            var answer = try ScenarioResultWire.answer(fromLine: line)
            answer.result.path = path
            return (answer.result, answer.standardErrorEnd)
        } catch {
            let failure = ScenarioResult(
                path: path, failures: [ShellFailure(location: SourceLocation(file: path, line: 0), message: error.message)],
                output: "", duration: .zero)
            return (failure, nil)
        }
    }

    /// The failure of a scenario whose worker sent nothing for `timeout` while running it.
    static func hungResult(path: String, timeout: Duration) -> ScenarioResult {
        ScenarioResult(
            path: path,
            failures: [ShellFailure(
                location: SourceLocation(file: path, line: 0),
                message: "hung: its worker sent nothing and used no CPU for \(Self.text(of: timeout)) of real time and was killed")],
            output: "", duration: .zero)
    }

    /// `60 s`, or `250 ms` below a second.
    static func text(of duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        if seconds >= 1 && attoseconds == 0 { return "\(seconds) s" }
        return "\(seconds * 1000 + attoseconds / 1_000_000_000_000_000) ms"
    }

    /// The failure of a scenario whose worker ended while running it.
    static func crashResult(path: String, ending: WorkerProcess.Ending) -> ScenarioResult {
        ScenarioResult(
            path: path,
            failures: [ShellFailure(
                location: SourceLocation(file: path, line: 0),
                message: "worker \(ending) while running it")],
            output: "", duration: .zero)
    }
}

/// The bookkeeping of one pool run: which scenario is next, the results
/// that arrived ahead of one still running, and how many have been passed on in order.
private struct PoolRun {
    let scripts: [String]
    var next = 0
    /// Scenarios handed back by a worker that ended before running them.
    var handedBack: [Int] = []
    /// Results known but not passed on yet (one before them is still running), by index.
    var waiting: [Int: ScenarioResult] = [:]
    /// How many results have been passed on: those of the first `passedOnCount` scripts.
    var passedOnCount = 0
    init(scripts: [String]) {
        self.scripts = scripts
        // Storage made now, before the workers are forked: the first table keyed by Int makes the
        // Swift runtime look up Int's Hashable conformance (a scan of the binary's conformance
        // records, 0.25M instructions), and a worker forked after it inherits the answer instead of
        // paying it again for its own tables.
        waiting.reserveCapacity(1)
    }

    var hasWorkLeft: Bool { left > 0 }

    /// How many scenarios are not handed out (or were handed back).
    var left: Int { handedBack.count + scripts.count - next }

    mutating func takeNext() -> Int? {
        guard hasWorkLeft else { return nil }
        if !handedBack.isEmpty { return handedBack.removeFirst() }
        defer { next += 1 }
        return next
    }

    mutating func handBack(_ indexes: ArraySlice<Int>) {
        handedBack += indexes
    }

    mutating func record(_ result: ScenarioResult, at index: Int) {
        waiting[index] = result
    }

    /// Passes on every result whose predecessors have all been passed on, and forgets them.
    mutating func flush(to progress: (ArraySlice<ScenarioResult>) -> Void) {
        var known: [ScenarioResult] = []
        while let result = waiting.removeValue(forKey: passedOnCount) {
            known.append(result)
            passedOnCount += 1
        }
        if !known.isEmpty { progress(known[...]) }
    }
}
