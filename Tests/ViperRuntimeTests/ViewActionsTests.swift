import Testing
import ViperRuntime
import ViperRuntimeTesting

/// The sizes a `Mug` comes in: a typed choice.
private enum MugSize: String, CaseIterable, Sendable {
    case small, large
}

/// A view whose handlers record the typed values they receive.
@MainActor
private final class MugView: TerminalView {
    static let actions: ViewActions<MugView> = [
        .action("fill", .row(), .choice("size", MugSize.self), help: "Fills mug n.") { $0.received.append("fill \($1) \($2)") },
        .action("label", .optionalText("text"), help: "Labels the mug.") { $0.received.append("label \($1 ?? "nil")") },
        .action("pour", help: "Pours.", available: { $0.isEmpty ? "the mug is empty" : nil }) { $0.received.append("pour") },
    ]

    var received: [String] = []
    var isEmpty = true

    func makeScreen() -> Screen { Screen(title: "Mug") }
}

@MainActor
@Suite("Typed view actions")
struct ViewActionsTests {
    @Test func handlersReceiveTypedValues() throws {
        let view = MugView()
        try view.performAction("fill", ["2", "large"])
        try view.performAction("label", ["hot", "tea"])
        try view.performAction("label")
        #expect(view.received == ["fill 2 large", "label hot tea", "label nil"])
    }

    @Test func checkedWordsAreReadByParameterName() throws {
        let fill = try #require(MugView.actions.handler(named: "fill")).action
        let arguments = try ActionArguments.check(["2", "large"], against: fill)
        #expect(arguments.text("n") == "2")
        #expect(arguments.text("size") == "large")
        #expect(arguments.text("colour") == nil)
        #expect(arguments.values == ["n": "2", "size": "large"])
        #expect(arguments == ActionArguments(["size": "large", "n": "2"]))
        #expect(arguments != ActionArguments(["n": "2"]))
    }

    @Test func aVariadicParameterReadsEveryRemainingWordJoined() throws {
        let label = try #require(MugView.actions.handler(named: "label")).action
        let arguments = try ActionArguments.check(["hot", "green", "tea"], against: label)
        #expect(arguments.text("text") == "hot green tea")
        #expect(arguments.values == ["text": "hot green tea"])
        #expect(arguments == ActionArguments(["text": "hot green tea"]))
        #expect(try ActionArguments.check([], against: label).values == [:])
    }

    @Test func wordsThatDoNotFitNeverReachTheHandler() {
        let view = MugView()
        #expect(throws: ActionArgumentError.self) { try view.performAction("fill", ["0", "large"]) }
        #expect(throws: ActionArgumentError.self) { try view.performAction("fill", ["two", "large"]) }
        #expect(throws: ActionArgumentError.self) { try view.performAction("fill", ["1", "huge"]) }
        #expect(throws: ActionArgumentError.self) { try view.performAction("fill", ["1"]) }
        #expect(view.received.isEmpty)
    }

    @Test func declarationsCarryTheParameterKindsHelpAndCompletionRead() throws {
        #expect(MugView.actions.declarations.map(\.usage) == ["fill <n> <size>", "label [text...]", "pour"])
        #expect(MugView.actions.declarations[1].parameters[0].isOptional)
        #expect(try MugView().suggestedValues(forAction: "fill", parameterAt: 1) == ["small", "large"])
    }

    @Test func availabilityComesFromTheDeclaration() throws {
        let view = MugView()
        let pour = try MugView.declaredAction(named: "pour")
        #expect(view.unavailableReason(for: pour) == "the mug is empty")
        view.isEmpty = false
        #expect(view.unavailableReason(for: pour) == nil)
        #expect(view.unavailableReason(for: try MugView.declaredAction(named: "label")) == nil)
    }

    @Test func performActionRefusesAnUnavailableActionAsTheSessionDoes() throws {
        let view = MugView()
        #expect(throws: TransitionError.actionUnavailable(action: "pour", reason: "the mug is empty")) {
            try view.performAction("pour")
        }
        #expect(view.received.isEmpty)

        view.isEmpty = false
        try view.performAction("pour")
        #expect(view.received == ["pour"])
    }

    @Test func anUnavailableActionIsRefusedByTheSessionWithItsReason() throws {
        let registry = ModuleRegistry()
        try registry.register(ModuleRegistration(name: "Mug", summary: "A mug.", view: MugView.self) { _ in
            AssembledModule(view: MugView(), presenter: MugPresenter(), interactor: nil, router: nil)
        })
        let session = ViperSession(registry: registry)
        try session.open("Mug")
        #expect(session.top?.availableActions.map(\.action.name) == ["fill", "label"])
        #expect(throws: TransitionError.actionUnavailable(action: "pour", reason: "the mug is empty")) {
            try session.perform(action: "pour", words: [])
        }
    }

    @Test func aDeclarationHoldsNoViewSoAClosedViewIsReleased() throws {
        weak var released: MugView?
        do {
            let view = MugView()
            released = view
            try view.performAction("fill", ["1", "small"])
        }
        #expect(released == nil)
    }
}

@MainActor
private final class MugPresenter: ModuleInput, ModuleStateProviding {
    func moduleState() -> JSONValue { [:] }
}
