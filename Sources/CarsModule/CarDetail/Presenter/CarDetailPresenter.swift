/// The CarDetail presenter: obtains the configured car, shows it or
/// `Car not found`, and on `delete` removes it, tells its ModuleOutput and
/// closes the module.
@MainActor
final class CarDetailPresenter: Traceable {
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
            viewModel = .car(car)
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
        state = CarDetailState(carId: carId)
        interactor.obtainCar(withId: carId)
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
        ]
    }
}

// MARK: - CarDetailViewOutput

extension CarDetailPresenter: CarDetailViewOutput {
    func didTriggerViewReadyEvent() {
        trace()
        updateView()
    }

    func didTriggerDeleteEvent() throws {
        trace()
        guard let car = state.car else {
            let carId = TerminalEscaping.escape(state.carId)
            throw ViewActionError(state.isDeleted ? "car \(carId) is already deleted" : "car \(carId) not found; nothing to delete")
        }
        interactor.deleteCar(withId: car.id)
    }
}

// MARK: - CarDetailInteractorOutput

extension CarDetailPresenter: CarDetailInteractorOutput {
    func didObtainCar(_ car: Car) {
        trace()
        state.car = car
        updateView()
    }

    func didFailToObtainCar(withId id: String) {
        trace()
        state.car = nil
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

    func didFailToDeleteCar(withId id: String) {
        trace()
        state.car = nil
        updateView()
    }
}
