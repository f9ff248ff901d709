/// What the CreateCar presenter asks of its interactor.
@MainActor
protocol CreateCarInteractorInput: AnyObject {
    /// Validates `draft` and, when it is good, stores it as a new car,
    /// cancelling a save still under way. Reports `didCreateCar(_:)`,
    /// `didFailToValidateCar(with:)` (at once) or `didFailToSaveCar(with:)`.
    func createCar(from draft: CarDraft)
}
