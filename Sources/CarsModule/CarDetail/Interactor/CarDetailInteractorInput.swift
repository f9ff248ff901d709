/// What the CarDetail presenter asks of its interactor.
@MainActor
protocol CarDetailInteractorInput: AnyObject {
    /// Obtains the car with `id`; reports `didObtainCar(_:)` or `didFailToObtainCar(withId:)`.
    func obtainCar(withId id: String)

    /// Deletes the car with `id`; reports `didDeleteCar(withId:)` or `didFailToDeleteCar(withId:)`.
    func deleteCar(withId id: String)
}
