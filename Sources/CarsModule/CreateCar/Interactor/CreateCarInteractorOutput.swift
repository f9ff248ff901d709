/// What the CreateCar interactor reports to its presenter.
@MainActor
protocol CreateCarInteractorOutput: AnyObject {
    /// The new car, stored with its id.
    func didCreateCar(_ car: Car)

    /// The draft was refused: one error per bad field, in field order.
    func didFailToCreateCar(with errors: [CarValidationError])
}
