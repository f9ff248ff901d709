/// What the CarDetail interactor reports to its presenter.
@MainActor
protocol CarDetailInteractorOutput: AnyObject {
    /// The car asked for.
    func didObtainCar(_ car: Car)

    /// No car has the id asked for.
    func didFailToObtainCar(withId id: String)

    /// The car with `id` is gone from the repository.
    func didDeleteCar(withId id: String)

    /// The car with `id` could not be deleted: the repository has no such car.
    func didFailToDeleteCar(withId id: String)
}
