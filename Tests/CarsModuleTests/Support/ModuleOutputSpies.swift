@testable import CarsModule

/// Records what CarDetail reports to the module that opened it.
@MainActor
final class CarDetailModuleOutputSpy: CarDetailModuleOutput {
    private(set) var deletedIds: [String] = []

    func didDeleteCar(id: String) {
        deletedIds.append(id)
    }
}

/// Records what CreateCar reports to the module that opened it.
@MainActor
final class CreateCarModuleOutputSpy: CreateCarModuleOutput {
    private(set) var createdCars: [Car] = []

    func didCreateCar(_ car: Car) {
        createdCars.append(car)
    }
}

/// An output that no Cars module accepts, to check wiring errors.
@MainActor
final class UnrelatedModuleOutput: ModuleOutput {}

/// A stand-in for CarDetail's presenter, seen by CarsList's router.
@MainActor
final class CarDetailModuleInputSpy: CarDetailModuleInput {
    private(set) var configuredIds: [String] = []

    func configure(with carId: String) {
        configuredIds.append(carId)
    }
}

/// A stand-in for CreateCar's presenter, seen by CarsList's router.
@MainActor
final class CreateCarModuleInputSpy: CreateCarModuleInput {}
