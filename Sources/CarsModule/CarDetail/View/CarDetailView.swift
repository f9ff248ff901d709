/// One car in a terminal: its make, model, trim and id, or `Car not found`.
@MainActor
final class CarDetailView: Traceable {
    static let defaultTitle = "Car"

    let output: any CarDetailViewOutput
    private(set) var viewModel: CarDetailViewModel?

    init(output: any CarDetailViewOutput) {
        self.output = output
    }
}

// MARK: - TerminalView

extension CarDetailView: TerminalView {
    static let actions: ViewActions<CarDetailView> = [
        .action("delete", help: "delete this car and go back") { try $0.output.didTriggerDeleteEvent() }
    ]

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

    func viewDidLoad() {
        output.didTriggerViewReadyEvent()
    }
}

// MARK: - CarDetailViewInput

extension CarDetailView: CarDetailViewInput {
    func update(with viewModel: CarDetailViewModel) {
        trace()
        self.viewModel = viewModel
    }
}
