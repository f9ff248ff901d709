#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ViperRuntime

/// Writes to standard error as a library's warnings would, a line at a time
/// with a pause between, so that two scenarios run side by side (`run --jobs 2`)
/// would mix their lines if the shell passed them on as they came.
enum Chatty {
    static let key = ModuleKey<any ProbeInput>("Chatty")

    @MainActor
    static func registration() -> ModuleRegistration {
        ModuleRegistration(key, summary: "writes warnings to standard error", view: View.self) { _ in
            let presenter = ProbePresenter()
            return AssembledModule(view: View(presenter: presenter), presenter: presenter, interactor: nil, router: nil)
        }
    }

    @MainActor
    final class View: TerminalView {
        static let actions: ViewActions<View> = [
            .action("warn", .text("who"), help: "write three warnings to standard error") { $0.warn($1) }
        ]

        let presenter: ProbePresenter

        init(presenter: ProbePresenter) {
            self.presenter = presenter
        }

        func warn(_ who: String) {
            for number in 1...3 {
                let line = "warning \(number) from \(who)\n"
                _ = write(2, line, line.utf8.count)
                usleep(20_000)  // the other worker writes meanwhile
            }
            presenter.note("warned")
        }

        func makeScreen() -> Screen { probeScreen("Chatty", presenter) }
    }
}
