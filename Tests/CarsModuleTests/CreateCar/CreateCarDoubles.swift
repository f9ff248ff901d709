@testable import CarsModule

/// Records what the presenter shows on the CreateCar view.
@MainActor
final class CreateCarViewSpy: CreateCarViewInput {
    private(set) var viewModels: [CreateCarViewModel] = []

    func update(with viewModel: CreateCarViewModel) {
        viewModels.append(viewModel)
    }
}

/// Records what the presenter asks of the CreateCar interactor.
@MainActor
final class CreateCarInteractorSpy: CreateCarInteractorInput {
    private(set) var drafts: [CarDraft] = []

    func createCar(from draft: CarDraft) { drafts.append(draft) }
}

/// Records the transitions the presenter asks for.
@MainActor
final class CreateCarRouterSpy: CreateCarRouterInput {
    private(set) var closeCount = 0

    func closeCurrentModule() { closeCount += 1 }
}

/// Records what the CreateCar view tells its presenter.
@MainActor
final class CreateCarViewOutputSpy: CreateCarViewOutput {
    enum Event: Equatable {
        case viewReady
        case fill(CarField, String)
        case save
        case cancel
    }

    private(set) var events: [Event] = []

    func didTriggerViewReadyEvent() { events.append(.viewReady) }
    func didFillField(_ field: CarField, with text: String) { events.append(.fill(field, text)) }
    func didTriggerSaveEvent() { events.append(.save) }
    func didTriggerCancelEvent() { events.append(.cancel) }
}

/// Records what the CreateCar interactor reports.
@MainActor
final class CreateCarInteractorOutputSpy: CreateCarInteractorOutput {
    private(set) var createdCars: [Car] = []
    private(set) var failures: [[CarValidationError]] = []
    private(set) var saveFailures: [String] = []

    func didCreateCar(_ car: Car) { createdCars.append(car) }
    func didFailToValidateCar(with errors: [CarValidationError]) { failures.append(errors) }
    func didFailToSaveCar(with error: any Error) { saveFailures.append("\(error)") }
}
