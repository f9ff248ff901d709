import ViperRuntime

// Two modules used only by the trace tests to pin who sends each hop in the
// patterns where the caller is not the participant active last:
//
// - Hub, the receiver: `gate` pushes a Gate with the hub's presenter as its
//   output; `load` makes its interactor start a task that sleeps 200 ms on the
//   session's clock, then tells the presenter; its interactor listens to the
//   shared Beacon service; its view traces the runtime's will-appear.
// - Gate, the sender: `finish` makes its interactor deliver the ModuleOutput
//   itself; `signin` makes its presenter close its own module and deliver the
//   output afterwards; `ping` makes its interactor call the shared Beacon,
//   which calls back into every listening interactor.
// Every traced method starts with `trace()`, exactly as a feature's would.

@MainActor
protocol GateModuleOutput: ModuleOutput {
    func didFinish(code: Int)
    func didSignIn()
}

/// A service shared by every module of a session: it calls back into each
/// listener when pinged. Listeners are held weakly.
@MainActor
final class Beacon {
    private var listeners: [() -> HubInteractor?] = []

    func listen(_ interactor: HubInteractor) {
        listeners.append { [weak interactor] in interactor }
    }

    func ping() {
        for listener in listeners { listener()?.didHearPing() }
    }
}

// MARK: - Hub

final class HubView: TerminalView, Traceable {
    var output: HubPresenter!

    static let actions: ViewActions<HubView> = [
        .action("gate", help: "Pushes a Gate reporting to this hub.") { $0.output.didTapGate() },
        .action("load", help: "Loads in a task that sleeps 200 ms.") { $0.output.didTapLoad() },
    ]

    func makeScreen() -> Screen { Screen(title: "Hub", lines: []) }

    func viewWillAppear() { trace() }
}

final class HubPresenter: ModuleInput, ModuleStateProviding, GateModuleOutput, Traceable {
    var interactor: HubInteractor!
    var router: HubRouter!
    var codes: [Int] = []
    var signedIn = false
    var loaded = false

    func moduleState() -> JSONValue {
        ["codes": .array(codes.map { .integer($0) }), "signedIn": .bool(signedIn), "loaded": .bool(loaded)]
    }

    func didTapGate() {
        trace()
        router.openGate(output: self)
    }

    func didTapLoad() {
        trace()
        interactor.load()
    }

    func didLoad() {
        trace()
        loaded = true
    }

    func didFinish(code: Int) {
        trace()
        codes.append(code)
    }

    func didSignIn() {
        trace()
        signedIn = true
    }
}

final class HubInteractor: Traceable {
    weak var output: HubPresenter?
    let clock: VirtualClock
    var pings = 0

    init(clock: VirtualClock) { self.clock = clock }

    func load() {
        trace()
        Task { [weak self, clock] in
            try await clock.sleep(for: .milliseconds(200))
            self?.output?.didLoad()
        }
    }

    func didHearPing() {
        trace()
        pings += 1
    }
}

final class HubRouter: Traceable {
    weak var transitionHandler: (any TransitionHandler)?

    func openGate(output: GateModuleOutput) {
        trace()
        _ = try? transitionHandler?.openModule("Gate", as: (any ModuleInput).self, style: .push, output: output) { _ in }
    }
}

// MARK: - Gate

final class GateView: TerminalView, Traceable {
    var output: GatePresenter!

    static let actions: ViewActions<GateView> = [
        .action("finish", help: "The interactor reports code 7 to the opener.") { $0.output.didTapFinish() },
        .action("signin", help: "Closes this gate, then reports the sign-in.") { $0.output.didTapSignIn() },
        .action("ping", help: "Pings the shared beacon.") { $0.output.didTapPing() },
    ]

    func makeScreen() -> Screen { Screen(title: "Gate", lines: []) }
}

final class GatePresenter: ModuleInput, ModuleStateProviding, Traceable {
    var interactor: GateInteractor!
    var router: GateRouter!
    weak var moduleOutput: GateModuleOutput?

    func setModuleOutput(_ output: any ModuleOutput) throws(ModuleWiringError) {
        moduleOutput = try requireOutput(output, as: GateModuleOutput.self)
        interactor.output = moduleOutput
    }

    func moduleState() -> JSONValue { [:] }

    func didTapFinish() {
        trace()
        interactor.finish()
    }

    func didTapSignIn() {
        trace()
        router.closeGate()
        moduleOutput?.didSignIn()
    }

    func didTapPing() {
        trace()
        interactor.ping()
    }
}

final class GateInteractor: Traceable {
    weak var output: GateModuleOutput?
    let beacon: Beacon

    init(beacon: Beacon) { self.beacon = beacon }

    func finish() {
        trace()
        output?.didFinish(code: 7)
    }

    func ping() {
        trace()
        beacon.ping()
    }
}

final class GateRouter: Traceable {
    weak var transitionHandler: (any TransitionHandler)?

    func closeGate() {
        trace()
        transitionHandler?.closeCurrentModule()
    }
}

@MainActor
enum RelayRegistry {
    /// A session whose registry holds Hub and Gate, sharing one Beacon.
    static func session() throws -> ViperSession {
        let registry = ModuleRegistry(reservedNames: ["open", "back"])
        let beacon = Beacon()
        try registry.register(
            ModuleRegistration(
                name: "Hub", summary: "Receives what gates report.", navigation: [.push(ModuleKey<any ModuleInput>("Gate"))],
                view: HubView.self) { context in
                let view = HubView()
                let presenter = HubPresenter()
                let interactor = HubInteractor(clock: context.clock)
                let router = HubRouter()
                view.output = presenter
                presenter.interactor = interactor
                presenter.router = router
                interactor.output = presenter
                router.transitionHandler = context.transitionHandler
                beacon.listen(interactor)
                return AssembledModule(view: view, presenter: presenter, interactor: interactor, router: router)
            })
        try registry.register(
            ModuleRegistration(name: "Gate", summary: "Reports to its opener.", view: GateView.self) { context in
                let view = GateView()
                let presenter = GatePresenter()
                let interactor = GateInteractor(beacon: beacon)
                let router = GateRouter()
                view.output = presenter
                presenter.interactor = interactor
                presenter.router = router
                router.transitionHandler = context.transitionHandler
                return AssembledModule(view: view, presenter: presenter, interactor: interactor, router: router)
            })
        return ViperSession(registry: registry)
    }
}
