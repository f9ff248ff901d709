/// What the CarDetail presenter asks of its interactor.
@MainActor
protocol CarDetailInteractorInput: AnyObject {
    /// Obtains the car with `id`, cancelling a request still under way; reports
    /// `didObtainCar(_:)`, `didFailToFindCar(withId:)` or `didFailToObtainCar(withId:error:)`.
    func obtainCar(withId id: String)

    /// Deletes the car with `id`, cancelling a request still under way; reports
    /// `didDeleteCar(withId:)`, `didFailToFindCar(withId:)` or `didFailToDeleteCar(withId:error:)`.
    func deleteCar(withId id: String)
}
