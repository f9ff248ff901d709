/// The new-car form in a terminal: the make, model and trim typed so far and
/// an error line per bad field.
@MainActor
final class CreateCarView: Traceable {
    static let title = "New car"

    let output: any CreateCarViewOutput
    private(set) var viewModel = CreateCarViewModel(make: "", model: "", trim: "", errors: [])

    init(output: any CreateCarViewOutput) {
        self.output = output
    }
}

// MARK: - TerminalView

extension CreateCarView: TerminalView {
    static let actions: ViewActions<CreateCarView> = [
        .action("fill", .choice("field", CarField.self), .text("text"), help: "type text into a field (make, model or trim)") {
            $0.output.didFillField($1, with: $2)
        },
        .action("save", help: "save the car and go back") { $0.output.didTriggerSaveEvent() },
        .action("cancel", help: "go back without saving") { $0.output.didTriggerCancelEvent() },
    ]

    func makeScreen() -> Screen {
        var lines: [Screen.Line] = [
            .field(label: "Make", value: viewModel.make),
            .field(label: "Model", value: viewModel.model),
            .field(label: "Trim", value: viewModel.trim),
        ]
        lines += viewModel.errors.map { .message($0, severity: .error) }
        if let notice = viewModel.notice { lines.append(.message(notice, severity: .info)) }
        return Screen(title: Self.title, lines: lines)
    }

    func viewDidLoad() {
        output.didTriggerViewReadyEvent()
    }
}

// MARK: - CreateCarViewInput

extension CreateCarView: CreateCarViewInput {
    func update(with viewModel: CreateCarViewModel) {
        trace()
        self.viewModel = viewModel
    }
}
