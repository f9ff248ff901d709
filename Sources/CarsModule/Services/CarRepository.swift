/// Creates, reads, updates and deletes cars: the one place the Cars feature
/// keeps its data, so another store can replace the in-memory one.
///
/// Calls are synchronous; an interactor calls the repository and reports the
/// result to its presenter through its output.
@MainActor
public protocol CarRepository: AnyObject {
    /// Stores a new car made from `draft` under a fresh id and returns it.
    func createCar(from draft: CarDraft) -> Car

    /// Every car, in the order they were added.
    func obtainAllCars() -> [Car]

    /// The car with `id`, or nil when there is none.
    func obtainCar(withId id: String) -> Car?

    /// Replaces the stored car that has `car.id`.
    func updateCar(_ car: Car) throws(CarRepositoryError)

    /// Removes the car with `id`.
    func deleteCar(withId id: String) throws(CarRepositoryError)
}

/// What a repository cannot do.
public enum CarRepositoryError: Error, Equatable, CustomStringConvertible {
    case carNotFound(id: String)

    public var description: String {
        switch self {
        case .carNotFound(let id): return "no car has id \(id)"
        }
    }
}
