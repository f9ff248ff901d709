import Testing
@testable import CarsModule

@MainActor
@Suite("CreateCar presenter")
struct CreateCarPresenterTests {
    let view = CreateCarViewSpy()
    let interactor = CreateCarInteractorSpy()
    let router = CreateCarRouterSpy()
    let moduleOutput = CreateCarModuleOutputSpy()
    let presenter: CreateCarPresenter

    init() throws {
        presenter = CreateCarPresenter(router: router, interactor: interactor)
        presenter.view = view
        try presenter.setModuleOutput(moduleOutput)
    }

    @Test func viewReadyShowsAnEmptyForm() {
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(view.viewModels == [CreateCarViewModel(make: "", model: "", trim: "", errors: [])])
    }

    @Test func fillingAFieldKeepsTheTextAsTyped() {
        // when
        presenter.didFillField(.make, with: " Tesla ")
        presenter.didFillField(.model, with: "Model 3")
        // then
        #expect(presenter.state.draft == CarDraft(make: " Tesla ", model: "Model 3"))
        #expect(view.viewModels.last == CreateCarViewModel(make: " Tesla ", model: "Model 3", trim: "", errors: []))
    }

    @Test func saveHandsTheDraftToTheInteractor() {
        // given
        presenter.didFillField(.make, with: "Kia")
        presenter.didFillField(.model, with: "Rio")
        // when
        presenter.didTriggerSaveEvent()
        // then
        #expect(interactor.drafts == [CarDraft(make: "Kia", model: "Rio")])
        #expect(view.viewModels.last?.notice == "Saving...")
        #expect(presenter.moduleState()["saving"] == true)
    }

    @Test func aSaveTheRepositoryRefusesKeepsEveryValueAndShowsWhy() {
        // given
        presenter.didFillField(.make, with: "Kia")
        presenter.didFillField(.model, with: "Rio")
        presenter.didTriggerSaveEvent()
        // when
        presenter.didFailToSaveCar(with: CarRepositorySpy.Failure(description: "disk full"))
        // then
        #expect(view.viewModels.last == CreateCarViewModel(make: "Kia", model: "Rio", trim: "", errors: ["Could not save: disk full"]))
        #expect(router.closeCount == 0)
        #expect(moduleOutput.createdCars.isEmpty)
        #expect(presenter.moduleState()["saveError"] == "Could not save: disk full")
        #expect(presenter.moduleState()["saving"] == false)
    }

    @Test func aFailedSaveShowsEachErrorAndKeepsTheValues() {
        // given
        presenter.didFillField(.model, with: "Rio")
        presenter.didFillField(.trim, with: "x\u{1}")
        let errors = [
            CarValidationError(field: .make, problem: .required),
            CarValidationError(field: .trim, problem: .controlCharacters),
        ]
        // when
        presenter.didFailToValidateCar(with: errors)
        // then
        #expect(view.viewModels.last == CreateCarViewModel(
            make: "", model: "Rio", trim: "x\u{1}", errors: ["make is required", "trim contains control characters"]))
        #expect(router.closeCount == 0)
        #expect(moduleOutput.createdCars.isEmpty)
        #expect(presenter.moduleState() == [
            "fields": ["make": "", "model": "Rio", "trim": "x\u{1}"],
            "errors": ["make is required", "trim contains control characters"],
            "saving": false,
            "saveError": nil,
        ])
    }

    @Test func fillingAFieldClearsItsOwnErrorOnly() {
        // given
        presenter.didFailToValidateCar(with: [
            CarValidationError(field: .make, problem: .required), CarValidationError(field: .model, problem: .required),
        ])
        // when
        presenter.didFillField(.make, with: "Kia")
        // then
        #expect(presenter.state.errors.map(\.description) == ["model is required"])
    }

    @Test func aGoodSaveTellsTheOutputAndCloses() {
        // given
        let car = Car(id: "c6", make: "Kia", model: "Rio")
        // when
        presenter.didCreateCar(car)
        // then
        #expect(moduleOutput.createdCars == [car])
        #expect(router.closeCount == 1)
    }

    @Test func cancelClosesWithoutSaving() {
        // given
        presenter.didFillField(.make, with: "Kia")
        // when
        presenter.didTriggerCancelEvent()
        // then
        #expect(router.closeCount == 1)
        #expect(interactor.drafts.isEmpty)
        #expect(moduleOutput.createdCars.isEmpty)
    }

    @Test func anOutputOfTheWrongKindIsRefused() {
        #expect(throws: ModuleWiringError.self) { try presenter.setModuleOutput(UnrelatedModuleOutput()) }
    }

    @Test func theFormTakesNoParameters() {
        #expect(throws: ModuleWiringError.self) { try presenter.configure(withParameters: ModuleParameters(["make": "Kia"])) }
    }

    @Test func thePresenterDoesNotKeepItsViewOrItsModuleOutput() throws {
        // given
        var view: CreateCarViewSpy? = CreateCarViewSpy()
        var output: CreateCarModuleOutputSpy? = CreateCarModuleOutputSpy()
        presenter.view = view
        try presenter.setModuleOutput(try #require(output))
        weak let weakView = view
        weak let weakOutput = output
        // when
        view = nil
        output = nil
        // then
        #expect(weakView == nil && presenter.view == nil)
        #expect(weakOutput == nil && presenter.moduleOutput == nil)
    }
}
