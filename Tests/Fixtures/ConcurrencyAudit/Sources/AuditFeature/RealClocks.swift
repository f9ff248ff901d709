import ViperRuntime

/// Sleeps on real clocks, which the session holds (a held sleep wakes only
/// if its task is cancelled): `Task.sleep` inside an actor's method, and a
/// debounce written with a bare `Task.sleep`. The session reports each as a
/// task sleeping on a real clock, on every run, never lets it run on real time.
enum RealClocks {
    static let key = ModuleKey<any ProbeInput>("RealClocks")

    @MainActor
    static func registration() -> ModuleRegistration {
        ModuleRegistration(key, summary: "sleeps on real clocks", view: View.self) { _ in
            let presenter = ProbePresenter()
            return AssembledModule(view: View(presenter: presenter), presenter: presenter, interactor: nil, router: nil)
        }
    }

    actor Sleeper {
        func doze() async -> String {
            do {
                try await Task.sleep(for: .milliseconds(50))
                return "dozed"
            } catch {
                return "doze cancelled"
            }
        }
    }

    @MainActor
    final class View: TerminalView {
        static let actions: ViewActions<View> = [
            .action("doze", help: "Task.sleep 50 ms inside an actor") { $0.doze() },
            .action("search", .text("query"), help: "search after a 300 ms debounce written with Task.sleep") { $0.search($1) },
            .action("nap", help: "Task.sleep 50 ms in a nonisolated function") { $0.nap() },
        ]

        let presenter: ProbePresenter
        let sleeper = Sleeper()
        private var debounce: Task<Void, Never>?

        init(presenter: ProbePresenter) {
            self.presenter = presenter
        }

        nonisolated static func napOffTheMainActor() async -> String {
            do {
                try await Task.sleep(for: .milliseconds(50))
                return "napped"
            } catch {
                return "nap cancelled"
            }
        }

        func nap() {
            Task { [presenter] in presenter.note(await View.napOffTheMainActor()) }
        }

        func doze() {
            Task { [sleeper, presenter] in
                presenter.note(await sleeper.doze())
            }
        }

        func search(_ query: String) {
            debounce?.cancel()
            debounce = Task { [presenter] in
                guard (try? await Task.sleep(for: .milliseconds(300))) != nil else { return }
                presenter.note("searched \(query)")
            }
        }

        isolated deinit {
            debounce?.cancel()
        }

        func makeScreen() -> Screen { probeScreen("Real clocks", presenter) }
    }
}
