/// One car in a terminal: its make, model, trim and id, or `Car not found`;
/// `Loading car...` while it is read, and why a read or delete failed.
@MainActor
final class CarDetailView: Traceable {
    static let defaultTitle = "Car"
    static let loadingMessage = "Loading car..."

    let output: any CarDetailViewOutput
    private(set) var viewModel: CarDetailViewModel?

    init(output: any CarDetailViewOutput) {
        self.output = output
    }
}

// MARK: - TerminalView

extension CarDetailView: TerminalView {
    static let actions: ViewActions<CarDetailView> = [
        .action("delete", help: "delete this car and go back", available: { $0.viewModel?.deleteUnavailableReason }) {
            try $0.output.didTriggerDeleteEvent()
        }
    ]

    func makeScreen() -> Screen {
        switch viewModel {
        case nil:
            return Screen(title: Self.defaultTitle)
        case .loading(let carId)?:
            return Screen(title: Self.defaultTitle, lines: [
                .message(Self.loadingMessage, severity: .info),
                .field(label: "Id", value: carId),
            ])
        case .car(let car, let error)?:
            var lines: [Screen.Line] = [
                .field(label: "Make", value: car.make),
                .field(label: "Model", value: car.model),
                .field(label: "Trim", value: car.trim.isEmpty ? "(none)" : car.trim),
                .field(label: "Id", value: car.id),
            ]
            if let error { lines.append(.message(error, severity: .error)) }
            return Screen(title: CarDetailViewModel.title(of: car), lines: lines)
        case .failed(let carId, let message)?:
            return Screen(title: Self.defaultTitle, lines: [
                .message(message, severity: .error),
                .field(label: "Id", value: carId),
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
