import ViperRuntime
import ViperShellEngine

// A test-only module whose two tasks race: `go` starts `first` and `second`,
// each in its own traced method, each sleeping the same 100 ms on the clock
// before it writes its name into the module's log. The scheduler's single
// order always runs `first` first; only another order runs `second` first.
// The shell declares the invariant "first writes first", which only such an
// order breaks. "Race" shows the log as "log: first second".

/// The Race module's state: what the tasks wrote, in order.
struct RaceState: Encodable, Equatable {
    var log: [String] = []
}

@MainActor
final class RacePresenter: ModuleInput, EncodableModuleState, Traceable {
    var state = RaceState()
    var encodableState: RaceState { state }
    let clock: VirtualClock

    init(clock: VirtualClock) {
        self.clock = clock
    }

    func go() {
        startFirst()
        startSecond()
    }

    func startFirst() {
        trace()
        write("first")
    }

    func startSecond() {
        trace()
        write("second")
    }

    private func write(_ name: String) {
        Task { [weak self, clock] in
            try await clock.sleep(for: .milliseconds(100))
            self?.state.log.append(name)
        }
    }
}

@MainActor
final class RaceView: TerminalView, Traceable {
    static let actions: ViewActions<RaceView> = [
        .action("go", help: "start both tasks") { $0.presenter.go() },
    ]
    let presenter: RacePresenter
    init(presenter: RacePresenter) { self.presenter = presenter }
    func makeScreen() -> Screen { Screen(title: "Race", lines: [.text("log: " + presenter.state.log.joined(separator: " "))]) }
}

@MainActor
enum RaceFixture {
    static let key = ModuleKey<RacePresenter>("Race")

    /// "first writes first": wherever both wrote, `first` came first.
    static let firstWritesFirst = SessionInvariant("first writes first") { session in
        for race in session.modules(key) {
            if let state = race.state(as: RaceState.self), state.log.count == 2, state.log[0] != "first" {
                return .broken("the log is \(state.log.joined(separator: ", "))")
            }
        }
        return .holds
    }

    /// A shell over Race; `declaring` says whether it declares the invariant.
    static func configuration(declaring: Bool = true) -> ShellConfiguration {
        ShellConfiguration(name: "race", width: 80, color: .off, registerModules: { registry, _ in
            try registry.register(ModuleRegistration(key, summary: "two racing tasks", routes: [ModuleRoute("race")], view: RaceView.self) { context in
                let presenter = RacePresenter(clock: context.services.clock)
                return AssembledModule(view: RaceView(presenter: presenter), presenter: presenter, interactor: nil, router: nil)
            })
            if declaring { try registry.declare(firstWritesFirst) }
        })
    }
}
