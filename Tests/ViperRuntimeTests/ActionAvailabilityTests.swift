import Testing
import ViperRuntime

/// A door: `open` is unavailable while it is open, `close` while it is closed.
@MainActor
private final class DoorView: TerminalView {
    static let actions: ViewActions<DoorView> = [
        .action("open", help: "Opens the door.", available: { $0.presenter.isOpen ? "it is open" : nil }) { $0.presenter.isOpen = true },
        .action("close", help: "Closes the door.", available: { $0.presenter.isOpen ? nil : "it is closed" }) { $0.presenter.isOpen = false },
    ]
    let presenter: DoorPresenter

    init(presenter: DoorPresenter) {
        self.presenter = presenter
    }

    func makeScreen() -> Screen { Screen(title: "Door") }
}

@MainActor
private final class DoorPresenter: ModuleInput, ModuleStateProviding {
    var isOpen = false
    func moduleState() -> JSONValue { ["open": .bool(isOpen)] }
}

@MainActor
private func doorSession() throws -> ViperSession {
    let registry = ModuleRegistry()
    try registry.register(
        ModuleRegistration(name: "Door", summary: "A door.", view: DoorView.self) { _ in
            let presenter = DoorPresenter()
            return AssembledModule(view: DoorView(presenter: presenter), presenter: presenter, interactor: nil, router: nil)
        })
    return ViperSession(registry: registry)
}

@MainActor
@Suite("Action availability")
struct ActionAvailabilityTests {
    @Test("an action unavailable now is left out of the action list and the screen")
    func unavailableIsOmitted() throws {
        let session = try doorSession()

        try session.open("Door")

        let top = try #require(session.top)
        #expect(top.availableActions.map(\.action.name) == ["open"])
        #expect(top.makeScreen().actions.map(\.name) == ["open"])
    }

    @Test("invoking an unavailable action is an error with its reason, and the view does not run it")
    func unavailableIsRefused() throws {
        let session = try doorSession()
        try session.open("Door")

        let error = #expect(throws: TransitionError.self) { try session.perform(action: "close", words: []) }

        #expect(error?.description == "close is not available now: it is closed")
        #expect(session.top?.moduleState() == ["open": false])
    }

    @Test("availability follows the state: after open, only close is offered")
    func availabilityFollowsState() throws {
        let session = try doorSession()
        try session.open("Door")

        try session.perform(action: "open", words: [])

        #expect(session.top?.availableActions.map(\.action.name) == ["close"])
    }
}
