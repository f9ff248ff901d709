import ViperRuntime

/// A timer 1.5 s after opening: reading the session (stack, screen, tasks,
/// calls, dump, expect) between `wait 900ms` and the timer never moves the
/// clock to it; only wait, settle and commands that change something do.
enum ReadingClock {
    static let key = ModuleKey<any ProbeInput>("ReadingClock")

    @MainActor
    static func registration() -> ModuleRegistration {
        ModuleRegistration(key, summary: "a timer 1.5 s after it opens", view: View.self) { context in
            let presenter = ProbePresenter()
            let view = View(presenter: presenter, scheduler: context.scheduler)
            return AssembledModule(view: view, presenter: presenter, interactor: nil, router: nil)
        }
    }

    @MainActor
    final class View: TerminalView {
        static let actions: ViewActions<View> = []

        let presenter: ProbePresenter
        let scheduler: VirtualScheduler

        init(presenter: ProbePresenter, scheduler: VirtualScheduler) {
            self.presenter = presenter
            self.scheduler = scheduler
        }

        func viewDidLoad() {
            scheduler.after(.milliseconds(1500)) { [weak presenter] in presenter?.note("timer fired") }
        }

        func makeScreen() -> Screen { probeScreen("Reading the clock", presenter) }
    }
}
