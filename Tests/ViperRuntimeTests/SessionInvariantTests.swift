import Testing
@testable import ViperRuntime

/// A counter's state and its view, for invariants over typed state.
private struct CounterState: Encodable, Equatable {
    var count = 0
}

@MainActor
private final class CounterPresenter: ModuleInput, EncodableModuleState {
    var state = CounterState()
    var encodableState: CounterState { state }
}

@MainActor
private final class CounterView: TerminalView {
    static let actions: ViewActions<CounterView> = [
        .action("increment", help: "add one") { $0.presenter.state.count += 1 },
        .action("reset", help: "back to zero", available: { $0.presenter.state.count == 0 ? "already zero" : nil }) {
            $0.presenter.state.count = 0
        },
    ]
    let presenter: CounterPresenter
    init(presenter: CounterPresenter) { self.presenter = presenter }
    func makeScreen() -> Screen { Screen(title: "Counter", lines: [.text("\(presenter.state.count)")]) }
}

private enum Counter {
    static let key = ModuleKey<CounterPresenter>("Counter")

    @MainActor
    static var registration: ModuleRegistration {
        ModuleRegistration(key, summary: "a counter", view: CounterView.self) { _ in
            let presenter = CounterPresenter()
            return AssembledModule(view: CounterView(presenter: presenter), presenter: presenter, interactor: nil, router: nil)
        }
    }
}

/// A session service an invariant reads.
@MainActor
private final class Limits {
    var highest = 2
}

@MainActor
@Suite("Invariants a feature declares in Swift, over typed states and services")
struct SessionInvariantTests {
    private func session(declaring invariants: [SessionInvariant]) throws -> ViperSession {
        let registry = ModuleRegistry()
        try registry.register(Counter.registration)
        for invariant in invariants { try registry.declare(invariant) }
        let services = SessionServices()
        services.provide(Limits())
        return ViperSession(registry: registry, services: services)
    }

    private static let withinLimit = SessionInvariant("the count stays within the limit") { session in
        guard let limit = session.service(Limits.self)?.highest else { return .broken("no limits service") }
        for counter in session.modules(Counter.key) {
            if let state = counter.state(as: CounterState.self), state.count > limit {
                return .broken("\(counter.id): the count is \(state.count), over \(limit)")
            }
        }
        return .holds
    }

    @Test("a check reads the typed state of each open module of a key and a service the session provides")
    func typedStateAndService() throws {
        let session = try session(declaring: [Self.withinLimit])
        try session.open(Counter.key)
        let invariant = try #require(session.registry.invariants.first)
        for _ in 0..<2 { try session.perform(action: "increment", words: []) }
        #expect(invariant.evaluate(in: session) == .holds)
        try session.perform(action: "increment", words: [])
        #expect(invariant.evaluate(in: session) == .broken("Counter#1: the count is 3, over 2"))
    }

    @Test("open modules show their name, frame and the actions available now")
    func openModules() throws {
        let probe = SessionInvariant("probe") { session in
            .broken(session.modules.map { "\($0.name) \($0.id) \($0.actionNames)" }.joined(separator: "; "))
        }
        let session = try session(declaring: [probe])
        try session.open(Counter.key)
        #expect(probe.evaluate(in: session) == .broken("Counter Counter#1 [\"increment\"]"))
        try session.perform(action: "increment", words: [])
        #expect(probe.evaluate(in: session) == .broken("Counter Counter#1 [\"increment\", \"reset\"]"))
    }

    @Test("a state asked as another type is nil, not a crash")
    func otherStateType() throws {
        let session = try session(declaring: [])
        try session.open(Counter.key)
        let counter = try #require(InvariantContext(session: session).modules(Counter.key).first)
        #expect(counter.state(as: String.self) == nil)
        #expect(counter.state(as: CounterState.self) == CounterState())
    }

    @Test("a second invariant of one name, or an empty name, is refused with a message saying so")
    func declarationErrors() throws {
        let registry = ModuleRegistry()
        try registry.declare(Self.withinLimit)
        #expect(throws: SessionInvariant.DeclarationError.duplicate("the count stays within the limit")) {
            try registry.declare(SessionInvariant("the count stays within the limit") { _ in .holds })
        }
        #expect(throws: SessionInvariant.DeclarationError.invalidName("")) {
            try registry.declare(SessionInvariant("") { _ in .holds })
        }
        #expect(SessionInvariant.DeclarationError.invalidName("a\u{7}").description
            == "'a\\u{7}' is not a valid invariant name (not empty, no control characters)")
        #expect(registry.invariants.map(\.name) == ["the count stays within the limit"])
    }
}
