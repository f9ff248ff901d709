import Testing
import ViperRuntime
import ViperRuntimeTesting
@testable import CarsModule

/// Whole flows through a `SessionTester` whose session is built from a registry with the Cars
/// feature, as the shell drives them; after every close the tracker must show
/// nothing left of the closed modules.
@MainActor
@Suite("Cars flows")
struct CarsFlowTests {
    let tester: SessionTester

    init() throws {
        tester = try makeCarsTester()
    }

    private var rowIds: [String] {
        tester.state["rows"]?.arrayValue?.compactMap { $0["id"]?.stringValue } ?? []
    }

    private var topName: String? { tester.session.top?.moduleName }

    @Test func theListShowsTheBuiltInCars() throws {
        // when
        try tester.open("CarsList")
        // then
        #expect(tester.screenText == """
            Cars
            ====
            1. Toyota Corolla
            2. Honda Civic
            3. Ford Mustang
            4. Tesla Model 3
            5. BMW 330i

            Actions: select <n>, create, search [text...], refresh
            """)
        #expect(rowIds == ["c1", "c2", "c3", "c4", "c5"])
        #expect(tester.state["query"] == "")
    }

    @Test func theListSaysItIsLoadingForExactlyTheRepositorysLatency() throws {
        // when
        try tester.session.open("CarsList")
        try tester.wait(.milliseconds(199))
        // then
        #expect(tester.screenText.contains("Loading cars..."))
        #expect(tester.state["loading"] == true)
        #expect(rowIds.isEmpty)
        // when
        try tester.wait(.milliseconds(1))
        // then
        #expect(rowIds == ["c1", "c2", "c3", "c4", "c5"])
        #expect(!tester.screenText.contains("Loading"))
    }

    @Test func aFailedLoadIsShownWithRetryWhichLoadsAgain() throws {
        // given a repository that fails
        let repository = CarRepositorySpy()
        repository.failure = CarRepositorySpy.Failure(description: "the store is offline")
        let registry = ModuleRegistry()
        try CarsFeature.register(in: registry, repository: repository)
        let tester = SessionTester(registry: registry)
        // when
        try tester.open("CarsList")
        // then
        #expect(tester.screenText.contains("! Could not load cars: the store is offline"))
        #expect(tester.session.top?.availableActions.map(\.action.name) == ["select", "create", "search", "refresh", "retry"])
        // when the store is back and the user retries
        repository.failure = nil
        try tester.perform("retry")
        // then
        #expect(tester.state["rows"]?.arrayValue?.count == 5)
        #expect(!tester.screenText.contains("Could not load"))
        #expect(tester.session.top?.availableActions.map(\.action.name) == ["select", "create", "search", "refresh"])
        #expect(repository.calls == [.obtainAll, .obtainAll])
    }

    @Test func aSaveTheRepositoryRefusesKeepsTheFormOpenWithEveryValue() throws {
        // given
        let repository = CarRepositorySpy()
        let registry = ModuleRegistry()
        try CarsFeature.register(in: registry, repository: repository)
        let tester = SessionTester(registry: registry)
        try tester.open("CarsList")
        try tester.perform("create")
        try tester.perform("fill", "make", "Kia")
        try tester.perform("fill", "model", "Rio")
        repository.failure = CarRepositorySpy.Failure(description: "disk full")
        // when
        try tester.perform("save")
        // then
        #expect(tester.session.top?.moduleName == "CreateCar")
        #expect(tester.screenText.contains("! Could not save: disk full"))
        #expect(tester.state["fields"] == ["make": "Kia", "model": "Rio", "trim": ""])
        #expect(repository.store.obtainAllCars().count == 5)
    }

    @Test func closingTheDetailWhileItDeletesCancelsTheDeleteAndLeavesNothingAlive() throws {
        // given
        try tester.open("CarsList")
        try tester.perform("select", "2")
        // when: delete is asked for, and the detail closes before the repository answers
        try tester.session.perform(action: "delete", words: [])
        try tester.wait(.milliseconds(100))
        try tester.back()
        try tester.settle()
        // then
        #expect(rowIds == ["c1", "c2", "c3", "c4", "c5"])
        #expect(throws: Never.self) { try tester.session.tracker.assertNoSurvivors(of: "CarDetail") }
    }

    @Test func selectPushesTheDetailAndBackReturnsToTheList() throws {
        // given
        try tester.open("CarsList")
        // when
        try tester.perform("select", "3")
        // then
        #expect(topName == "CarDetail")
        #expect(tester.session.top?.style == .push)
        #expect(tester.session.top?.id.description == "CarDetail#1")
        #expect(tester.state == ["carId": "c3", "car": ["id": "c3", "make": "Ford", "model": "Mustang", "trim": "GT"], "loading": false, "error": nil])
        #expect(tester.screenText.contains("Trim:  GT"))
        // when
        try tester.back()
        // then
        #expect(topName == "CarsList")
        #expect(tester.session.stack.depth == 1)
        #expect(tester.session.tracker.liveCount(module: "CarDetail") == 0)
        #expect(throws: Never.self) { try tester.session.tracker.assertNoSurvivors(of: "CarDetail") }
    }

    @Test func selectingPastTheEndIsAnErrorAndOpensNothing() throws {
        // given
        try tester.open("CarsList")
        // then
        #expect(throws: ViewActionError("no row 9; the list has 5 rows")) { try tester.perform("select", "9") }
        #expect(tester.session.stack.depth == 1)
    }

    @Test func deletingFromTheDetailClosesItAndTheListNoLongerShowsTheCar() throws {
        // given
        try tester.open("CarsList")
        try tester.perform("select", "2")
        // when
        try tester.perform("delete")
        // then
        #expect(topName == "CarsList")
        #expect(rowIds == ["c1", "c3", "c4", "c5"])
        #expect(!tester.screenText.contains("Honda"))
        #expect(throws: Never.self) { try tester.session.tracker.assertNoSurvivors(of: "CarDetail") }
    }

    @Test func createFillSaveAddsTheCarAsTheLastRow() throws {
        // given
        try tester.open("CarsList")
        // when
        try tester.perform("create")
        // then
        #expect(topName == "CreateCar")
        #expect(tester.session.top?.style == .present)
        // when
        try tester.perform("fill", "make", "Tesla")
        try tester.perform("fill", "model", "Model", "Y")
        try tester.perform("fill", "trim", "Performance")
        try tester.perform("save")
        // then
        #expect(topName == "CarsList")
        #expect(rowIds == ["c1", "c2", "c3", "c4", "c5", "c6"])
        #expect(tester.screenText.contains("6. Tesla Model Y"))
        #expect(throws: Never.self) { try tester.session.tracker.assertNoSurvivors(of: "CreateCar") }
        // when: the new car has its details
        try tester.perform("select", "6")
        // then
        #expect(tester.state["car"] == ["id": "c6", "make": "Tesla", "model": "Model Y", "trim": "Performance"])
    }

    @Test func aFailedSaveStaysAndNamesEachBadField() throws {
        // given
        try tester.open("CarsList")
        try tester.perform("create")
        try tester.session.perform(action: "fill", words: ["make", "   "])
        try tester.session.perform(action: "fill", words: ["model", String(repeating: "m", count: 41)])
        try tester.session.perform(action: "fill", words: ["trim", "L\u{1B}[2JE"])
        // when
        try tester.perform("save")
        // then
        #expect(topName == "CreateCar")
        #expect(tester.state["errors"] == [
            "make is required", "model is longer than 40 characters", "trim contains control characters",
        ])
        #expect(tester.state["fields"]?["trim"] == "L\u{1B}[2JE")
        let text = tester.screenText
        #expect(text.contains("! make is required"))
        #expect(text.contains("Trim:  L\\u{1B}[2JE"))
        #expect(!text.contains("\u{1B}"))
        // when: fixed and saved again
        try tester.perform("fill", "make", "Kia")
        try tester.session.perform(action: "fill", words: ["model", "Rio"])
        try tester.session.perform(action: "fill", words: ["trim", ""])
        try tester.perform("save")
        // then
        #expect(topName == "CarsList")
        #expect(tester.screenText.contains("6. Kia Rio"))
    }

    @Test func cancelClosesAndChangesNothing() throws {
        // given
        try tester.open("CarsList")
        try tester.perform("create")
        try tester.perform("fill", "make", "Kia")
        // when
        try tester.perform("cancel")
        // then
        #expect(topName == "CarsList")
        #expect(rowIds == ["c1", "c2", "c3", "c4", "c5"])
        #expect(throws: Never.self) { try tester.session.tracker.assertNoSurvivors(of: "CreateCar") }
    }

    @Test func searchFiltersAfterTheDebounceOnTheVirtualClock() throws {
        // given
        try tester.open("CarsList")
        let loaded = tester.session.scheduler.now
        // when
        try tester.session.perform(action: "search", words: ["mo"])
        try tester.wait(.milliseconds(100))
        try tester.session.perform(action: "search", words: ["mod"])
        try tester.wait(.milliseconds(299))
        // then: still unfiltered, the search is pending
        #expect(rowIds.count == 5)
        #expect(tester.state["pendingQuery"] == "mod")
        // when
        try tester.wait(.milliseconds(1))
        // then: filtered from the cars already loaded, with no new load
        #expect(rowIds == ["c4"])
        #expect(tester.state["query"] == "mod")
        #expect(tester.state["loading"] == false)
        #expect(tester.session.scheduler.now == loaded + .milliseconds(400))
        // when: no text clears the filter
        try tester.perform("search")
        // then
        #expect(rowIds.count == 5)
        #expect(tester.state["query"] == "")
    }

    @Test func aSearchMatchingNothingSaysNoCars() throws {
        // given
        try tester.open("CarsList")
        // when
        try tester.perform("search", "lada")
        // then
        #expect(tester.screenText.contains("No cars"))
        #expect(rowIds.isEmpty)
    }

    @Test func anEmptyDataSetSaysNoCars() throws {
        // given
        let tester = try makeCarsTester(cars: [])
        // when
        try tester.open("CarsList")
        // then
        #expect(tester.screenText.contains("No cars"))
        #expect(throws: ViewActionError("no row 1; the list is empty")) { try tester.perform("select", "1") }
    }

    @Test func theDetailOpensFromTheShellWithACarId() throws {
        // when
        try tester.open("CarDetail", parameters: ["carId": "c5"])
        // then
        #expect(tester.session.top?.style == .root)
        #expect(tester.screenText.hasPrefix("BMW 330i\n"))
        #expect(tester.state["car"]?["trim"] == "Sport")
    }

    @Test func anUnknownIdShowsCarNotFoundAndDoesNotOfferDelete() throws {
        // given
        try tester.open("CarDetail", parameters: ["carId": "c9"])
        // then
        #expect(tester.screenText.contains("Car not found"))
        #expect(tester.state == ["carId": "c9", "car": nil, "loading": false, "error": nil])
        #expect(throws: TransitionError.actionUnavailable(action: "delete", reason: "car c9 not found; nothing to delete")) {
            try tester.perform("delete")
        }
    }

    @Test func theDetailNeedsACarId() {
        #expect(throws: RegistryError.missingParameter(module: "CarDetail", parameter: "carId")) {
            try tester.open("CarDetail")
        }
    }

    @Test func refreshShowsChangesMadeThroughTheRepository() throws {
        // given
        let repository = InMemoryCarRepository(cars: CarsFeature.builtInCars)
        let registry = ModuleRegistry()
        try CarsFeature.register(in: registry, repository: repository)
        let tester = SessionTester(registry: registry)
        try tester.open("CarsList")
        _ = repository.createCar(from: CarDraft(make: "Kia", model: "Rio"))
        // when
        try tester.perform("refresh")
        // then
        #expect(tester.screenText.contains("6. Kia Rio"))
    }

    @Test func aFilteredListKeepsItsFilterAfterADelete() throws {
        // given
        try tester.open("CarsList")
        try tester.perform("search", "o")
        #expect(rowIds == ["c1", "c2", "c3", "c4"])
        // when
        try tester.perform("select", "1")
        try tester.perform("delete")
        // then
        #expect(rowIds == ["c2", "c3", "c4"])
        #expect(tester.state["query"] == "o")
    }

    @Test func aLongFlowLeavesOnlyTheRootAlive() throws {
        // given
        try tester.open("CarsList")
        // when
        for round in 1...20 {
            try tester.perform("select", "1")
            try tester.back()
            try tester.perform("create")
            try tester.perform("fill", "make", "Make\(round)")
            try tester.perform("fill", "model", "Model")
            try tester.perform("save")
            try tester.perform("select", "\(rowIds.count)")
            try tester.perform("delete")
        }
        // then
        #expect(rowIds == ["c1", "c2", "c3", "c4", "c5"])
        #expect(tester.session.tracker.modulesWithLiveComponents == ["CarsList"])
        #expect(tester.session.tracker.liveCount() == 5)
        // then: closing everything leaves nothing alive and nothing pending
        tester.finish()
    }

    @Test func eachRegistrationIsANewSessionsData() throws {
        // given
        try tester.open("CarsList")
        try tester.perform("select", "1")
        try tester.perform("delete")
        // when
        let fresh = try makeCarsTester()
        try fresh.open("CarsList")
        // then
        #expect(fresh.state["rows"]?.arrayValue?.count == 5)
    }

    @Test func theDumpHasTheStackWithStates() throws {
        // given
        try tester.open("CarsList")
        try tester.perform("select", "4")
        // when
        let dump = tester.session.dump()
        // then
        let frames = try #require(dump["stack"]?.arrayValue)
        #expect(frames.map { $0["id"] } == ["CarsList#1", "CarDetail#1"])
        #expect(frames[1]["style"] == "push")
        #expect(frames[1]["screen"]?["title"] == "Tesla Model 3")
        #expect(frames[1]["state"]?["carId"] == "c4")
    }

    @Test func aRootDetailThatDeletesItsCarStaysAndSaysSo() throws {
        // given
        try tester.open("CarDetail", parameters: ["carId": "c1"])
        // when
        try tester.perform("delete")
        // then
        #expect(tester.session.stack.depth == 1)
        #expect(tester.screenText.contains("Car c1 was deleted"))
        #expect(throws: TransitionError.actionUnavailable(action: "delete", reason: "car c1 is already deleted")) {
            try tester.perform("delete")
        }
        // when
        try tester.open("CarsList")
        // then
        #expect(rowIds == ["c2", "c3", "c4", "c5"])
        #expect(tester.session.tracker.liveCount(module: "CarDetail") == 0)
    }

    @Test func aRootFormThatSavesStaysEmptyAndSaysSo() throws {
        // given
        try tester.open("CreateCar")
        try tester.perform("fill", "make", "Kia")
        try tester.perform("fill", "model", "Rio")
        // when
        try tester.perform("save")
        // then
        #expect(tester.session.stack.depth == 1)
        #expect(tester.screenText.contains("Saved Kia Rio as c6"))
        #expect(tester.state["fields"] == ["make": "", "model": "", "trim": ""])
        // when
        try tester.open("CarsList")
        // then
        #expect(tester.screenText.contains("6. Kia Rio"))
        #expect(tester.session.tracker.liveCount(module: "CreateCar") == 0)
    }
}
