import ViperRuntime

// Modules whose tasks meet in one actor, for the tests that the session names
// the right task: `Amb` parks a task inside the actor (`park`), `AmbNew`
// sends a task through the same actor that finishes at once (`touch`); `spawn`
// has the actor start a task of its own that sleeps 10 ms; `immediate` parks
// a Task.immediate on a continuation; `detached` runs a Task.detached that
// finishes. Every method is traced, so an engine that names owners from
// traced calls names them too.

actor ActorGate {
    private var parked: [CheckedContinuation<Void, Never>] = []
    private(set) var touches = 0

    func park() async {
        await withCheckedContinuation { parked.append($0) }
    }

    func touch() {
        touches += 1
    }

    func spawn(sleepingOn clock: VirtualClock) {
        Task {
            try? await clock.sleep(for: .milliseconds(10))
            touches += 1
        }
    }

    func release() {
        for continuation in parked { continuation.resume() }
        parked = []
    }
}

final class ActorGateView: TerminalView, Traceable {
    var interactor: ActorGateInteractor!

    static let actions: ViewActions<ActorGateView> = [
        .action("park", help: "park a task inside the actor") { $0.interactor.park() },
        .action("touch", help: "a task through the actor that ends") { $0.interactor.touch() },
        .action("spawn", help: "the actor starts a task of its own") { $0.interactor.spawn() },
        .action("immediate", help: "a Task.immediate that parks") { $0.interactor.immediate() },
        .action("detached", help: "a Task.detached that ends") { $0.interactor.detached() },
        .action("release", help: "let the parked tasks go") { $0.interactor.release() },
    ]

    func makeScreen() -> Screen { Screen(title: "Gate") }
}

final class ActorGatePresenter: ModuleInput, ModuleStateProviding {
    func moduleState() -> JSONValue { [:] }
}

final class ActorGateInteractor: Traceable {
    let gate: ActorGate
    let clock: VirtualClock
    /// Continuations the immediate tasks park on.
    static var parked: [CheckedContinuation<Void, Never>] = []
    static var detachedRuns = 0

    init(gate: ActorGate, clock: VirtualClock) {
        self.gate = gate
        self.clock = clock
    }

    func park() {
        trace()
        Task { [gate] in await gate.park() }
    }

    func touch() {
        trace()
        Self.startTouch(of: gate)
    }

    /// A nonisolated task: after the actor's answer it has nowhere to go back
    /// to, so it ends inside the actor's job, not in a job of its own.
    nonisolated static func startTouch(of gate: ActorGate) {
        Task { await gate.touch() }
    }

    func spawn() {
        trace()
        Task { [gate, clock] in await gate.spawn(sleepingOn: clock) }
    }

    func immediate() {
        trace()
        Task.immediate { await withCheckedContinuation { ActorGateInteractor.parked.append($0) } }
    }

    func detached() {
        trace()
        Task.detached { await MainActor.run { ActorGateInteractor.detachedRuns += 1 } }
    }

    func release() {
        trace()
        for continuation in Self.parked { continuation.resume() }
        Self.parked = []
        Task { [gate] in await gate.release() }
    }
}

enum ActorGateModule {
    /// `Amb` and `AmbNew`, sharing one gate.
    @MainActor
    static func registry() throws -> ModuleRegistry {
        let gate = ActorGate()
        let registry = ModuleRegistry()
        for name in ["Amb", "AmbNew"] {
            let navigation = name == "Amb" ? [ModuleNavigation(module: "AmbNew", style: .push)] : []
            try registry.register(ModuleRegistration(
                name: name, summary: "tasks meeting in an actor", navigation: navigation, view: ActorGateView.self
            ) { context in
                let view = ActorGateView()
                let interactor = ActorGateInteractor(gate: gate, clock: context.scheduler.clock)
                view.interactor = interactor
                return AssembledModule(view: view, presenter: ActorGatePresenter(), interactor: interactor, router: nil)
            })
        }
        return registry
    }
}
