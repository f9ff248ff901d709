/// What the CarsList presenter asks of its interactor.
@MainActor
protocol CarsListInteractorInput: AnyObject {
    /// Obtains the cars whose make or model contains `query`, ignoring case,
    /// in the repository's order; an empty query obtains every car. Reports
    /// through `didObtainCars(_:)`.
    func obtainCars(matching query: String)
}
