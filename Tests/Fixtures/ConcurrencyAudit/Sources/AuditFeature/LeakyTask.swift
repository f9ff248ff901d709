import ViperRuntime

/// A module with no `trace()` anywhere whose task holds its view strongly
/// while it sleeps an hour: the task is owned by the module all the same,
/// outlives it when it closes, and the leak check names the view it keeps
/// alive and the task.
enum LeakyTask {
    static let key = ModuleKey<any ProbeInput>("LeakyTask")

    @MainActor
    static func registration() -> ModuleRegistration {
        ModuleRegistration(key, summary: "a task that keeps its module alive", view: View.self) { context in
            let presenter = ProbePresenter()
            let view = View(presenter: presenter, clock: context.clock)
            return AssembledModule(view: view, presenter: presenter, interactor: nil, router: nil)
        }
    }

    @MainActor
    final class View: TerminalView {
        static let actions: ViewActions<View> = [
            .action("hold", help: "a task that holds the view for an hour") { $0.hold() }
        ]

        let presenter: ProbePresenter
        let clock: VirtualClock

        init(presenter: ProbePresenter, clock: VirtualClock) {
            self.presenter = presenter
            self.clock = clock
        }

        func hold() {
            Task {
                try? await clock.sleep(for: .seconds(3600))
                presenter.note("an hour later")
            }
        }

        func makeScreen() -> Screen { probeScreen("Leaky task", presenter) }
    }
}
