/// The CarsList presenter: loads the cars through the interactor (showing
/// that it is loading, or why it failed, with `retry`), keeps the search and
/// filters the loaded cars by it after a debounce on the virtual clock, and
/// opens CarDetail and CreateCar, chained as the ModuleOutput of both.
@MainActor
final class CarsListPresenter: Traceable {
    /// How long searching waits for typing to stop.
    static let searchDelay = VirtualDuration.milliseconds(300)
    /// What the list shows while the cars load.
    static let loadingMessage = "Loading cars..."

    /// What the list shows when the cars could not be loaded.
    static func loadFailureMessage(for error: any Error) -> String {
        "Could not load cars: \(error)"
    }

    weak var view: (any CarsListViewInput)?
    let router: any CarsListRouterInput
    let interactor: any CarsListInteractorInput
    /// Delays `search` until the query has been quiet for `searchDelay`.
    let searchDebouncer: Debouncer
    private(set) var state = CarsListState()

    init(router: any CarsListRouterInput, interactor: any CarsListInteractorInput, searchDebouncer: Debouncer) {
        self.router = router
        self.interactor = interactor
        self.searchDebouncer = searchDebouncer
    }

    private func updateView() {
        view?.update(with: CarsListViewModel(
            rows: state.cars.map { "\($0.make) \($0.model)" },
            query: state.query,
            notice: state.isLoading ? Self.loadingMessage : nil,
            error: state.loadError))
    }

    private func loadCars() {
        state.isLoading = true
        state.loadError = nil
        updateView()
        interactor.obtainCars()
    }

    private func applySearch(_ query: String) {
        state.pendingQuery = nil
        state.query = query
        state.cars = CarSearchFilter.cars(state.loadedCars, matching: query)
        updateView()
    }
}

// MARK: - ModuleInput

extension CarsListPresenter: CarsListModuleInput {}

// MARK: - ModuleStateProviding

extension CarsListPresenter: ModuleStateProviding {
    func moduleState() -> JSONValue {
        [
            "rows": .array(state.cars.map { ["id": .string($0.id), "make": .string($0.make), "model": .string($0.model)] }),
            "query": .string(state.query),
            "pendingQuery": state.pendingQuery.map(JSONValue.string) ?? .null,
            "loading": .bool(state.isLoading),
            "error": state.loadError.map(JSONValue.string) ?? .null,
        ]
    }
}

// MARK: - CarsListViewOutput

extension CarsListPresenter: CarsListViewOutput {
    func didTriggerViewReadyEvent() {
        trace()
        loadCars()
    }

    func didSelectRow(_ number: Int) throws {
        trace()
        guard state.cars.indices.contains(number - 1) else {
            let size = state.cars.isEmpty ? "the list is empty" : "the list has \(state.cars.count) row\(state.cars.count == 1 ? "" : "s")"
            throw ViewActionError("no row \(number); \(size)")
        }
        try router.openCarDetailModule(carId: state.cars[number - 1].id, output: self)
    }

    func didTriggerCreateEvent() throws {
        trace()
        try router.openCreateCarModule(output: self)
    }

    func didChangeSearchQuery(_ query: String) {
        trace()
        let trimmed = query.trimmingBlanks
        state.pendingQuery = trimmed
        searchDebouncer.call { [weak self] in self?.applySearch(trimmed) }
    }

    func didTriggerRefreshEvent() {
        trace()
        loadCars()
    }

    func didTriggerRetryEvent() {
        trace()
        loadCars()
    }
}

// MARK: - CarsListInteractorOutput

extension CarsListPresenter: CarsListInteractorOutput {
    func didObtainCars(_ cars: [Car]) {
        trace()
        state.isLoading = false
        state.loadError = nil
        state.loadedCars = cars
        state.cars = CarSearchFilter.cars(cars, matching: state.query)
        updateView()
    }

    func didFailToObtainCars(with error: any Error) {
        trace()
        state.isLoading = false
        state.loadError = Self.loadFailureMessage(for: error)
        updateView()
    }
}

// MARK: - CarDetailModuleOutput

extension CarsListPresenter: CarDetailModuleOutput {
    func didDeleteCar(id: String) {
        trace()
        loadCars()
    }
}

// MARK: - CreateCarModuleOutput

extension CarsListPresenter: CreateCarModuleOutput {
    func didCreateCar(_ car: Car) {
        trace()
        loadCars()
    }
}
