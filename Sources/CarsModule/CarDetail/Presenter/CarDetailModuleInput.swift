/// How other modules (and `open CarDetail carId=c3`) configure CarDetail.
@MainActor
protocol CarDetailModuleInput: ModuleInput {
    /// Shows the car with `carId`, or `Car not found` when there is none.
    func configure(with carId: String)
}
