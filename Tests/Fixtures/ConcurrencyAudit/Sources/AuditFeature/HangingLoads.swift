import ViperRuntime

/// A `hangs` stub reached from a task-group child, and one reached through a
/// continuation a task it started would resume: each counts as a service
/// wait (`service audit.fetch`), like a call made directly, never as stuck.
enum HangingLoads {
    static let key = ModuleKey<any ProbeInput>("HangingLoads")

    static let fetch = ServiceEndpoint<NoValue, Int>("audit.fetch", summary: "a number, at once") { AuditError(message: $0) }

    @MainActor
    static func registration() -> ModuleRegistration {
        ModuleRegistration(key, summary: "loads that go through a child task or a continuation", view: View.self) { context in
            let presenter = ProbePresenter()
            let view = View(presenter: presenter, services: context.services)
            return AssembledModule(view: view, presenter: presenter, interactor: nil, router: nil)
        }
    }

    @MainActor
    final class View: TerminalView {
        static let actions: ViewActions<View> = [
            .action("group", help: "fetch from a task-group child") { $0.group() },
            .action("bridged", help: "fetch in a task a continuation waits for") { $0.bridged() },
        ]

        let presenter: ProbePresenter
        let services: SessionServices

        init(presenter: ProbePresenter, services: SessionServices) {
            self.presenter = presenter
            self.services = services
        }

        func group() {
            Task { [services, presenter] in
                let total = await withTaskGroup(of: Int.self) { group in
                    group.addTask { (try? await services.call(HangingLoads.fetch, NoValue()) { 1 }) ?? 0 }
                    var total = 0
                    for await value in group { total += value }
                    return total
                }
                presenter.note("group load returned \(total)")
            }
        }

        func bridged() {
            Task { [services, presenter] in
                let value = await withCheckedContinuation { (continuation: CheckedContinuation<Int, Never>) in
                    Task { continuation.resume(returning: (try? await services.call(HangingLoads.fetch, NoValue()) { 2 }) ?? 0) }
                }
                presenter.note("bridged load returned \(value)")
            }
        }

        func makeScreen() -> Screen { probeScreen("Hanging loads", presenter) }
    }
}

struct AuditError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
