/// What CreateCar reports to the module that opened it.
@MainActor
public protocol CreateCarModuleOutput: ModuleOutput {
    /// `car` was saved (CreateCar then closes).
    func didCreateCar(_ car: Car)
}
