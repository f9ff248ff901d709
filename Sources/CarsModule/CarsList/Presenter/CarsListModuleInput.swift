/// How other modules open CarsList: it takes no configuration.
@MainActor
public protocol CarsListModuleInput: ModuleInput {}
