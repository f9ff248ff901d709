/// Creates, reads, updates and deletes cars: the one place the Cars feature
/// keeps its data, so another store can replace the in-memory one.
///
/// Calls are `async throws`, as they are for a store behind a network: an
/// interactor awaits them in a `Task` it keeps, and reports the result (or
/// the error) to its presenter through its output. One method is one
/// operation of the store (read all, read one, create, update, delete).
@MainActor
public protocol CarRepository: AnyObject {
    /// Stores a new car made from `draft` under a fresh id and returns it.
    func createCar(from draft: CarDraft) async throws -> Car

    /// Every car, in the order they were added.
    func obtainAllCars() async throws -> [Car]

    /// The car with `id`, or nil when there is none.
    func obtainCar(withId id: String) async throws -> Car?

    /// Replaces the stored car that has `car.id`; throws `CarRepositoryError.carNotFound` when there is none.
    func updateCar(_ car: Car) async throws

    /// Removes the car with `id`; throws `CarRepositoryError.carNotFound` when there is none.
    func deleteCar(withId id: String) async throws
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
