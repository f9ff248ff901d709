@testable import CarsModule

/// A car repository that keeps cars in memory like the real one, answers at
/// once, records every call, and throws `failure` from every call while it is set.
@MainActor
final class CarRepositorySpy: CarRepository {
    enum Call: Equatable {
        case create(CarDraft)
        case obtainAll
        case obtain(id: String)
        case update(Car)
        case delete(id: String)
    }

    /// What a failing repository says, as a store behind a network might.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    private(set) var calls: [Call] = []
    /// Thrown by every call while set.
    var failure: Failure?
    let store: InMemoryCarRepository

    init(cars: [Car] = CarsFeature.builtInCars) {
        store = InMemoryCarRepository(cars: cars)
    }

    func createCar(from draft: CarDraft) throws -> Car {
        calls.append(.create(draft))
        if let failure { throw failure }
        return store.createCar(from: draft)
    }

    func obtainAllCars() throws -> [Car] {
        calls.append(.obtainAll)
        if let failure { throw failure }
        return store.obtainAllCars()
    }

    func obtainCar(withId id: String) throws -> Car? {
        calls.append(.obtain(id: id))
        if let failure { throw failure }
        return store.obtainCar(withId: id)
    }

    func updateCar(_ car: Car) throws {
        calls.append(.update(car))
        if let failure { throw failure }
        try store.updateCar(car)
    }

    func deleteCar(withId id: String) throws {
        calls.append(.delete(id: id))
        if let failure { throw failure }
        try store.deleteCar(withId: id)
    }
}
