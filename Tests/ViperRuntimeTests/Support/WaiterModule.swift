import ViperRuntime

// A module whose interactor starts tasks, for the session task tests: `nap`
// sleeps 300 ms on the session's clock (with an async let pair of 100 ms
// naps inside), `hang` waits on a continuation the test keeps (and ignores
// cancellation), `background` has an actor start a task of its own (isolated
// to the actor, so it ends inside one of the actor's jobs), and `relay` starts a
// nonisolated task that calls the actor and ends inside the actor's job.

final class WaiterView: TerminalView, Traceable {
    var interactor: WaiterInteractor!

    static let actions: ViewActions<WaiterView> = [
        .action("nap", help: "Sleeps 300 ms on the clock.") { $0.interactor.nap() },
        .action("hang", help: "Waits on a continuation the test keeps.") { $0.interactor.hang() },
        .action("background", help: "Has the worker actor start a task of its own.") { $0.interactor.background() },
        .action("relay", help: "Starts a nonisolated task that calls the worker actor.") { $0.interactor.relay() },
        .action("later", help: "Naps in a task that a timer starts 50 ms from now.") { $0.interactor.later() },
        .action("listen", help: "Reads the session stream 'waiter.feed' in a task.") { $0.interactor.listen() },
        .action("expiry", help: "Starts a session-lived task that sleeps 30 s.") { $0.interactor.expiry() },
        .action("crowd", help: "A task group of 100,000 children, each sleeping 1 ms.") { $0.interactor.crowd() },
        .action("spin", help: "A task that yields forever.") { $0.interactor.spin() },
        .action("tick", help: "A task that sleeps 1 ms forever, ignoring cancellation.") { $0.interactor.tick() },
    ]

    func makeScreen() -> Screen { Screen(title: "Waiter", lines: [.field(label: "Naps", value: String(interactor.naps))]) }
}

final class WaiterPresenter: ModuleInput, ModuleStateProviding {
    func moduleState() -> JSONValue { [:] }
}

final class WaiterInteractor: Traceable {
    let clock: VirtualClock
    let scheduler: VirtualScheduler
    var naps = 0
    /// The continuations `hang` left waiting, for the test to resume.
    static var hanging: [CheckedContinuation<Void, Never>] = []

    /// What `listen` heard, in order.
    var heard: [Int] = []
    /// The feed of the stream `listen` reads, for the test to yield into.
    static var feed: AsyncStream<Int>.Continuation?
    let services: SessionServices

    init(scheduler: VirtualScheduler, services: SessionServices) {
        self.scheduler = scheduler
        self.services = services
        clock = scheduler.clock
    }

    func listen() {
        let (stream, feed) = services.makeStream(named: "waiter.feed", of: Int.self)
        Self.feed = feed
        Task { [weak self] in
            for await value in stream { self?.heard.append(value) }
        }
    }

    /// How many children of `crowd` finished.
    var crowded = 0

    func crowd() {
        trace()
        Task { [weak self, clock] in
            let total = await withTaskGroup(of: Int.self) { group in
                for _ in 0..<100_000 { group.addTask { try? await clock.sleep(for: .milliseconds(1)); return 1 } }
                var total = 0
                for await one in group { total += one }
                return total
            }
            self?.crowded = total
        }
    }

    func spin() {
        trace()
        Task { while true { await Task.yield() } }
    }

    func tick() {
        trace()
        Task { [clock] in while true { try? await clock.sleep(for: .milliseconds(1)) } }
    }

    func expiry() {
        withSessionLivedTasks {
            Task { [clock] in try? await clock.sleep(for: .seconds(30)) }
        }
    }

    func nap() {
        trace()
        Task { [weak self, clock] in
            async let first: Void = clock.sleep(for: .milliseconds(100))
            async let second: Void = clock.sleep(for: .milliseconds(100))
            _ = try await (first, second)
            try await clock.sleep(for: .milliseconds(200))
            self?.naps += 1
        }
    }

    func hang() {
        trace()
        Task { await withCheckedContinuation { WaiterInteractor.hanging.append($0) } }
    }

    let worker = WaiterWorker()

    func later() {
        trace()
        scheduler.after(.milliseconds(50)) { [weak self] in self?.nap() }
    }

    func background() {
        trace()
        Task { [worker, clock] in await worker.startOwnTask(sleepingOn: clock) }
    }

    func relay() {
        trace()
        Self.startRelay(to: worker)
    }

    /// Starts a task from nonisolated code: the task is nonisolated too, so
    /// after the actor's answer it ends on the actor's thread, in its job.
    nonisolated static func startRelay(to worker: WaiterWorker) {
        Task { _ = await worker.count() }
    }
}

/// An actor for the tasks that end inside an actor's jobs.
actor WaiterWorker {
    private(set) var done = 0

    func count() -> Int { done }

    /// Starts a task isolated to this actor, which sleeps 10 ms on the clock
    /// and then ends in one of the actor's jobs, not in a job of its own.
    func startOwnTask(sleepingOn clock: VirtualClock) {
        Task {
            try? await clock.sleep(for: .milliseconds(10))
            self.done += 1
        }
    }
}

enum WaiterModule {
    @MainActor
    static func registry() throws -> ModuleRegistry {
        let registry = ModuleRegistry()
        try registry.register(ModuleRegistration(name: "Waiter", summary: "starts tasks", view: WaiterView.self) { context in
            let view = WaiterView()
            let interactor = WaiterInteractor(scheduler: context.scheduler, services: context.services)
            view.interactor = interactor
            return AssembledModule(view: view, presenter: WaiterPresenter(), interactor: interactor, router: nil)
        })
        return registry
    }
}
