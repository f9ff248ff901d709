import Dispatch
import ViperRuntime

/// Work that leaves the session's thread and comes back: a task with a
/// custom executor preference, `withTaskExecutorPreference(globalConcurrentExecutor)`,
/// and an actor whose custom serial executor runs on a dispatch queue. In
/// the app each answers; the session holds the job that comes back from the
/// other thread and admits it at its next idle point, so the answer lands at
/// the same virtual time on every run.
enum ExecutorPreferences {
    static let key = ModuleKey<any ProbeInput>("ExecutorPreferences")

    @MainActor
    static func registration() -> ModuleRegistration {
        ModuleRegistration(key, summary: "work on other executors that comes back", view: View.self) { _ in
            let presenter = ProbePresenter()
            return AssembledModule(view: View(presenter: presenter), presenter: presenter, interactor: nil, router: nil)
        }
    }

    /// Computes a sum off the main actor.
    nonisolated static func sum(to limit: Int) async -> Int {
        (1...limit).reduce(0, +)
    }

    @MainActor
    final class View: TerminalView {
        static let actions: ViewActions<View> = [
            .action("preferred", help: "Task(executorPreference:) on a dispatch queue") { $0.preferred() },
            .action("global", help: "withTaskExecutorPreference(globalConcurrentExecutor)") { $0.global() },
            .action("actor", help: "an actor with a custom serial executor") { $0.customActor() },
        ]

        let presenter: ProbePresenter
        let counter = QueueActor()

        init(presenter: ProbePresenter) {
            self.presenter = presenter
        }

        func preferred() {
            Task(executorPreference: QueueTaskExecutor.shared) { [presenter] in
                let sum = await ExecutorPreferences.sum(to: 1000)
                await MainActor.run { presenter.note("preferred executor computed \(sum)") }
            }
        }

        func global() {
            Task { [presenter] in
                let sum = await withTaskExecutorPreference(globalConcurrentExecutor) {
                    await ExecutorPreferences.sum(to: 2000)
                }
                presenter.note("global executor computed \(sum)")
            }
        }

        func customActor() {
            Task { [counter, presenter] in
                let count = await counter.increment()
                presenter.note("custom-executor actor answered \(count)")
            }
        }

        func makeScreen() -> Screen { probeScreen("Executor preferences", presenter) }
    }
}

/// A task executor that runs its jobs on a serial dispatch queue of its own.
final class QueueTaskExecutor: TaskExecutor, @unchecked Sendable {
    static let shared = QueueTaskExecutor()
    private let queue = DispatchQueue(label: "audit.task-executor")

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }
}

/// A serial executor on a dispatch queue of its own, for `QueueActor`.
final class QueueSerialExecutor: SerialExecutor, @unchecked Sendable {
    static let shared = QueueSerialExecutor()
    private let queue = DispatchQueue(label: "audit.serial-executor")

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.async { job.runSynchronously(on: self.asUnownedSerialExecutor()) }
    }

    func asUnownedSerialExecutor() -> UnownedSerialExecutor {
        UnownedSerialExecutor(ordinary: self)
    }
}

/// An actor that runs on `QueueSerialExecutor`, off the session's thread.
actor QueueActor {
    private var count = 0

    nonisolated var unownedExecutor: UnownedSerialExecutor { QueueSerialExecutor.shared.asUnownedSerialExecutor() }

    func increment() -> Int {
        count += 1
        return count
    }
}
