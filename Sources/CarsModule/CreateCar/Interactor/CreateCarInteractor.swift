/// Validates a new car and stores it through the repository.
@MainActor
final class CreateCarInteractor: Traceable {
    weak var output: (any CreateCarInteractorOutput)?
    let repository: any CarRepository
    let validator: CarValidator

    init(repository: any CarRepository, validator: CarValidator = CarValidator()) {
        self.repository = repository
        self.validator = validator
    }
}

// MARK: - CreateCarInteractorInput

extension CreateCarInteractor: CreateCarInteractorInput {
    func createCar(from draft: CarDraft) {
        trace()
        do {
            let valid = try validator.validate(draft)
            output?.didCreateCar(repository.createCar(from: valid))
        } catch {
            output?.didFailToCreateCar(with: error.errors)
        }
    }
}
