/// What the CreateCar interactor reports to its presenter.
@MainActor
protocol CreateCarInteractorOutput: AnyObject {
    /// The new car, stored with its id.
    func didCreateCar(_ car: Car)

    /// The draft was refused: one error per bad field, in field order.
    func didFailToValidateCar(with errors: [CarValidationError])

    /// The repository could not store the car: `error` says why.
    func didFailToSaveCar(with error: any Error)
}
