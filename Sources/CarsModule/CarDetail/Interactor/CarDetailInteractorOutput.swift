/// What the CarDetail interactor reports to its presenter.
@MainActor
protocol CarDetailInteractorOutput: AnyObject {
    /// The car asked for.
    func didObtainCar(_ car: Car)

    /// The repository has no car with `id` (when reading it, or deleting it).
    func didFailToFindCar(withId id: String)

    /// The repository could not be read: `error` says why.
    func didFailToObtainCar(withId id: String, error: any Error)

    /// The car with `id` is gone from the repository.
    func didDeleteCar(withId id: String)

    /// The repository could not delete the car with `id`: `error` says why.
    func didFailToDeleteCar(withId id: String, error: any Error)
}
