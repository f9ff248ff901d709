import Testing
@testable import CarsModule

@MainActor
@Suite("Cars feature")
struct CarsFeatureTests {
    @Test func theBuiltInCarsAreTheFiveOfTheSpecInOrder() {
        #expect(CarsFeature.builtInCars == [
            Car(id: "c1", make: "Toyota", model: "Corolla", trim: "LE"),
            Car(id: "c2", make: "Honda", model: "Civic", trim: "EX"),
            Car(id: "c3", make: "Ford", model: "Mustang", trim: "GT"),
            Car(id: "c4", make: "Tesla", model: "Model 3", trim: "Long Range"),
            Car(id: "c5", make: "BMW", model: "330i", trim: "Sport"),
        ])
    }

    @Test func registersTheThreeModules() throws {
        // given
        let registry = ModuleRegistry()
        // when
        try CarsFeature.register(in: registry, cars: CarsFeature.builtInCars)
        // then
        #expect(registry.names == ["CarsList", "CarDetail", "CreateCar"])
        #expect(CarsFeature.moduleNames == registry.names)
    }

    @Test func registeringTwiceIsRefusedAndAddsNothing() throws {
        // given
        let registry = ModuleRegistry()
        try CarsFeature.register(in: registry, cars: [])
        // then
        #expect(throws: RegistryError.duplicateModule("CarsList")) { try CarsFeature.register(in: registry, cars: []) }
        #expect(registry.names.count == 3)
    }

    @Test func anActionNamedLikeAShellCommandIsRefusedAndNothingIsAdded() {
        // given
        let registry = ModuleRegistry(reservedNames: ["save"])
        // then
        #expect(throws: RegistryError.actionNameIsCommand(module: "CreateCar", action: "save")) {
            try CarsFeature.register(in: registry, cars: [])
        }
        #expect(registry.names.isEmpty)
    }
}
