import ViperRuntime

// A module whose interactor starts tasks, for the session task tests: `nap`
// sleeps 300 ms on the session's clock (with an async let pair of 100 ms
// naps inside), `hang` waits on a continuation the test keeps (and ignores
// cancellation), and `detach` starts a detached task.

final class WaiterView: TerminalView, Traceable {
    var interactor: WaiterInteractor!

    static let actions: ViewActions<WaiterView> = [
        .action("nap", help: "Sleeps 300 ms on the clock.") { $0.interactor.nap() },
        .action("hang", help: "Waits on a continuation the test keeps.") { $0.interactor.hang() },
    ]

    func makeScreen() -> Screen { Screen(title: "Waiter", lines: [.field(label: "Naps", value: String(interactor.naps))]) }
}

final class WaiterPresenter: ModuleInput, ModuleStateProviding {
    func moduleState() -> JSONValue { [:] }
}

final class WaiterInteractor: Traceable {
    let clock: VirtualClock
    var naps = 0
    /// The continuations `hang` left waiting, for the test to resume.
    static var hanging: [CheckedContinuation<Void, Never>] = []

    init(clock: VirtualClock) {
        self.clock = clock
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
}

enum WaiterModule {
    @MainActor
    static func registry() throws -> ModuleRegistry {
        let registry = ModuleRegistry()
        try registry.register(ModuleRegistration(name: "Waiter", summary: "starts tasks", view: WaiterView.self) { context in
            let view = WaiterView()
            let interactor = WaiterInteractor(clock: context.clock)
            view.interactor = interactor
            return AssembledModule(view: view, presenter: WaiterPresenter(), interactor: interactor, router: nil)
        })
        return registry
    }
}
