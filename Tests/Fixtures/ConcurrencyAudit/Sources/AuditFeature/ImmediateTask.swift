import ViperRuntime

/// A `Task.immediate` that sleeps on the session's clock: listed like any
/// task, owned by its module, and cancelled with it under `set cancel-on-close on`.
enum ImmediateTask {
    static let key = ModuleKey<any ProbeInput>("ImmediateTask")

    @MainActor
    static func registration(log: AuditLog) -> ModuleRegistration {
        ModuleRegistration(key, summary: "a Task.immediate sleeping 5 s on the clock", view: View.self) { context in
            let presenter = ProbePresenter()
            let view = View(presenter: presenter, clock: context.clock, log: log)
            return AssembledModule(view: view, presenter: presenter, interactor: nil, router: nil)
        }
    }

    @MainActor
    final class View: TerminalView {
        static let actions: ViewActions<View> = [
            .action("start", help: "a Task.immediate that sleeps 5 s") { $0.start() }
        ]

        let presenter: ProbePresenter
        let clock: VirtualClock
        let log: AuditLog

        init(presenter: ProbePresenter, clock: VirtualClock, log: AuditLog) {
            self.presenter = presenter
            self.clock = clock
            self.log = log
        }

        func start() {
            Task.immediate { [clock, log] in
                do {
                    try await clock.sleep(for: .seconds(5))
                    log.append("immediate task woke")
                } catch {
                    log.append("immediate task cancelled")
                }
            }
        }

        func makeScreen() -> Screen { probeScreen("Immediate task", presenter) }
    }
}
