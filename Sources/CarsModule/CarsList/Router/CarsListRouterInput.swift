/// The transitions the CarsList presenter asks its router for.
@MainActor
protocol CarsListRouterInput: AnyObject {
    /// Pushes CarDetail for the car with `carId`, configured through
    /// `CarDetailModuleInput.configure(with:)`, reporting to `output`.
    func openCarDetailModule(carId: String, output: any CarDetailModuleOutput) throws

    /// Presents CreateCar, reporting to `output`.
    func openCreateCarModule(output: any CreateCarModuleOutput) throws
}
