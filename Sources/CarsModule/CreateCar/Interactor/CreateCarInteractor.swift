/// Validates a new car and stores it through the repository, in a task of its own.
///
/// Its only state is the save under way: a new save cancels it, and so does
/// the module closing (the interactor goes with it). Results come back
/// through the output; a cancelled save reports nothing.
@MainActor
final class CreateCarInteractor: Traceable {
    weak var output: (any CreateCarInteractorOutput)?
    let repository: any CarRepository
    let validator: CarValidator
    /// The save under way, if any.
    private var saving: Task<Void, Never>?

    init(repository: any CarRepository, validator: CarValidator = CarValidator()) {
        self.repository = repository
        self.validator = validator
    }

    isolated deinit {
        saving?.cancel()
    }
}

// MARK: - CreateCarInteractorInput

extension CreateCarInteractor: CreateCarInteractorInput {
    func createCar(from draft: CarDraft) {
        trace()
        saving?.cancel()
        let valid: CarDraft
        do {
            valid = try validator.validate(draft)
        } catch {
            output?.didFailToValidateCar(with: error.errors)
            return
        }
        saving = Task { [weak self, repository] in
            do {
                let car = try await repository.createCar(from: valid)
                guard !Task.isCancelled else { return }
                self?.output?.didCreateCar(car)
            } catch is CancellationError {
                // saved again, or the module closed: nobody waits for this answer
            } catch {
                self?.output?.didFailToSaveCar(with: error)
            }
        }
    }
}
