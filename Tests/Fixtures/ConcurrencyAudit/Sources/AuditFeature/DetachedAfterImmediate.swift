import ViperRuntime

/// A `Task.immediate` parks on a continuation, then a `Task.detached` runs
/// and finishes: the immediate one is listed (and stuck until released), the
/// detached one is gone, never named in its place.
enum DetachedAfterImmediate {
    static let key = ModuleKey<any ProbeInput>("DetachedAfterImmediate")

    @MainActor
    static func registration() -> ModuleRegistration {
        ModuleRegistration(key, summary: "a finished detached task after a parked immediate one", view: View.self) { _ in
            let presenter = ProbePresenter()
            return AssembledModule(view: View(presenter: presenter), presenter: presenter, interactor: nil, router: nil)
        }
    }

    @MainActor
    final class View: TerminalView {
        static let actions: ViewActions<View> = [
            .action("immediate", help: "a Task.immediate that parks") { $0.immediate() },
            .action("detached", help: "a Task.detached that finishes") { $0.detached() },
            .action("release", help: "resume the parked immediate task") { $0.parking.releaseAll() },
        ]

        let presenter: ProbePresenter
        let parking = Parking()

        init(presenter: ProbePresenter) {
            self.presenter = presenter
        }

        func immediate() {
            Task.immediate { [parking, presenter] in
                presenter.note("immediate task started")
                await parking.park()
                presenter.note("immediate task resumed")
            }
        }

        func detached() {
            Task.detached { [presenter] in
                let sum = (1...100).reduce(0, +)
                await MainActor.run { presenter.note("detached task computed \(sum)") }
            }
        }

        func makeScreen() -> Screen { probeScreen("Detached after immediate", presenter) }
    }
}
