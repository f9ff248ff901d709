/// Reads and deletes one car through the repository.
@MainActor
final class CarDetailInteractor: Traceable {
    weak var output: (any CarDetailInteractorOutput)?
    let repository: any CarRepository

    init(repository: any CarRepository) {
        self.repository = repository
    }
}

// MARK: - CarDetailInteractorInput

extension CarDetailInteractor: CarDetailInteractorInput {
    func obtainCar(withId id: String) {
        trace()
        if let car = repository.obtainCar(withId: id) {
            output?.didObtainCar(car)
        } else {
            output?.didFailToObtainCar(withId: id)
        }
    }

    func deleteCar(withId id: String) {
        trace()
        do {
            try repository.deleteCar(withId: id)
            output?.didDeleteCar(withId: id)
        } catch {
            output?.didFailToDeleteCar(withId: id)
        }
    }
}
