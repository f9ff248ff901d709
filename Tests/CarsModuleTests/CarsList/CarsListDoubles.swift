@testable import CarsModule

/// Records what the presenter shows on the CarsList view.
@MainActor
final class CarsListViewSpy: CarsListViewInput {
    private(set) var viewModels: [CarsListViewModel] = []

    func update(with viewModel: CarsListViewModel) {
        viewModels.append(viewModel)
    }
}

/// Records what the presenter asks of the CarsList interactor.
@MainActor
final class CarsListInteractorSpy: CarsListInteractorInput {
    private(set) var obtainCount = 0

    func obtainCars() {
        obtainCount += 1
    }
}

/// Records the transitions the presenter asks for.
@MainActor
final class CarsListRouterSpy: CarsListRouterInput {
    private(set) var openedCarIds: [String] = []
    private(set) var carDetailOutputs: [any CarDetailModuleOutput] = []
    private(set) var createCarOutputs: [any CreateCarModuleOutput] = []
    var errorToThrow: (any Error)?

    func openCarDetailModule(carId: String, output: any CarDetailModuleOutput) throws {
        if let errorToThrow { throw errorToThrow }
        openedCarIds.append(carId)
        carDetailOutputs.append(output)
    }

    func openCreateCarModule(output: any CreateCarModuleOutput) throws {
        if let errorToThrow { throw errorToThrow }
        createCarOutputs.append(output)
    }
}

/// Records what the CarsList view tells its presenter.
@MainActor
final class CarsListViewOutputSpy: CarsListViewOutput {
    enum Event: Equatable {
        case viewReady
        case select(row: Int)
        case create
        case search(String)
        case refresh
        case retry
    }

    private(set) var events: [Event] = []

    func didTriggerViewReadyEvent() { events.append(.viewReady) }
    func didSelectRow(_ number: Int) throws { events.append(.select(row: number)) }
    func didTriggerCreateEvent() throws { events.append(.create) }
    func didChangeSearchQuery(_ query: String) { events.append(.search(query)) }
    func didTriggerRefreshEvent() { events.append(.refresh) }
    func didTriggerRetryEvent() { events.append(.retry) }
}

/// Records what the CarsList interactor reports.
@MainActor
final class CarsListInteractorOutputSpy: CarsListInteractorOutput {
    private(set) var obtained: [[Car]] = []
    private(set) var failures: [String] = []

    func didObtainCars(_ cars: [Car]) {
        obtained.append(cars)
    }

    func didFailToObtainCars(with error: any Error) {
        failures.append("\(error)")
    }
}
