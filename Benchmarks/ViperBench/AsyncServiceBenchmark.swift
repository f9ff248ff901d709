import ArgumentParser
import ViperRuntime
import ViperShellEngine

/// 100,000 commands that each await a service, against the same commands
/// with a synchronous service (target: the async ones cost at most 2x).
///
/// Both modules answer `fetch` the same way: the interactor asks its service
/// for the next number and the presenter shows it. The synchronous one calls
/// a plain method; the async one starts a `Task` that awaits an `actor`
/// service, as app code does, and the session's autosettle runs it. Commands
/// are read from a buffer as `viper-shell run` would.
struct AsyncServiceBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "async-service", abstract: "Time commands awaiting an actor service against a synchronous service.")

    @Option(help: "Commands in each script.") var commands = 100_000
    @Option(help: "Repetitions; the fastest of each side is reported.") var repetitions = 5
    @Option(help: "Run only this module's script (SyncCounter, CallbackCounter or AsyncCounter), once, and print nothing (for instruction counts).")
    var only: String?

    func run() throws {
        try MainActor.assumeIsolated { try measure() }
    }

    @MainActor
    private func measure() throws {
        if let only {
            guard ["SyncCounter", "CallbackCounter", "AsyncCounter"].contains(only) else {
                throw ValidationError("--only takes SyncCounter, CallbackCounter or AsyncCounter, not '\(only)'")
            }
            _ = try time(module: only)
            return
        }
        var synchronous = Double.infinity
        var callback = Double.infinity
        var asynchronous = Double.infinity
        for _ in 0..<repetitions {
            synchronous = min(synchronous, try time(module: "SyncCounter"))
            callback = min(callback, try time(module: "CallbackCounter"))
            asynchronous = min(asynchronous, try time(module: "AsyncCounter"))
        }
        for (name, seconds) in [("synchronous service", synchronous), ("scheduler callback", callback), ("awaited actor service", asynchronous)] {
            let perCommand = seconds / Double(commands) * 1e9
            print("async-service: \(name): \(Measurement.format(seconds)) s for \(commands) commands (\(Measurement.format(perCommand)) ns a command)")
        }
        print("async-service: async / sync = \(Measurement.format(asynchronous / synchronous)) (target: at most 2)")
        print("async-service: async / scheduler callback = \(Measurement.format(asynchronous / callback))")
    }

    @MainActor
    private func time(module: String) throws -> Double {
        let configuration = ShellConfiguration(name: "viper-bench") { registry in
            try registry.register(CounterModule.registration(name: "SyncCounter", style: .synchronous))
            try registry.register(CounterModule.registration(name: "CallbackCounter", style: .schedulerCallback))
            try registry.register(CounterModule.registration(name: "AsyncCounter", style: .awaited))
        }
        let session = try configuration.makeSession()
        let interpreter = ShellInterpreter(session: session, output: CapturedOutput(), options: .init(mode: .script))
        var script = "open \(module)\n"
        script.reserveCapacity(commands * 6 + 64)
        for _ in 0..<commands { script += "fetch\n" }
        script += "expect state value == \(commands)\n"
        var source = BufferLineSource(text: script)
        let seconds = Measurement.seconds {
            interpreter.runLines(&source, context: .init(name: "\(module).vsh", path: nil, directory: "."))
        }
        guard interpreter.failureCount == 0 else { throw ValidationError("the \(module) script failed") }
        return seconds
    }
}

/// The benchmark's module: `fetch` asks a counter service for its next value.
@MainActor
enum CounterModule {
    static func registration(name: String, style: CounterInteractor.Style) -> ModuleRegistration {
        ModuleRegistration(name: name, summary: "counts fetches", view: CounterView.self) { context in
            let presenter = CounterPresenter()
            let interactor = CounterInteractor(style: style, scheduler: context.scheduler)
            interactor.output = presenter
            presenter.interactor = interactor
            let view = CounterView(output: presenter)
            return AssembledModule(view: view, presenter: presenter, interactor: interactor, router: nil)
        }
    }
}

/// The synchronous service.
final class CounterService {
    private var value = 0
    func next() -> Int {
        value += 1
        return value
    }
}

/// The same service as an actor, awaited.
actor AsyncCounterService {
    private var value = 0
    func next() async throws -> Int {
        value += 1
        return value
    }
}

@MainActor
final class CounterInteractor {
    /// How the interactor reaches its service.
    enum Style {
        /// A plain method call.
        case synchronous
        /// A completion handler run by the session's scheduler (how services were simulated before async).
        case schedulerCallback
        /// A `Task` awaiting an actor.
        case awaited
    }

    weak var output: CounterPresenter?
    let style: Style
    let scheduler: VirtualScheduler
    let service = CounterService()
    let asyncService = AsyncCounterService()

    init(style: Style, scheduler: VirtualScheduler) {
        self.style = style
        self.scheduler = scheduler
    }

    func fetch() {
        switch style {
        case .synchronous:
            output?.show(service.next())
        case .schedulerCallback:
            scheduler.schedule { [weak self] in
                guard let self else { return }
                self.output?.show(self.service.next())
            }
        case .awaited:
            Task { [weak self, asyncService] in
                guard let value = try? await asyncService.next() else { return }
                self?.output?.show(value)
            }
        }
    }
}

@MainActor
final class CounterPresenter: ModuleInput, ModuleStateProviding {
    var interactor: CounterInteractor?
    private(set) var value = 0

    func fetch() { interactor?.fetch() }
    func show(_ value: Int) { self.value = value }
    func moduleState() -> JSONValue { ["value": .integer(value)] }
}

@MainActor
final class CounterView: TerminalView {
    static let actions: ViewActions<CounterView> = [
        .action("fetch", help: "fetch the next value") { $0.output.fetch() }
    ]

    let output: CounterPresenter

    init(output: CounterPresenter) {
        self.output = output
    }

    func makeScreen() -> Screen {
        Screen(title: "Counter", lines: [.field(label: "Value", value: "\(output.value)")])
    }
}
