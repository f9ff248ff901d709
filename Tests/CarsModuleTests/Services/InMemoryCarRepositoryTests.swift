import Testing
@testable import CarsModule

@MainActor
@Suite("In-memory car repository")
struct InMemoryCarRepositoryTests {
    let repository = InMemoryCarRepository(cars: CarsFeature.builtInCars)

    @Test func readsEveryCarInOrderAndOneById() {
        #expect(repository.obtainAllCars() == CarsFeature.builtInCars)
        #expect(repository.obtainCar(withId: "c3")?.model == "Mustang")
        #expect(repository.obtainCar(withId: "c9") == nil)
    }

    @Test func createsWithTheNextIdAtTheEnd() {
        // when
        let car = repository.createCar(from: CarDraft(make: "Kia", model: "Rio"))
        // then
        #expect(car == Car(id: "c6", make: "Kia", model: "Rio", trim: ""))
        #expect(repository.obtainAllCars().last == car)
    }

    @Test func neverReusesTheIdOfADeletedCar() throws {
        // given
        let first = repository.createCar(from: CarDraft(make: "Kia", model: "Rio"))
        try repository.deleteCar(withId: first.id)
        // when
        let second = repository.createCar(from: CarDraft(make: "Kia", model: "Ceed"))
        // then
        #expect(first.id == "c6")
        #expect(second.id == "c7")
    }

    @Test func numbersFollowTheHighestSeededId() {
        // given
        let repository = InMemoryCarRepository(cars: [Car(id: "c10", make: "A", model: "B"), Car(id: "x", make: "C", model: "D")])
        // then
        #expect(repository.createCar(from: CarDraft(make: "E", model: "F")).id == "c11")
        #expect(InMemoryCarRepository().createCar(from: CarDraft(make: "E", model: "F")).id == "c1")
    }

    @Test func updatesAStoredCar() throws {
        // when
        try repository.updateCar(Car(id: "c2", make: "Honda", model: "Civic", trim: "Type R"))
        // then
        #expect(repository.obtainCar(withId: "c2")?.trim == "Type R")
        #expect(repository.obtainAllCars().map(\.id) == ["c1", "c2", "c3", "c4", "c5"])
    }

    @Test func deletesAStoredCar() throws {
        // when
        try repository.deleteCar(withId: "c1")
        // then
        #expect(repository.obtainAllCars().map(\.id) == ["c2", "c3", "c4", "c5"])
    }

    @Test func updatingOrDeletingAnUnknownCarIsAnError() {
        #expect(throws: CarRepositoryError.carNotFound(id: "c9")) { try repository.deleteCar(withId: "c9") }
        #expect(throws: CarRepositoryError.carNotFound(id: "c9")) {
            try repository.updateCar(Car(id: "c9", make: "A", model: "B"))
        }
        #expect(repository.obtainAllCars() == CarsFeature.builtInCars)
    }
}
