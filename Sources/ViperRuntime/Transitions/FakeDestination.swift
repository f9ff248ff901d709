/// What a fake frame stands for: the module a request asked to open,
/// answered without building it. It keeps the opener's output (weakly, as a
/// presenter would) so that a test or a script can send the module's output
/// events through it (`emit`), and the request that opened it.
@MainActor
package final class FakeDestination {
    /// The opener's output, as the real module's presenter would hold it.
    package private(set) weak var output: (any ModuleOutput)?
    /// The frame whose router asked for the module.
    package let opener: FrameID
    /// What the registration says the module can report.
    package let events: [ModuleOutputEvent]

    init(output: (any ModuleOutput)?, opener: FrameID, events: [ModuleOutputEvent]) {
        self.output = output
        self.opener = opener
        self.events = events
    }
}

/// The view of a fake frame: it names the module, who opened it and with
/// what input, and the output events a script can send (`emit`); no actions.
@MainActor
final class FakeModuleView: TerminalView {
    static let actions: ViewActions<FakeModuleView> = []

    let module: String
    let request: NavigationRequest.Kind
    let opener: FrameID
    let events: [ModuleOutputEvent]
    /// The fake's input (its record, or a holder of the parameters); the view owns it, as a view owns its presenter.
    let presenter: any ModulePresenter

    init(module: String, request: NavigationRequest.Kind, opener: FrameID, events: [ModuleOutputEvent], presenter: any ModulePresenter) {
        self.module = module
        self.request = request
        self.opener = opener
        self.events = events
        self.presenter = presenter
    }

    func makeScreen() -> Screen {
        var lines: [Screen.Line] = [
            .field(label: "Opened by", value: "\(opener) (\(request))"),
            .field(label: "Input", value: JSONTextEncoder(pretty: false).encode(presenter.moduleState())),
        ]
        if events.isEmpty {
            lines.append(.text("It declares no output events."))
        } else {
            lines.append(.text("Send its output: " + events.map { "emit \(module) \($0.usage)" }.joined(separator: ", ")))
        }
        return Screen(title: "\(module) (fake)", lines: lines)
    }
}

/// The input of a fake whose module gives no input record, opened by
/// parameters: its state is the parameters it was opened with.
@MainActor
final class FakeParametersInput: ModuleInput, ModuleStateProviding {
    let parameters: JSONValue

    init(parameters: JSONValue) {
        self.parameters = parameters
    }

    func configure(withParameters parameters: ModuleParameters) throws(ModuleWiringError) {}

    func moduleState() -> JSONValue { parameters }
}
