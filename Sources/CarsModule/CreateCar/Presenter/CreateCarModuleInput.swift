/// How other modules open CreateCar: it takes no configuration, only a
/// `CreateCarModuleOutput` to report the new car to.
@MainActor
public protocol CreateCarModuleInput: ModuleInput {}
