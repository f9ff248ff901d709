import Testing
@testable import CarsModule

@MainActor
@Suite("CarsList presenter")
struct CarsListPresenterTests {
    let view = CarsListViewSpy()
    let interactor = CarsListInteractorSpy()
    let router = CarsListRouterSpy()
    let scheduler = VirtualScheduler()
    let presenter: CarsListPresenter

    init() {
        presenter = CarsListPresenter(
            router: router, interactor: interactor,
            searchDebouncer: Debouncer(interval: CarsListPresenter.searchDelay, scheduler: scheduler))
        presenter.view = view
    }

    @Test func viewReadyShowsLoadingAndObtainsTheCars() {
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(interactor.obtainCount == 1)
        #expect(view.viewModels.last == CarsListViewModel(rows: [], query: "", notice: "Loading cars..."))
        #expect(presenter.state.isLoading)
    }

    @Test func obtainedCarsEndTheLoading() {
        // given
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didObtainCars(CarsFeature.builtInCars)
        // then
        #expect(!presenter.state.isLoading)
        #expect(view.viewModels.last?.notice == nil)
    }

    @Test func aFailedLoadShowsWhyAndRetryLoadsAgain() {
        // given
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didFailToObtainCars(with: CarRepositoryError.carNotFound(id: "c1"))
        // then
        #expect(view.viewModels.last == CarsListViewModel(rows: [], query: "", error: "Could not load cars: no car has id c1"))
        #expect(!presenter.state.isLoading)
        // when
        presenter.didTriggerRetryEvent()
        // then
        #expect(interactor.obtainCount == 2)
        #expect(view.viewModels.last == CarsListViewModel(rows: [], query: "", notice: "Loading cars..."))
        // when
        presenter.didObtainCars(CarsFeature.builtInCars)
        // then
        #expect(view.viewModels.last?.error == nil)
        #expect(presenter.state.loadError == nil)
    }

