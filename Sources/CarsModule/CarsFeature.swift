/// The Cars feature as the executable (or any shell) uses it: its built-in
/// data, its data file, and the registration of its three modules.
public enum CarsFeature {
    /// The five built-in cars, in order.
    public static let builtInCars: [Car] = [
        Car(id: "c1", make: "Toyota", model: "Corolla", trim: "LE"),
        Car(id: "c2", make: "Honda", model: "Civic", trim: "EX"),
        Car(id: "c3", make: "Ford", model: "Mustang", trim: "GT"),
        Car(id: "c4", make: "Tesla", model: "Model 3", trim: "Long Range"),
        Car(id: "c5", make: "BMW", model: "330i", trim: "Sport"),
    ]

    /// The names of the modules `register(in:cars:)` adds, in order.
    public static let moduleNames = [CarsList.key.name, CarDetail.key.name, CreateCar.key.name]

    /// Loads `<directory>/cars.json`; nil when the file does not exist. A
    /// malformed file, a bad field, or a duplicate id is one `DataFileError`
    /// naming the file and line:column (when there is one); nothing of it is loaded.
    public static func loadCars(fromDataDirectory directory: String) throws(DataFileError) -> [Car]? {
        try CarsDataLoader.loadCars(fromDataDirectory: directory)
    }

    /// Sets up the feature in one session: a fresh `InMemoryCarRepository`
    /// seeded with `cars`, provided to `services` as the session's
    /// `CarRepository`; the feature's endpoints declared there, so scripts
    /// can stub them; and CarsList, CarDetail and CreateCar registered over it.
    @MainActor
    public static func register(in registry: ModuleRegistry, services: SessionServices, cars: [Car]) throws {
        let repository = InMemoryCarRepository(cars: cars)
        services.provide(repository, as: (any CarRepository).self)
        try CarsEndpoints.declare(in: services)
        try register(in: registry, repository: repository)
    }

    /// Registers CarsList, CarDetail and CreateCar over a fresh
    /// `InMemoryCarRepository` seeded with `cars` (each call is a new session's data).
    @MainActor
    public static func register(in registry: ModuleRegistry, cars: [Car]) throws(RegistryError) {
        try register(in: registry, repository: InMemoryCarRepository(cars: cars))
    }

    /// Registers CarsList, CarDetail and CreateCar over `repository`. Either all
    /// three are registered or, when one is refused, none is.
    @MainActor
    public static func register(in registry: ModuleRegistry, repository: any CarRepository) throws(RegistryError) {
        try registry.register([
            CarsListAssembly(repository: repository).makeRegistration(),
            CarDetailAssembly(repository: repository).makeRegistration(),
            CreateCarAssembly(repository: repository).makeRegistration(),
        ])
    }
}
