/// The CreateCar presenter: keeps the typed values, asks the interactor to
/// save them, shows each bad field's error and keeps the values on failure,
/// and on success tells its ModuleOutput and closes the module.
@MainActor
final class CreateCarPresenter: Traceable {
    weak var view: (any CreateCarViewInput)?
    let router: any CreateCarRouterInput
    let interactor: any CreateCarInteractorInput
    /// The module that opened this one, told about the new car.
    weak var moduleOutput: (any CreateCarModuleOutput)?
    private(set) var state = CreateCarState()

    init(router: any CreateCarRouterInput, interactor: any CreateCarInteractorInput) {
        self.router = router
        self.interactor = interactor
    }

    private func updateView() {
        view?.update(with: CreateCarViewModel(
            make: state.draft.make, model: state.draft.model, trim: state.draft.trim,
            errors: state.errors.map(\.description), notice: state.notice))
    }
}

// MARK: - CreateCarModuleInput

extension CreateCarPresenter: CreateCarModuleInput {
    func setModuleOutput(_ output: any ModuleOutput) throws(ModuleWiringError) {
        moduleOutput = try requireOutput(output, as: (any CreateCarModuleOutput).self)
    }
}

// MARK: - ModuleStateProviding

extension CreateCarPresenter: ModuleStateProviding {
    func moduleState() -> JSONValue {
        [
            "fields": [
                "make": .string(state.draft.make),
                "model": .string(state.draft.model),
                "trim": .string(state.draft.trim),
            ],
            "errors": .array(state.errors.map { .string($0.description) }),
        ]
    }
}

// MARK: - CreateCarViewOutput

extension CreateCarPresenter: CreateCarViewOutput {
    func didTriggerViewReadyEvent() {
        trace()
        updateView()
    }

    func didFillField(_ field: CarField, with text: String) {
        trace()
        state.draft[field] = text
        state.errors.removeAll { $0.field == field }
        state.notice = nil
        updateView()
    }

    func didTriggerSaveEvent() {
        trace()
        interactor.createCar(from: state.draft)
    }

    func didTriggerCancelEvent() {
        trace()
        router.closeCurrentModule()
    }
}

// MARK: - CreateCarInteractorOutput

extension CreateCarPresenter: CreateCarInteractorOutput {
    func didCreateCar(_ car: Car) {
        trace()
        state = CreateCarState(notice: "Saved \(car.make) \(car.model) as \(car.id)")
        updateView()
        moduleOutput?.didCreateCar(car)
        router.closeCurrentModule()
    }

    func didFailToCreateCar(with errors: [CarValidationError]) {
        trace()
        state.errors = errors
        state.notice = nil
        updateView()
    }
}
