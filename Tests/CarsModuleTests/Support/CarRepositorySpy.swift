@testable import CarsModule

/// A car repository that keeps cars in memory like the real one and records every call.
@MainActor
final class CarRepositorySpy: CarRepository {
    enum Call: Equatable {
        case create(CarDraft)
        case obtainAll
        case obtain(id: String)
        case update(Car)
        case delete(id: String)
    }

    private(set) var calls: [Call] = []
    private let store: InMemoryCarRepository

    init(cars: [Car] = CarsFeature.builtInCars) {
        store = InMemoryCarRepository(cars: cars)
    }

    func createCar(from draft: CarDraft) -> Car {
        calls.append(.create(draft))
        return store.createCar(from: draft)
    }

    func obtainAllCars() -> [Car] {
        calls.append(.obtainAll)
        return store.obtainAllCars()
    }

    func obtainCar(withId id: String) -> Car? {
        calls.append(.obtain(id: id))
        return store.obtainCar(withId: id)
    }

    func updateCar(_ car: Car) throws(CarRepositoryError) {
        calls.append(.update(car))
        try store.updateCar(car)
    }

    func deleteCar(withId id: String) throws(CarRepositoryError) {
        calls.append(.delete(id: id))
        try store.deleteCar(withId: id)
    }
}
