/// What the CarsList interactor reports to its presenter.
@MainActor
protocol CarsListInteractorOutput: AnyObject {
    /// The cars asked for by `obtainCars(matching:)`.
    func didObtainCars(_ cars: [Car])
}
