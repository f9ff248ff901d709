/// Reads cars for the list from the repository and filters them by a search query.
@MainActor
final class CarsListInteractor: Traceable {
    weak var output: (any CarsListInteractorOutput)?
    let repository: any CarRepository

    init(repository: any CarRepository) {
        self.repository = repository
    }

    /// Whether `car`'s make or model contains `query`, ignoring case.
    static func car(_ car: Car, matches query: String) -> Bool {
        guard !query.isEmpty else { return true }
        let needle = query.lowercased()
        return car.make.lowercased().contains(needle) || car.model.lowercased().contains(needle)
    }
}

// MARK: - CarsListInteractorInput

extension CarsListInteractor: CarsListInteractorInput {
    func obtainCars(matching query: String) {
        trace()
        let cars = repository.obtainAllCars().filter { Self.car($0, matches: query) }
        output?.didObtainCars(cars)
    }
}
