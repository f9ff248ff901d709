/// A `CarRepository` that keeps its cars in memory, in insertion order.
///
/// New cars get the id `c<n>` with n one more than the highest `c<n>` the
/// repository has held, so an id is never handed out twice in a session, even
/// after the car that had it was deleted.
///
/// It answers at once (its methods satisfy the protocol's `async throws`
/// requirements synchronously); `DelayedCarRepository` gives it a network's latency.
@MainActor
public final class InMemoryCarRepository: CarRepository {
    private var cars: [Car]
    private var highestNumber: Int

    /// A repository holding `cars` (ids are expected to be unique).
    public init(cars: [Car] = []) {
        self.cars = cars
        highestNumber = cars.compactMap { Self.number(inId: $0.id) }.max() ?? 0
    }

    // MARK: - CarRepository

    public func createCar(from draft: CarDraft) -> Car {
        var number = highestNumber + 1
        while cars.contains(where: { $0.id == "c\(number)" }) { number += 1 }
        highestNumber = number
        let car = Car(id: "c\(number)", make: draft.make, model: draft.model, trim: draft.trim)
        cars.append(car)
        return car
    }

    public func obtainAllCars() -> [Car] {
        cars
    }

    public func obtainCar(withId id: String) -> Car? {
        cars.first { $0.id == id }
    }

    public func updateCar(_ car: Car) throws(CarRepositoryError) {
        guard let index = cars.firstIndex(where: { $0.id == car.id }) else { throw .carNotFound(id: car.id) }
        cars[index] = car
    }

    public func deleteCar(withId id: String) throws(CarRepositoryError) {
        guard let index = cars.firstIndex(where: { $0.id == id }) else { throw .carNotFound(id: id) }
        cars.remove(at: index)
    }

    // MARK: - Ids

    /// n for an id `c<n>` written in plain decimal digits, else nil.
    private static func number(inId id: String) -> Int? {
        guard id.first == "c" else { return nil }
        let digits = id.dropFirst()
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(digits)
    }
}
