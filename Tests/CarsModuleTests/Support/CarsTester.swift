import ViperRuntimeTesting
@testable import CarsModule

/// A tester whose session's registry holds the Cars feature over a fresh
/// repository of `cars`; it autosettles after each step, as the shell does.
@MainActor
func makeCarsTester(cars: [Car] = CarsFeature.builtInCars) throws -> SessionTester {
    let registry = ModuleRegistry(reservedNames: ["open", "back", "help", "screen", "quit"])
    try CarsFeature.register(in: registry, cars: cars)
    return SessionTester(registry: registry)
}
