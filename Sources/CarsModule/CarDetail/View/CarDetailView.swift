/// One car in a terminal: its make, model, trim and id, or `Car not found`.
@MainActor
final class CarDetailView {
    static let defaultTitle = "Car"
    static let deleteAction = ViewAction("delete", help: "delete this car and go back")

    let output: any CarDetailViewOutput
    private(set) var viewModel: CarDetailViewModel?

    init(output: any CarDetailViewOutput) {
        self.output = output
    }
}

// MARK: - TerminalView

extension CarDetailView: TerminalView {
    static var actions: [ViewAction] { [deleteAction] }

    func makeScreen() -> Screen {
        switch viewModel {
        case nil:
            return Screen(title: Self.defaultTitle)
        case .car(let title, let make, let model, let trim, let id)?:
            return Screen(title: title, lines: [
                .field(label: "Make", value: make),
                .field(label: "Model", value: model),
                .field(label: "Trim", value: trim.isEmpty ? "(none)" : trim),
                .field(label: "Id", value: id),
            ])
        case .notFound(let carId)?:
            return Screen(title: Self.defaultTitle, lines: [
                .message("Car not found", severity: .info),
                .field(label: "Id", value: carId),
            ])
        case .deleted(let carId)?:
            return Screen(title: Self.defaultTitle, lines: [.message("Car \(carId) was deleted", severity: .info)])
        }
    }

    func perform(_ action: ViewAction, with arguments: ActionArguments) throws {
        switch action.name {
        case Self.deleteAction.name:
            try output.didTriggerDeleteEvent()
        default:
            throw ViewActionError("CarDetail has no action \(action.name)")
        }
    }

    func viewDidLoad() {
        output.didTriggerViewReadyEvent()
    }
}

// MARK: - CarDetailViewInput

extension CarDetailView: CarDetailViewInput {
    func update(with viewModel: CarDetailViewModel) {
        self.viewModel = viewModel
    }
}
