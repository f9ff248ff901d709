import Dispatch
import Foundation
import ViperRuntime

/// Work handed to the main queue or a run loop, which the shell never runs:
/// `DispatchQueue.main.async` (what a Combine pipeline's `receive(on: DispatchQueue.main)`
/// does for each value), `DispatchQueue.main.asyncAfter` and a Foundation
/// `Timer` on the main run loop. In the app each of them runs; in a session
/// none does, and the shell says so where it can see it (see docs/authoring.md).
enum MainQueueWork {
    static let key = ModuleKey<any ProbeInput>("MainQueueWork")

    @MainActor
    static func registration() -> ModuleRegistration {
        ModuleRegistration(key, summary: "work on the main queue and run loop", view: View.self) { _ in
            let presenter = ProbePresenter()
            return AssembledModule(view: View(presenter: presenter), presenter: presenter, interactor: nil, router: nil)
        }
    }

    @MainActor
    final class View: TerminalView {
        static let actions: ViewActions<View> = [
            .action("async", help: "DispatchQueue.main.async") { $0.mainAsync() },
            .action("after", help: "DispatchQueue.main.asyncAfter 10 ms") { $0.mainAfter() },
            .action("timer", help: "a Foundation Timer of 10 ms on the main run loop") { $0.timer() },
        ]

        let presenter: ProbePresenter

        init(presenter: ProbePresenter) {
            self.presenter = presenter
        }

        func mainAsync() {
            DispatchQueue.main.async { [presenter] in MainActor.assumeIsolated { presenter.note("main queue ran") } }
        }

        func mainAfter() {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.01) { [presenter] in
                MainActor.assumeIsolated { presenter.note("main queue ran later") }
            }
        }

        func timer() {
            _ = Timer.scheduledTimer(withTimeInterval: 0.01, repeats: false) { [presenter] _ in
                MainActor.assumeIsolated { presenter.note("timer fired") }
            }
        }

        func makeScreen() -> Screen { probeScreen("Main queue work", presenter) }
    }
}
