import Testing
@testable import CarsModule

@MainActor
@Suite("CarDetail presenter")
struct CarDetailPresenterTests {
    let view = CarDetailViewSpy()
    let interactor = CarDetailInteractorSpy()
    let router = CarDetailRouterSpy()
    let moduleOutput = CarDetailModuleOutputSpy()
    let presenter: CarDetailPresenter
    let mustang = Car(id: "c3", make: "Ford", model: "Mustang", trim: "GT")

    init() throws {
        presenter = CarDetailPresenter(router: router, interactor: interactor)
        presenter.view = view
        try presenter.setModuleOutput(moduleOutput)
    }

    @Test func configuringKeepsTheIdAndTheViewBeingReadyObtainsTheCar() {
        // when
        presenter.configure(with: "c3")
        // then
        #expect(interactor.obtainedIds.isEmpty)
        #expect(presenter.state.carId == "c3")
        #expect(presenter.state.isLoading)
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(interactor.obtainedIds == ["c3"])
    }

    @Test func whileTheCarLoadsTheViewSaysSo() {
        // given
        presenter.configure(with: "c3")
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(view.viewModels.last == .loading(carId: "c3"))
    }

    @Test func aFailedReadShowsWhy() {
        // given
        presenter.configure(with: "c3")
        // when
        presenter.didFailToObtainCar(withId: "c3", error: CarRepositorySpy.Failure(description: "offline"))
        // then
        #expect(view.viewModels.last == .failed(carId: "c3", message: "Could not load car: offline"))
        #expect(presenter.moduleState()["error"] == "Could not load car: offline")
        #expect(presenter.moduleState()["loading"] == false)
    }

    @Test func aFailedDeleteKeepsTheCarAndShowsWhy() throws {
        // given
        presenter.configure(with: "c3")
        presenter.didObtainCar(mustang)
        try presenter.didTriggerDeleteEvent()
        // when
        presenter.didFailToDeleteCar(withId: "c3", error: CarRepositorySpy.Failure(description: "offline"))
        // then
        #expect(view.viewModels.last == .car(mustang, error: "Could not delete car: offline"))
        #expect(moduleOutput.deletedIds.isEmpty)
        #expect(router.closeCount == 0)
    }

    @Test func theRegistrationTurnsTheCarIdParameterIntoConfigure() throws {
        // when
        try CarDetailAssembly.configure(ModuleParameters(["carId": "c2"]), input: presenter)
        // then
        #expect(presenter.state.carId == "c2")
    }

    @Test func theRegistrationRefusesAnEmptyCarId() {
        #expect(throws: ModuleWiringError.self) { try CarDetailAssembly.configure(ModuleParameters(["carId": ""]), input: presenter) }
        #expect(presenter.state.carId == "")
    }

    @Test func anObtainedCarIsShownWithItsFields() {
        // given
        presenter.configure(with: "c3")
        // when
        presenter.didObtainCar(mustang)
        // then
        #expect(view.viewModels.last == .car(mustang, error: nil))
    }

    @Test func anUnknownCarIsShownAsNotFound() {
        // given
        presenter.configure(with: "c9")
        // when
        presenter.didFailToFindCar(withId: "c9")
        // then
        #expect(view.viewModels.last == .notFound(carId: "c9"))
        #expect(presenter.moduleState() == ["carId": "c9", "car": nil, "loading": false, "error": nil])
    }

    @Test func viewReadyShowsWhatIsKnown() {
        // given
        presenter.configure(with: "c3")
        presenter.didObtainCar(mustang)
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(view.viewModels.count == 2)
        #expect(view.viewModels.last == .car(mustang, error: nil))
    }

    @Test func deleteAsksTheInteractorToDeleteTheCar() throws {
        // given
        presenter.configure(with: "c3")
        presenter.didObtainCar(mustang)
        // when
        try presenter.didTriggerDeleteEvent()
        // then
        #expect(interactor.deletedIds == ["c3"])
    }

    @Test func deletingAnUnknownCarIsAnError() {
        // given
        presenter.configure(with: "c9")
        presenter.didFailToFindCar(withId: "c9")
        // then
        #expect(throws: ViewActionError("car c9 not found; nothing to delete")) { try presenter.didTriggerDeleteEvent() }
        #expect(interactor.deletedIds.isEmpty)
    }

    @Test func aDeletedCarIsReportedToTheOutputAndTheModuleCloses() {
        // given
        presenter.configure(with: "c3")
        presenter.didObtainCar(mustang)
        // when
        presenter.didDeleteCar(withId: "c3")
        // then
        #expect(moduleOutput.deletedIds == ["c3"])
        #expect(router.closeCount == 1)
        #expect(presenter.moduleState() == ["carId": "c3", "car": nil, "loading": false, "error": nil])
        #expect(view.viewModels.last == .deleted(carId: "c3"))
    }

    @Test func aDeleteOfACarAlreadyGoneShowsNotFoundAndDoesNotClose() {
        // given
        presenter.configure(with: "c3")
        presenter.didObtainCar(mustang)
        // when
        presenter.didFailToFindCar(withId: "c3")
        // then
        #expect(moduleOutput.deletedIds.isEmpty)
        #expect(router.closeCount == 0)
        #expect(view.viewModels.last == .notFound(carId: "c3"))
    }

    @Test func stateHasTheCarIdAndTheCar() {
        // given
        presenter.configure(with: "c3")
        presenter.didObtainCar(mustang)
        // then
        #expect(presenter.moduleState() == [
            "carId": "c3",
            "car": ["id": "c3", "make": "Ford", "model": "Mustang", "trim": "GT"],
            "loading": false,
            "error": nil,
        ])
    }

    @Test func anOutputOfTheWrongKindIsRefused() {
        #expect(throws: ModuleWiringError.self) { try presenter.setModuleOutput(UnrelatedModuleOutput()) }
    }

    @Test func thePresenterDoesNotKeepItsViewOrItsModuleOutput() throws {
        // given
        var view: CarDetailViewSpy? = CarDetailViewSpy()
        var output: CarDetailModuleOutputSpy? = CarDetailModuleOutputSpy()
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
