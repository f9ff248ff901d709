import ViperRuntime

// A four-layer module used only by the trace tests: a tally that adds numbers,
// saves them through a simulated service 300 ms later, opens a child tally by
// push, and reports its total to its opener. Every traced method starts with
// `trace()`, exactly as a feature's would.

@MainActor
protocol TallyModuleInput: ModuleInput {
    func configure(withStart start: Int)
}

@MainActor
protocol TallyModuleOutput: ModuleOutput {
    func didReportTotal(_ total: Int)
}

final class TallyView: TerminalView, Traceable {
    var output: TallyPresenter!
    var shownTotal = 0

    static let actions: ViewActions<TallyView> = [
        .action("add", .integer("n", minimum: 1), help: "Adds n.") { $0.output.didTapAdd($1) },
        .action("child", help: "Opens a child tally by push.") { $0.output.didTapChild() },
        .action("report", help: "Reports the total to the opener and closes.") { $0.output.didTapReport() },
    ]

    func makeScreen() -> Screen { Screen(title: "Tally", lines: [.field(label: "Total", value: String(shownTotal))]) }

    func viewDidLoad() { output.didTriggerViewReadyEvent() }

    func showTotal(_ total: Int) {
        trace()
        shownTotal = total
    }
}

final class TallyPresenter: TallyModuleInput, ModuleStateProviding, TallyModuleOutput, Traceable {
    weak var view: TallyView?
    var interactor: TallyInteractor!
    var router: TallyRouter!
    weak var moduleOutput: TallyModuleOutput?
    var total = 0
    var saved = 0

    func configure(withStart start: Int) {
        trace()
        total = start
    }

    func setModuleOutput(_ output: any ModuleOutput) throws(ModuleWiringError) {
        moduleOutput = try requireOutput(output, as: TallyModuleOutput.self)
    }

    func moduleState() -> JSONValue { ["total": .integer(total), "saved": .integer(saved)] }

    func didTriggerViewReadyEvent() {
        trace()
        view?.showTotal(total)
    }

    func didTapAdd(_ n: Int) {
        trace()
        total += n
        view?.showTotal(total)
        interactor.saveTotal(total)
    }

    func didSaveTotal(_ total: Int) {
        trace()
        saved = total
    }

    func didTapChild() {
        trace()
        router.openChildTally(start: total, output: self)
    }

    func didTapReport() {
        trace()
        moduleOutput?.didReportTotal(total)
        router.closeCurrentModule()
    }

    func didReportTotal(_ total: Int) {
        trace()
        self.total += total
        view?.showTotal(self.total)
    }
}

@MainActor
final class TallyInteractor: Traceable {
    /// How long the simulated service takes to save.
    static let saveDelay = VirtualDuration.milliseconds(300)
    weak var output: TallyPresenter?
    let scheduler: VirtualScheduler

    init(scheduler: VirtualScheduler) { self.scheduler = scheduler }

    func saveTotal(_ total: Int) {
        trace()
        scheduler.schedule(after: Self.saveDelay) { [weak self] in self?.output?.didSaveTotal(total) }
    }
}

@MainActor
final class TallyRouter: Traceable {
    weak var transitionHandler: (any TransitionHandler)?

    func openChildTally(start: Int, output: TallyModuleOutput) {
        trace()
        _ = try? transitionHandler?.openModule("Tally", as: TallyModuleInput.self, style: .push, output: output) {
            $0.configure(withStart: start)
        }
    }

    func closeCurrentModule() {
        trace()
        transitionHandler?.closeCurrentModule()
    }
}

@MainActor
enum TallyRegistry {
    /// A session whose registry holds only Tally.
    static func session(traceCapacity: Int = TraceRecorder.defaultCapacity) throws -> ViperSession {
        let registry = ModuleRegistry(reservedNames: ["open", "back"])
        try registry.register(
            ModuleRegistration(
                name: "Tally", summary: "A traced tally.",
                navigation: [.push(ModuleKey<any TallyModuleInput>("Tally"))], view: TallyView.self) { context in
                let view = TallyView()
                let presenter = TallyPresenter()
                let interactor = TallyInteractor(scheduler: context.scheduler)
                let router = TallyRouter()
                view.output = presenter
                presenter.view = view
                presenter.interactor = interactor
                presenter.router = router
                interactor.output = presenter
                router.transitionHandler = context.transitionHandler
                return AssembledModule(view: view, presenter: presenter, interactor: interactor, router: router)
            })
        return ViperSession(registry: registry, traceCapacity: traceCapacity)
    }
}
