/// What the CreateCar presenter asks of its interactor.
@MainActor
protocol CreateCarInteractorInput: AnyObject {
    /// Validates `draft` and, when it is good, stores it as a new car.
    /// Reports `didCreateCar(_:)` or `didFailToCreateCar(with:)`.
    func createCar(from draft: CarDraft)
}
