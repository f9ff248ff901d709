import ViperRuntime

/// A task parked inside an actor (awaiting a continuation in an actor method)
/// while another task of the module passes through the same actor and
/// finishes: the parked task is still listed, under its own start, and the
/// one that finished is gone. (A guess from a shared count once dropped the
/// parked task when the other ended, and named the wrong one as stuck.)
enum ParkedInActor {
    static let key = ModuleKey<any ProbeInput>("ParkedInActor")

    @MainActor
    static func registration() -> ModuleRegistration {
        ModuleRegistration(key, summary: "a task parked in an actor beside one that finishes", view: View.self) { _ in
            let presenter = ProbePresenter()
            return AssembledModule(view: View(presenter: presenter, gate: Gate()), presenter: presenter, interactor: nil, router: nil)
        }
    }

    /// An actor that parks callers until released.
    actor Gate {
        private var parked: [CheckedContinuation<Void, Never>] = []
        private(set) var touches = 0

        func park() async {
            await withCheckedContinuation { parked.append($0) }
        }

        func touch() -> Int {
            touches += 1
            return touches
        }

        func release() {
            for continuation in parked { continuation.resume() }
            parked = []
        }
    }

    @MainActor
    final class View: TerminalView {
        static let actions: ViewActions<View> = [
            .action("park", help: "park a task inside the actor") { $0.park() },
            .action("quick", help: "a task that passes through the actor and ends") { $0.quick() },
            .action("release", help: "let the parked task go") { $0.release() },
        ]

        let presenter: ProbePresenter
        let gate: Gate

        init(presenter: ProbePresenter, gate: Gate) {
            self.presenter = presenter
            self.gate = gate
        }

        func park() {
            Task { [gate, presenter] in
                await gate.park()
                presenter.note("parked task released")
            }
        }

        func quick() {
            Task { [gate, presenter] in
                let touches = await gate.touch()
                presenter.note("quick task done (\(touches))")
            }
        }

        func release() {
            Task { [gate] in await gate.release() }
        }

        func makeScreen() -> Screen { probeScreen("Parked in an actor", presenter) }
    }
}
