// The Swift runtime's own cost of the async round trip that `viper-bench
// async-service` measures, with no session at all: a main-actor
// `Task { }` that awaits an actor's method and stores the answer, its jobs
// taken by the runtime's hooks into a plain array and run in order on this
// thread, with no bookkeeping of any kind. The difference between an async
// and a sync run is what Swift concurrency itself costs per command: a floor
// under any session's async command, whatever the session does.
//
// Not part of the package: scripts/bench-async-floor compiles it with swiftc
// and counts its instructions with callgrind.
//
//     async-floor async|sync COUNT
import Glibc
@_spi(ExperimentalScheduling) import _Concurrency

/// The service, as the benchmark's `AsyncCounterService`.
actor Counter {
    private var value = 0
    func next() async throws -> Int {
        value += 1
        return value
    }
}

/// The same service called synchronously.
final class SyncCounter {
    private var value = 0
    func next() -> Int {
        value += 1
        return value
    }
}

/// Every job the hooks take, with whether it runs on the main actor.
nonisolated(unsafe) var jobs: [(job: UnownedJob, onMain: Bool)] = []

/// The main actor's executor while the hooks are in: its jobs join `jobs`.
final class MainQueueExecutor: SerialExecutor, @unchecked Sendable {
    static let shared = MainQueueExecutor()
    func enqueue(_ job: consuming ExecutorJob) { jobs.append((UnownedJob(job), true)) }
    func asUnownedSerialExecutor() -> UnownedSerialExecutor { UnownedSerialExecutor(ordinary: self) }
    var isMainExecutor: Bool { true }
    func isIsolatingCurrentContext() -> Bool? { true }
    func checkIsolated() {}
}

/// The executor the global executor's jobs (the actor's processing jobs) run on.
final class GlobalQueueExecutor: TaskExecutor, @unchecked Sendable {
    static let shared = GlobalQueueExecutor()
    func enqueue(_ job: consuming ExecutorJob) { jobs.append((UnownedJob(job), false)) }
}

typealias EnqueueHook = @convention(thin) (UnownedJob, @convention(thin) (UnownedJob) -> Void) -> Void
typealias GetMainExecutorHook = @convention(thin) (@convention(thin) () -> UnownedSerialExecutor) -> UnownedSerialExecutor
typealias IsMainExecutorHook = @convention(thin) (UnownedSerialExecutor, @convention(thin) (UnownedSerialExecutor) -> Bool) -> Bool

/// Sets the runtime's hook variable `name` (exported by libswift_Concurrency).
func setHook<Hook>(_ name: String, to hook: Hook) {
    guard let variable = dlsym(dlopen(nil, RTLD_NOW), name) else { fatalError("no \(name) in the Swift runtime") }
    variable.assumingMemoryBound(to: Hook?.self).pointee = hook
}

@MainActor var shown = 0

@MainActor func run(commands: Int, async: Bool) {
    let counter = Counter()
    let syncCounter = SyncCounter()
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
        while next < jobs.count {
            let (job, onMain) = jobs[next]
            next += 1
            if onMain {
                job.runSynchronously(on: MainQueueExecutor.shared.asUnownedSerialExecutor())
            } else {
                job.runSynchronously(on: GlobalQueueExecutor.shared.asUnownedTaskExecutor())
            }
        }
        jobs.removeAll(keepingCapacity: true)
    }
}

let arguments = CommandLine.arguments
guard arguments.count == 3, ["async", "sync"].contains(arguments[1]), let commands = Int(arguments[2]) else {
    fatalError("usage: async-floor async|sync COUNT")
}
setHook("swift_task_enqueueGlobal_hook", to: { job, _ in jobs.append((job, false)) } as EnqueueHook)
setHook("swift_task_enqueueMainExecutor_hook", to: { job, _ in jobs.append((job, true)) } as EnqueueHook)
setHook("swift_task_getMainExecutor_hook", to: { _ in MainQueueExecutor.shared.asUnownedSerialExecutor() } as GetMainExecutorHook)
setHook("swift_task_isMainExecutor_hook", to: { _, _ in true } as IsMainExecutorHook)
MainActor.assumeIsolated { run(commands: commands, async: arguments[1] == "async") }
guard MainActor.assumeIsolated({ shown }) == commands else { fatalError("\(commands) commands showed \(MainActor.assumeIsolated { shown })") }
