/// What CarDetail reports to the module that opened it.
@MainActor
public protocol CarDetailModuleOutput: ModuleOutput {
    /// The car with `id` was deleted (CarDetail then closes).
    func didDeleteCar(id: String)
}
