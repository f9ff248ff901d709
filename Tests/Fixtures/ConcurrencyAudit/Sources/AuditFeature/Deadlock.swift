import Dispatch
import ViperRuntime

/// Blocks the session's thread waiting for a task that only that thread can
/// run (a semaphore a task would signal): a deadlock. The shell notices the
/// command does not return and its thread does no work, fails the scenario
/// naming the module, and goes on or stops cleanly; it never hangs.
enum Deadlock {
    static let key = ModuleKey<any ProbeInput>("Deadlock")

    @MainActor
    static func registration() -> ModuleRegistration {
        ModuleRegistration(key, summary: "waits on a semaphore for a task", view: View.self) { _ in
            let presenter = ProbePresenter()
            return AssembledModule(view: View(presenter: presenter), presenter: presenter, interactor: nil, router: nil)
        }
    }

    @MainActor
    final class View: TerminalView {
        static let actions: ViewActions<View> = [
            .action("block", help: "wait on a semaphore a task would signal") { $0.block() },
            .action("blockInTask", help: "the same, inside a task on the main actor") { $0.blockInTask() },
        ]

        let presenter: ProbePresenter

        init(presenter: ProbePresenter) {
            self.presenter = presenter
        }

        func block() {
            let semaphore = DispatchSemaphore(value: 0)
            Task { semaphore.signal() }
            semaphore.wait()
            presenter.note("unblocked")
        }

        func blockInTask() {
            Task { @MainActor in
                let semaphore = DispatchSemaphore(value: 0)
                Task { semaphore.signal() }
                semaphore.wait()
                presenter.note("unblocked")
            }
        }

        func makeScreen() -> Screen { probeScreen("Deadlock", presenter) }
    }
}
