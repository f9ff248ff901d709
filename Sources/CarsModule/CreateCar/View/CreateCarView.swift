/// The new-car form in a terminal: the make, model and trim typed so far and
/// an error line per bad field.
@MainActor
final class CreateCarView {
    static let title = "New car"
    static let fillAction = ViewAction(
        "fill", [.choice("field", CarField.allCases.map(\.rawValue)), ActionParameter("text", variadic: true)],
        help: "type text into a field (make, model or trim)")
    static let saveAction = ViewAction("save", help: "save the car and go back")
    static let cancelAction = ViewAction("cancel", help: "go back without saving")

    let output: any CreateCarViewOutput
    private(set) var viewModel = CreateCarViewModel(make: "", model: "", trim: "", errors: [])

    init(output: any CreateCarViewOutput) {
        self.output = output
    }
}

// MARK: - TerminalView

extension CreateCarView: TerminalView {
    static var actions: [ViewAction] { [fillAction, saveAction, cancelAction] }

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

    func perform(_ action: ViewAction, with arguments: ActionArguments) throws {
        switch action.name {
        case Self.fillAction.name:
            guard let name = arguments.text("field"), let field = CarField(rawValue: name) else {
                throw ViewActionError("fill: no field \(arguments.text("field") ?? "")")
            }
            output.didFillField(field, with: arguments.text("text") ?? "")
        case Self.saveAction.name:
            output.didTriggerSaveEvent()
        case Self.cancelAction.name:
            output.didTriggerCancelEvent()
        default:
            throw ViewActionError("CreateCar has no action \(action.name)")
        }
    }

    func viewDidLoad() {
        output.didTriggerViewReadyEvent()
    }
}

// MARK: - CreateCarViewInput

extension CreateCarView: CreateCarViewInput {
    func update(with viewModel: CreateCarViewModel) {
        self.viewModel = viewModel
    }
}
