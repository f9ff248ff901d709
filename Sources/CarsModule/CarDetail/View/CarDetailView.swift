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
        case .car(let car)?:
            return Screen(title: CarDetailViewModel.title(of: car), lines: [
                .field(label: "Make", value: car.make),
                .field(label: "Model", value: car.model),
                .field(label: "Trim", value: car.trim.isEmpty ? "(none)" : car.trim),
                .field(label: "Id", value: car.id),
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
