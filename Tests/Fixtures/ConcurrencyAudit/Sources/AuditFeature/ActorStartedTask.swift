import ViperRuntime

/// A task started inside an actor's method ends (in the actor's job) while an
/// older task that entered the same actor is still parked there: the older
/// one is still listed.
enum ActorStartedTask {
    static let key = ModuleKey<any ProbeInput>("ActorStartedTask")

    @MainActor
    static func registration() -> ModuleRegistration {
        ModuleRegistration(key, summary: "an actor's own task ending beside a parked one", view: View.self) { context in
            let presenter = ProbePresenter()
            let view = View(presenter: presenter, worker: Worker(clock: context.clock))
            return AssembledModule(view: view, presenter: presenter, interactor: nil, router: nil)
        }
    }

    actor Worker {
        let clock: VirtualClock
        private var parked: [CheckedContinuation<Void, Never>] = []
        private(set) var spawnedDone = 0

        init(clock: VirtualClock) {
            self.clock = clock
        }

        func enter() async {
            await withCheckedContinuation { parked.append($0) }
        }

        /// Starts a task isolated to this actor: it sleeps 10 ms and ends in one of the actor's jobs.
        func spawn() {
            Task {
                try? await clock.sleep(for: .milliseconds(10))
                spawnedDone += 1
            }
        }

        func release() {
            for continuation in parked { continuation.resume() }
            parked = []
        }
    }

    @MainActor
    final class View: TerminalView {
        static let actions: ViewActions<View> = [
            .action("enter", help: "a task that waits inside the actor") { $0.enter() },
            .action("spawn", help: "the actor starts a task of its own") { $0.spawn() },
            .action("release", help: "let the waiting task go") { $0.release() },
        ]

        let presenter: ProbePresenter
        let worker: Worker

        init(presenter: ProbePresenter, worker: Worker) {
            self.presenter = presenter
            self.worker = worker
        }

        func enter() {
            Task { [worker, presenter] in
                await worker.enter()
                presenter.note("entered task released")
            }
        }

        func spawn() {
            Task { [worker] in await worker.spawn() }
        }

        func release() {
            Task { [worker] in await worker.release() }
        }

        func makeScreen() -> Screen { probeScreen("Actor-started task", presenter) }
    }
}
