import ViperRuntime

/// A `Task.detached` that parks on a continuation nothing resumes: listed,
/// reported as waiting outside, and a scenario ending with it fails.
enum ParkedDetached {
    static let key = ModuleKey<any ProbeInput>("ParkedDetached")

    @MainActor
    static func registration() -> ModuleRegistration {
        ModuleRegistration(key, summary: "a detached task that parks", view: View.self) { _ in
            let presenter = ProbePresenter()
            return AssembledModule(view: View(presenter: presenter), presenter: presenter, interactor: nil, router: nil)
        }
    }

    @MainActor
    final class View: TerminalView {
        static let actions: ViewActions<View> = [
            .action("park", help: "a Task.detached that waits on a continuation") { $0.park() },
            .action("release", help: "resume it") { $0.parking.releaseAll() },
        ]

        let presenter: ProbePresenter
        let parking = Parking()

        init(presenter: ProbePresenter) {
            self.presenter = presenter
        }

        func park() {
            Task.detached { [parking, presenter] in
                await parking.park()
                await presenter.note("detached task resumed")
            }
        }

        func makeScreen() -> Screen { probeScreen("Parked detached task", presenter) }
    }
}
