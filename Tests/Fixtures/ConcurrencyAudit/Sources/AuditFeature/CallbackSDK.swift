import Dispatch
import ViperRuntime

/// A callback SDK bridged with a continuation: the SDK answers on
/// `DispatchQueue.global()`, the most common bridge in apps. The session
/// holds the resumed task's job and admits it at its next idle point, so the
/// answer lands at the same virtual time on every run.
enum CallbackSDK {
    static let key = ModuleKey<any ProbeInput>("CallbackSDK")

    @MainActor
    static func registration() -> ModuleRegistration {
        ModuleRegistration(key, summary: "a continuation resumed from a global queue", view: View.self) { _ in
            let presenter = ProbePresenter()
            return AssembledModule(view: View(presenter: presenter), presenter: presenter, interactor: nil, router: nil)
        }
    }

    /// The SDK: answers a lookup on a global queue, as such SDKs do.
    struct Client: Sendable {
        func lookUp(_ name: String, completion: @escaping @Sendable (Int) -> Void) {
            DispatchQueue.global().async { completion(name.count) }
        }
    }

    @MainActor
    final class View: TerminalView {
        static let actions: ViewActions<View> = [
            .action("lookup", .word("name"), help: "ask the SDK for a name's length") { $0.lookUp($1) }
        ]

        let presenter: ProbePresenter
        let client = Client()

        init(presenter: ProbePresenter) {
            self.presenter = presenter
        }

        func lookUp(_ name: String) {
            Task { [client, presenter] in
                let length = await withCheckedContinuation { continuation in
                    client.lookUp(name) { continuation.resume(returning: $0) }
                }
                presenter.note("\(name) has \(length) letters")
            }
        }

        func makeScreen() -> Screen { probeScreen("Callback SDK", presenter) }
    }
}
