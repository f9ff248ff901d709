/// Reads and deletes one car through the repository, in a task of its own.
///
/// Its only state is the request under way: a new request cancels it, and so
/// does the module closing (the interactor goes with it). Results come back
/// through the output; a cancelled request reports nothing.
@MainActor
final class CarDetailInteractor: Traceable {
    weak var output: (any CarDetailInteractorOutput)?
    let repository: any CarRepository
    /// The request under way, if any.
    private var request: Task<Void, Never>?

    init(repository: any CarRepository) {
        self.repository = repository
    }

    isolated deinit {
        request?.cancel()
    }
}

// MARK: - CarDetailInteractorInput

extension CarDetailInteractor: CarDetailInteractorInput {
    func obtainCar(withId id: String) {
        trace()
        request?.cancel()
        request = Task { [weak self, repository] in
            do {
                let car = try await repository.obtainCar(withId: id)
                guard !Task.isCancelled else { return }
                if let car {
                    self?.output?.didObtainCar(car)
                } else {
                    self?.output?.didFailToFindCar(withId: id)
                }
            } catch is CancellationError {
                // asked again, or the module closed: nobody waits for this answer
            } catch {
                self?.output?.didFailToObtainCar(withId: id, error: error)
            }
        }
    }

    func deleteCar(withId id: String) {
        trace()
        request?.cancel()
        request = Task { [weak self, repository] in
            do {
                try await repository.deleteCar(withId: id)
                guard !Task.isCancelled else { return }
                self?.output?.didDeleteCar(withId: id)
            } catch is CancellationError {
                // asked again, or the module closed: the car was not deleted
            } catch CarRepositoryError.carNotFound {
                self?.output?.didFailToFindCar(withId: id)
            } catch {
                self?.output?.didFailToDeleteCar(withId: id, error: error)
            }
        }
    }
}
