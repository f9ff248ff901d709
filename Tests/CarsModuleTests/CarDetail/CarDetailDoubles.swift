@testable import CarsModule

/// Records what the presenter shows on the CarDetail view.
@MainActor
final class CarDetailViewSpy: CarDetailViewInput {
    private(set) var viewModels: [CarDetailViewModel] = []

    func update(with viewModel: CarDetailViewModel) {
        viewModels.append(viewModel)
    }
}

/// Records what the presenter asks of the CarDetail interactor, optionally answering at once.
@MainActor
final class CarDetailInteractorSpy: CarDetailInteractorInput {
    private(set) var obtainedIds: [String] = []
    private(set) var deletedIds: [String] = []

    func obtainCar(withId id: String) { obtainedIds.append(id) }
    func deleteCar(withId id: String) { deletedIds.append(id) }
}

/// Records the transitions the presenter asks for.
@MainActor
final class CarDetailRouterSpy: CarDetailRouterInput {
    private(set) var closeCount = 0

    func closeCurrentModule() { closeCount += 1 }
}

/// Records what the CarDetail view tells its presenter.
@MainActor
final class CarDetailViewOutputSpy: CarDetailViewOutput {
    enum Event: Equatable {
        case viewReady
        case delete
    }

    private(set) var events: [Event] = []
    var errorToThrow: (any Error)?

    func didTriggerViewReadyEvent() { events.append(.viewReady) }

    func didTriggerDeleteEvent() throws {
        events.append(.delete)
        if let errorToThrow { throw errorToThrow }
    }
}

/// Records what the CarDetail interactor reports.
@MainActor
final class CarDetailInteractorOutputSpy: CarDetailInteractorOutput {
    enum Report: Equatable {
        case obtained(Car)
        case notFound(String)
        case obtainFailed(String, message: String)
        case deleted(String)
        case deleteFailed(String, message: String)
    }

    private(set) var reports: [Report] = []

    func didObtainCar(_ car: Car) { reports.append(.obtained(car)) }
    func didFailToFindCar(withId id: String) { reports.append(.notFound(id)) }
    func didFailToObtainCar(withId id: String, error: any Error) { reports.append(.obtainFailed(id, message: "\(error)")) }
    func didDeleteCar(withId id: String) { reports.append(.deleted(id)) }
    func didFailToDeleteCar(withId id: String, error: any Error) { reports.append(.deleteFailed(id, message: "\(error)")) }
}