    @Test func obtainedCarsBecomeRowsOfMakeAndModel() {
        // given
        let cars = Array(CarsFeature.builtInCars.prefix(2))
        // when
        presenter.didObtainCars(cars)
        // then
        #expect(view.viewModels.last == CarsListViewModel(
            rows: ["Toyota Corolla", "Honda Civic"],
            query: ""))
        #expect(presenter.state.cars == cars)
    }

    @Test func selectingARowPushesItsCarsDetailWithThePresenterAsOutput() throws {
        // given
        presenter.didObtainCars(CarsFeature.builtInCars)
        // when
        try presenter.didSelectRow(3)
        // then
        #expect(router.openedCarIds == ["c3"])
        #expect(router.carDetailOutputs.first === presenter)
    }

    @Test func selectingPastTheEndIsAnError() {
        // given
        presenter.didObtainCars(CarsFeature.builtInCars)
        // then
        #expect(throws: ViewActionError("no row 9; the list has 5 rows")) { try presenter.didSelectRow(9) }
        #expect(router.openedCarIds.isEmpty)
    }

    @Test func selectingInAnEmptyListIsAnError() {
        #expect(throws: ViewActionError("no row 1; the list is empty")) { try presenter.didSelectRow(1) }
    }

    @Test func createPresentsCreateCarWithThePresenterAsOutput() throws {
        // when
        try presenter.didTriggerCreateEvent()
        // then
        #expect(router.createCarOutputs.count == 1)
        #expect(router.createCarOutputs.first === presenter)
    }

    @Test func aRouterFailureReachesTheCaller() {
        // given
        router.errorToThrow = ViewActionError("boom")
        // then
        #expect(throws: ViewActionError("boom")) {
            presenter.didObtainCars(CarsFeature.builtInCars)
            try presenter.didSelectRow(1)
        }
        #expect(throws: ViewActionError("boom")) { try presenter.didTriggerCreateEvent() }
    }

    @Test func searchWaitsForTheDebounceOnTheVirtualClock() throws {
        // given
        presenter.didObtainCars(CarsFeature.builtInCars)
        // when
        presenter.didChangeSearchQuery("toy")
        try scheduler.advance(by: .milliseconds(299))
        // then
        #expect(presenter.state.cars.count == 5)
        #expect(presenter.state.pendingQuery == "toy")
        // when
        try scheduler.advance(by: .milliseconds(1))
        // then
        #expect(presenter.state.cars.map(\.id) == ["c1"])
        #expect(presenter.state.query == "toy")
        #expect(presenter.state.pendingQuery == nil)
    }

    @Test func searchFiltersTheLoadedCarsWithoutLoadingAgain() throws {
        // given
        presenter.didObtainCars(CarsFeature.builtInCars)
        // when
        presenter.didChangeSearchQuery("o")
        try scheduler.runUntilIdle()
        // then
        #expect(presenter.state.cars.map(\.id) == ["c1", "c2", "c3", "c4"])
        #expect(interactor.obtainCount == 0)
    }

    @Test func threeSearchesWithin300msSearchOnceForTheLast() throws {
        // when
        presenter.didChangeSearchQuery("t")
        try scheduler.advance(by: .milliseconds(100))
        presenter.didChangeSearchQuery("to")
        try scheduler.advance(by: .milliseconds(100))
        presenter.didChangeSearchQuery("toy")
        try scheduler.advance(by: .milliseconds(299))
        // then
        #expect(presenter.state.query == "")
        // when
        try scheduler.runUntilIdle()
        // then
        #expect(presenter.state.query == "toy")
        #expect(view.viewModels.map(\.query) == ["toy"])
        #expect(scheduler.now == .milliseconds(500))
    }

    @Test func searchesFurtherApartThan300msSearchEachTime() throws {
        // when
        presenter.didChangeSearchQuery("ford")
        try scheduler.advance(by: .milliseconds(300))
        presenter.didChangeSearchQuery("bmw")
        try scheduler.advance(by: .milliseconds(300))
        // then
        #expect(view.viewModels.map(\.query) == ["ford", "bmw"])
    }

    @Test func anEmptySearchClearsTheFilter() throws {
        // given
        presenter.didObtainCars(CarsFeature.builtInCars)
        presenter.didChangeSearchQuery("ford")
        try scheduler.runUntilIdle()
        // when
        presenter.didChangeSearchQuery("")
        try scheduler.runUntilIdle()
        // then
        #expect(presenter.state.query == "")
        #expect(presenter.state.cars == CarsFeature.builtInCars)
    }

    @Test func searchTextIsTrimmedOfBlanks() throws {
        // when
        presenter.didChangeSearchQuery("  tesla ")
        try scheduler.runUntilIdle()
        // then
        #expect(presenter.state.query == "tesla")
    }

    @Test func theQueryIsShownWithTheRows() throws {
        // given
        presenter.didChangeSearchQuery("ford")
        try scheduler.runUntilIdle()
        // when
        presenter.didObtainCars([CarsFeature.builtInCars[2]])
        // then
        #expect(view.viewModels.last == CarsListViewModel(rows: ["Ford Mustang"], query: "ford"))
    }

    @Test func refreshedCarsAreFilteredByTheCurrentQuery() throws {
        // given
        presenter.didChangeSearchQuery("civic")
        try scheduler.runUntilIdle()
        // when
        presenter.didTriggerRefreshEvent()
        presenter.didObtainCars(CarsFeature.builtInCars)
        // then
        #expect(interactor.obtainCount == 1)
        #expect(presenter.state.cars.map(\.id) == ["c2"])
        #expect(view.viewModels.last == CarsListViewModel(rows: ["Honda Civic"], query: "civic"))
    }

    @Test func aCreatedCarMakesTheListObtainCarsAgain() {
        // when
        presenter.didCreateCar(Car(id: "c6", make: "Kia", model: "Rio"))
        // then
        #expect(interactor.obtainCount == 1)
    }

    @Test func aDeletedCarMakesTheListObtainCarsAgain() {
        // when
        presenter.didDeleteCar(id: "c2")
        // then
        #expect(interactor.obtainCount == 1)
    }

    @Test func stateHasRowsAndQuery() throws {
        // given
        presenter.didObtainCars([CarsFeature.builtInCars[0]])
        presenter.didChangeSearchQuery("toy")
        // when
        let state = presenter.moduleState()
        // then
        #expect(state == [
            "rows": [["id": "c1", "make": "Toyota", "model": "Corolla"]],
            "query": "",
            "pendingQuery": "toy",
            "loading": false,
            "error": nil,
        ])
    }

    @Test func theListTakesNoOutputAndNoParameters() {
        #expect(throws: ModuleWiringError.self) { try presenter.setModuleOutput(UnrelatedModuleOutput()) }
        #expect(throws: ModuleWiringError.self) {
            try presenter.configure(withParameters: ModuleParameters(["carId": "c1"]))
        }
    }

    @Test func thePresenterDoesNotKeepItsView() {
        // given
        var view: CarsListViewSpy? = CarsListViewSpy()
        presenter.view = view
        weak let weakView = view
        // when
        view = nil
        // then
        #expect(weakView == nil)
        #expect(presenter.view == nil)
    }
}
