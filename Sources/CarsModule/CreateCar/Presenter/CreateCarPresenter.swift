/// The CreateCar presenter: keeps the typed values, asks the interactor to
/// save them (showing `Saving...` until it answers), shows each bad field's
/// error or why the save failed and keeps the values on failure, and on
/// success tells its ModuleOutput and closes the module.
@MainActor
final class CreateCarPresenter: Traceable {
    /// What the form shows while the car is being saved.
    static let savingMessage = "Saving..."

    /// What the form shows when the repository could not store the car.
    static func saveFailureMessage(for error: any Error) -> String {
        "Could not save: \(error)"
    }

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
            errors: state.errors.map(\.description) + (state.saveError.map { [$0] } ?? []),
            notice: state.isSaving ? Self.savingMessage : state.notice))
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
            "saving": .bool(state.isSaving),
            "saveError": state.saveError.map(JSONValue.string) ?? .null,
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
        state.saveError = nil
        state.notice = nil
        updateView()
    }

    func didTriggerSaveEvent() {
        trace()
        state.saveError = nil
        state.isSaving = true
        updateView()
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

    func didFailToValidateCar(with errors: [CarValidationError]) {
        trace()
        state.isSaving = false
        state.errors = errors
        state.notice = nil
        updateView()
    }

    func didFailToSaveCar(with error: any Error) {
        trace()
        state.isSaving = false
        state.saveError = Self.saveFailureMessage(for: error)
        state.notice = nil
        updateView()
    }
}
