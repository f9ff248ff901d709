/// What the CarsList interactor reports to its presenter.
@MainActor
protocol CarsListInteractorOutput: AnyObject {
    /// The cars asked for by `obtainCars()`.
    func didObtainCars(_ cars: [Car])

    /// The repository could not give the cars: `error` says why.
    func didFailToObtainCars(with error: any Error)
}
