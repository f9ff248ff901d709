#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
@_spi(ExperimentalScheduling) import _Concurrency

/// What Swift concurrency itself costs for the round trip `async-service`
/// measures, with no session at all, in this same binary: a main-actor
/// `Task { }` that awaits an actor's method and stores the answer, its jobs
/// taken by the runtime's hooks into a plain array and run in order on this
/// thread, with no bookkeeping of any kind. The difference between `--mode
/// async` and `--mode sync` (the same loop calling a plain method) is the
/// floor under any session's awaited command: `scripts/bench-instructions`
/// counts both with callgrind and prints the session's own part against it.
///
/// Run it alone: it sets the runtime's hooks for the whole process.
struct AsyncFloorBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "async-floor",
        abstract: "Run Swift concurrency's own round trip (a Task awaiting an actor) with no session, for instruction counts.")

    @Option(help: "async (a Task awaiting an actor) or sync (a plain call).") var mode: String
    @Option(help: "Commands to run.") var commands = 1000

    func validate() throws {
        guard ["async", "sync"].contains(mode) else { throw ValidationError("--mode takes async or sync, not '\(mode)'") }
    }

    func run() throws {
        FloorHooks.install()
        let shown = MainActor.assumeIsolated { FloorLoop.run(commands: commands, async: mode == "async") }
        guard shown == commands else { throw ValidationError("\(commands) commands showed \(shown)") }
    }
}

/// The service, as `async-service`'s `AsyncCounterService`.
private actor FloorCounter {
    private var value = 0
    func next() async throws -> Int {
        value += 1
        return value
    }
}

/// The same service called synchronously.
private final class FloorSyncCounter {
    private var value = 0
    func next() -> Int {
        value += 1
        return value
    }
}

/// Every job the hooks take, with whether it runs on the main actor (main thread only).
nonisolated(unsafe) private var floorJobs: [(job: UnownedJob, onMain: Bool)] = []

/// The main actor's executor while the hooks are in: its jobs join `floorJobs`.
private final class FloorMainExecutor: SerialExecutor, @unchecked Sendable {
    static let shared = FloorMainExecutor()
    func enqueue(_ job: consuming ExecutorJob) { floorJobs.append((UnownedJob(job), true)) }
    func asUnownedSerialExecutor() -> UnownedSerialExecutor { UnownedSerialExecutor(ordinary: self) }
    var isMainExecutor: Bool { true }
    func isIsolatingCurrentContext() -> Bool? { true }
    func checkIsolated() {}
}

/// The executor the global executor's jobs (the actor's processing jobs) run on.
private final class FloorGlobalExecutor: TaskExecutor, @unchecked Sendable {
    static let shared = FloorGlobalExecutor()
    func enqueue(_ job: consuming ExecutorJob) { floorJobs.append((UnownedJob(job), false)) }
}

/// The Swift runtime's hook variables, set to take every job into `floorJobs`.
private enum FloorHooks {
    typealias EnqueueHook = @convention(thin) (UnownedJob, @convention(thin) (UnownedJob) -> Void) -> Void
    typealias GetMainExecutorHook = @convention(thin) (@convention(thin) () -> UnownedSerialExecutor) -> UnownedSerialExecutor
    typealias IsMainExecutorHook = @convention(thin) (UnownedSerialExecutor, @convention(thin) (UnownedSerialExecutor) -> Bool) -> Bool

    static func install() {
        set("swift_task_enqueueGlobal_hook", to: { job, _ in floorJobs.append((job, false)) } as EnqueueHook)
        set("swift_task_enqueueMainExecutor_hook", to: { job, _ in floorJobs.append((job, true)) } as EnqueueHook)
        set("swift_task_getMainExecutor_hook", to: { _ in FloorMainExecutor.shared.asUnownedSerialExecutor() } as GetMainExecutorHook)
        set("swift_task_isMainExecutor_hook", to: { _, _ in true } as IsMainExecutorHook)
    }

    /// Sets the runtime's hook variable `name` (exported by the concurrency runtime).
    private static func set<Hook>(_ name: String, to hook: Hook) {
        guard let variable = dlsym(dlopen(nil, RTLD_NOW), name) else { fatalError("no \(name) in the Swift runtime") }
        variable.assumingMemoryBound(to: Hook?.self).pointee = hook
    }
}

/// The loop: each command starts the round trip (or calls the plain method), then runs every job taken.
@MainActor
private enum FloorLoop {
    static var shown = 0

    static func run(commands: Int, async: Bool) -> Int {
        let counter = FloorCounter()
        let syncCounter = FloorSyncCounter()
        for _ in 0..<commands {
            if async {
                Task { [counter] in
                    guard let value = try? await counter.next() else { return }
                    shown = value
                }
            } else {
                shown = syncCounter.next()
            }
            var next = 0
            while next < floorJobs.count {
                let (job, onMain) = floorJobs[next]
                next += 1
                if onMain {
                    job.runSynchronously(on: FloorMainExecutor.shared.asUnownedSerialExecutor())
                } else {
                    job.runSynchronously(on: FloorGlobalExecutor.shared.asUnownedTaskExecutor())
                }
            }
            floorJobs.removeAll(keepingCapacity: true)
        }
        return shown
    }
}
