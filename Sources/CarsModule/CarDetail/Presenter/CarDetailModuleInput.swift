/// How other modules (and an open with `carId=c3`) configure CarDetail.
@MainActor
public protocol CarDetailModuleInput: ModuleInput {
    /// Shows the car with `carId`, or `Car not found` when there is none.
    func configure(with carId: String)
}
