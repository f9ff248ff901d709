/// What the CarsList presenter asks of its interactor.
@MainActor
protocol CarsListInteractorInput: AnyObject {
    /// Obtains every car, in the repository's order, cancelling a load still
    /// under way. Reports `didObtainCars(_:)` or `didFailToObtainCars(with:)`.
    func obtainCars()
}
