/// What CreateCar reports to the module that opened it.
@MainActor
protocol CreateCarModuleOutput: ModuleOutput {
    /// `car` was saved (CreateCar then closes).
    func didCreateCar(_ car: Car)
}
