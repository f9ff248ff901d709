import ViperRuntime

/// A task that ignores cancellation: it sleeps 1 ms on the clock in a loop
/// and swallows the sleep's error. Cancelled (its module closed under
/// `cancel-on-close`, or the scenario ended), it spins; the session stops it
/// within its bound and names it, never spinning forever in silence.
enum Stubborn {
    static let key = ModuleKey<any ProbeInput>("Stubborn")

    @MainActor
    static func registration() -> ModuleRegistration {
        ModuleRegistration(key, summary: "a task that ignores cancellation", view: View.self) { context in
            let presenter = ProbePresenter()
            return AssembledModule(view: View(presenter: presenter, clock: context.clock), presenter: presenter, interactor: nil, router: nil)
        }
    }

    @MainActor
    final class View: TerminalView {
        static let actions: ViewActions<View> = [
            .action("loop", help: "sleep 1 ms in a loop, forever, ignoring cancellation") { $0.loop() }
        ]

        let presenter: ProbePresenter
        let clock: VirtualClock

        init(presenter: ProbePresenter, clock: VirtualClock) {
            self.presenter = presenter
            self.clock = clock
        }

        func loop() {
            Task { [clock] in
                while true { try? await clock.sleep(for: .milliseconds(1)) }
            }
        }

        func makeScreen() -> Screen { probeScreen("Stubborn", presenter) }
    }
}
