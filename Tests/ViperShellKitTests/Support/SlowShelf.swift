import ViperRuntime
import ViperShellEngine

// The Shelf modules and Slow, a module that loads 200 ms after it opens (as a
// module behind a service with latency does): what a screen shows before
// and after settling differs.

final class SlowView: TerminalView {
    var output: SlowPresenter!
    static let actions: ViewActions<SlowView> = []

    func makeScreen() -> Screen {
        Screen(title: "Slow", lines: [.message(output.isLoaded ? "Loaded" : "Loading…", severity: .info)])
    }

    func viewDidLoad() { output.load() }
}

final class SlowPresenter: ModuleInput, ModuleStateProviding {
    weak var view: SlowView?
    weak var scheduler: VirtualScheduler?
    var isLoaded = false

    func moduleState() -> JSONValue { ["isLoaded": .bool(isLoaded)] }

    func load() {
        scheduler?.schedule(after: .milliseconds(200)) { [weak self] in self?.isLoaded = true }
    }
}

@MainActor
enum SlowShelf {
    static let configuration = ShellConfiguration(name: "slow-shelf", color: .off) { registry in
        try Shelf.register(in: registry)
        try registry.register(
            ModuleRegistration(name: "Slow", summary: "Loads 200 ms after it opens.", routes: [ModuleRoute("slow")], view: SlowView.self) { context in
                let view = SlowView()
                let presenter = SlowPresenter()
                view.output = presenter
                presenter.view = view
                presenter.scheduler = context.scheduler
                return AssembledModule(view: view, presenter: presenter, interactor: nil, router: nil)
            })
    }
}
