/// Loads the cars for the list from the repository, in a task of its own.
///
/// Its only state is the load under way: a new request cancels it, and so
/// does the module closing (the interactor goes with it). Results come back
/// through the output; a cancelled load reports nothing.
@MainActor
final class CarsListInteractor: Traceable {
    weak var output: (any CarsListInteractorOutput)?
    let repository: any CarRepository
    /// The load under way, if any.
    private var loading: Task<Void, Never>?

    init(repository: any CarRepository) {
        self.repository = repository
    }

    isolated deinit {
        loading?.cancel()
    }
}

// MARK: - CarsListInteractorInput

extension CarsListInteractor: CarsListInteractorInput {
    func obtainCars() {
        trace()
        loading?.cancel()
        loading = Task { [weak self, repository] in
            do {
                let cars = try await repository.obtainAllCars()
                guard !Task.isCancelled else { return }
                self?.output?.didObtainCars(cars)
            } catch is CancellationError {
                // asked again, or the module closed: nobody waits for this answer
            } catch {
                self?.output?.didFailToObtainCars(with: error)
            }
        }
    }
}
