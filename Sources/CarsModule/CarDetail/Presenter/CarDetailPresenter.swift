/// The CarDetail presenter: obtains the configured car once its view is
/// ready (so the read is the module's own work), shows that it is
/// loading, then the car, `Car not found` or why it could not be read, and
/// on `delete` removes it, tells its ModuleOutput and closes the module.
@MainActor
final class CarDetailPresenter: Traceable {
    /// What the detail shows when the car could not be read.
    static func loadFailureMessage(for error: any Error) -> String {
        "Could not load car: \(error)"
    }

    /// What the detail shows when the car could not be deleted.
    static func deleteFailureMessage(for error: any Error) -> String {
        "Could not delete car: \(error)"
    }

    weak var view: (any CarDetailViewInput)?
    let router: any CarDetailRouterInput
    let interactor: any CarDetailInteractorInput
    /// The module that opened this one, told about deletions.
    weak var moduleOutput: (any CarDetailModuleOutput)?
    private(set) var state = CarDetailState()

    init(router: any CarDetailRouterInput, interactor: any CarDetailInteractorInput) {
        self.router = router
        self.interactor = interactor
    }

    private func updateView() {
        let viewModel: CarDetailViewModel
        if let car = state.car {
            viewModel = .car(car, error: state.error)
        } else if state.isLoading {
            viewModel = .loading(carId: state.carId)
        } else if let error = state.error {
            viewModel = .failed(carId: state.carId, message: error)
        } else if state.isDeleted {
            viewModel = .deleted(carId: state.carId)
        } else {
            viewModel = .notFound(carId: state.carId)
        }
        view?.update(with: viewModel)
    }
}

// MARK: - CarDetailModuleInput

extension CarDetailPresenter: CarDetailModuleInput {
    func configure(with carId: String) {
        state = CarDetailState(carId: carId, isLoading: true)
    }

    func setModuleOutput(_ output: any ModuleOutput) throws(ModuleWiringError) {
        moduleOutput = try requireOutput(output, as: (any CarDetailModuleOutput).self)
    }
}

// MARK: - ModuleStateProviding

extension CarDetailPresenter: ModuleStateProviding {
    func moduleState() -> JSONValue {
        [
            "carId": .string(state.carId),
            "car": state.car.map { car -> JSONValue in
                ["id": .string(car.id), "make": .string(car.make), "model": .string(car.model), "trim": .string(car.trim)]
            } ?? .null,
            "loading": .bool(state.isLoading),
            "error": state.error.map(JSONValue.string) ?? .null,
        ]
    }
}

// MARK: - CarDetailViewOutput

extension CarDetailPresenter: CarDetailViewOutput {
    func didTriggerViewReadyEvent() {
        trace()
        updateView()
        interactor.obtainCar(withId: state.carId)
    }

    func didTriggerDeleteEvent() throws {
        trace()
        guard let car = state.car else {
            let carId = TerminalEscaping.escape(state.carId)
            throw ViewActionError(state.isDeleted ? "car \(carId) is already deleted" : "car \(carId) not found; nothing to delete")
        }
        state.error = nil
        interactor.deleteCar(withId: car.id)
    }
}

// MARK: - CarDetailInteractorOutput

extension CarDetailPresenter: CarDetailInteractorOutput {
    func didObtainCar(_ car: Car) {
        trace()
        state.isLoading = false
        state.error = nil
        state.car = car
        updateView()
    }

    func didFailToFindCar(withId id: String) {
        trace()
        state.isLoading = false
        state.error = nil
        state.car = nil
        updateView()
    }

    func didFailToObtainCar(withId id: String, error: any Error) {
        trace()
        state.isLoading = false
        state.car = nil
        state.error = Self.loadFailureMessage(for: error)
        updateView()
    }

    func didDeleteCar(withId id: String) {
        trace()
        state.car = nil
        state.isDeleted = true
        updateView()
        moduleOutput?.didDeleteCar(id: id)
        router.closeCurrentModule()
    }

    func didFailToDeleteCar(withId id: String, error: any Error) {
        trace()
        state.error = Self.deleteFailureMessage(for: error)
        updateView()
    }
}
