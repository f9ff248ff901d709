import Testing
import ViperRuntime
@testable import CarsModule

/// Whole flows through a `ViperSession` built from a registry with the Cars
/// feature, as the shell drives them; after every close the tracker must show
/// nothing left of the closed modules.
@MainActor
@Suite("Cars flows")
struct CarsFlowTests {
    let session: ViperSession

    init() throws {
        session = try makeCarsSession()
    }

    private var rowIds: [String] {
        session.topState["rows"]?.arrayValue?.compactMap { $0["id"]?.stringValue } ?? []
    }

    private var topName: String? { session.top?.moduleName }

    @Test func theListShowsTheBuiltInCars() throws {
        // when
        try session.openAndSettle("CarsList")
        // then
        #expect(session.topScreenText == """
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
        #expect(session.topState["query"] == "")
    }

    @Test func theListSaysItIsLoadingForExactlyTheRepositorysLatency() throws {
        // when
        try session.open("CarsList")
        try session.wait(.milliseconds(199))
        // then
        #expect(session.topScreenText.contains("Loading cars..."))
        #expect(session.topState["loading"] == true)
        #expect(rowIds.isEmpty)
        // when
        try session.wait(.milliseconds(1))
        // then
        #expect(rowIds == ["c1", "c2", "c3", "c4", "c5"])
        #expect(!session.topScreenText.contains("Loading"))
    }

    @Test func aFailedLoadIsShownWithRetryWhichLoadsAgain() throws {
        // given a repository that fails
        let repository = CarRepositorySpy()
        repository.failure = CarRepositorySpy.Failure(description: "the store is offline")
        let registry = ModuleRegistry()
        try CarsFeature.register(in: registry, repository: repository)
        let session = ViperSession(registry: registry)
        // when
        try session.openAndSettle("CarsList")
        // then
        #expect(session.topScreenText.contains("! Could not load cars: the store is offline"))
        #expect(session.top?.availableActions.map(\.action.name) == ["select", "create", "search", "refresh", "retry"])
        // when the store is back and the user retries
        repository.failure = nil
        try session.perform("retry")
        // then
        #expect(session.topState["rows"]?.arrayValue?.count == 5)
        #expect(!session.topScreenText.contains("Could not load"))
        #expect(session.top?.availableActions.map(\.action.name) == ["select", "create", "search", "refresh"])
        #expect(repository.calls == [.obtainAll, .obtainAll])
    }

    @Test func aSaveTheRepositoryRefusesKeepsTheFormOpenWithEveryValue() throws {
        // given
        let repository = CarRepositorySpy()
        let registry = ModuleRegistry()
        try CarsFeature.register(in: registry, repository: repository)
        let session = ViperSession(registry: registry)
        try session.openAndSettle("CarsList")
        try session.perform("create")
        try session.perform("fill make Kia")
        try session.perform("fill model Rio")
        repository.failure = CarRepositorySpy.Failure(description: "disk full")
        // when
        try session.perform("save")
        // then
        #expect(session.top?.moduleName == "CreateCar")
        #expect(session.topScreenText.contains("! Could not save: disk full"))
        #expect(session.topState["fields"] == ["make": "Kia", "model": "Rio", "trim": ""])
        #expect(repository.store.obtainAllCars().count == 5)
    }

    @Test func closingTheDetailWhileItDeletesCancelsTheDeleteAndLeavesNothingAlive() throws {
        // given
        try session.openAndSettle("CarsList")
        try session.perform("select 2")
        // when: delete is asked for, and the detail closes before the repository answers
        try session.perform(action: "delete", words: [])
        try session.wait(.milliseconds(100))
        try session.back()
        try session.settle()
        // then
        #expect(rowIds == ["c1", "c2", "c3", "c4", "c5"])
        #expect(throws: Never.self) { try session.tracker.assertNoSurvivors(of: "CarDetail") }
    }

    @Test func selectPushesTheDetailAndBackReturnsToTheList() throws {
        // given
        try session.openAndSettle("CarsList")
        // when
        try session.perform("select 3")
        // then
        #expect(topName == "CarDetail")
        #expect(session.top?.style == .push)
        #expect(session.top?.id.description == "CarDetail#1")
        #expect(session.topState == ["carId": "c3", "car": ["id": "c3", "make": "Ford", "model": "Mustang", "trim": "GT"], "loading": false, "error": nil])
        #expect(session.topScreenText.contains("Trim:  GT"))
        // when
        try session.back()
        // then
        #expect(topName == "CarsList")
        #expect(session.stack.depth == 1)
        #expect(session.tracker.liveCount(module: "CarDetail") == 0)
        #expect(throws: Never.self) { try session.tracker.assertNoSurvivors(of: "CarDetail") }
    }

    @Test func selectingPastTheEndIsAnErrorAndOpensNothing() throws {
        // given
        try session.openAndSettle("CarsList")
        // then
        #expect(throws: ViewActionError("no row 9; the list has 5 rows")) { try session.perform("select 9") }
        #expect(session.stack.depth == 1)
    }

    @Test func deletingFromTheDetailClosesItAndTheListNoLongerShowsTheCar() throws {
        // given
        try session.openAndSettle("CarsList")
        try session.perform("select 2")
        // when
        try session.perform("delete")
        // then
        #expect(topName == "CarsList")
        #expect(rowIds == ["c1", "c3", "c4", "c5"])
        #expect(!session.topScreenText.contains("Honda"))
        #expect(throws: Never.self) { try session.tracker.assertNoSurvivors(of: "CarDetail") }
    }

    @Test func createFillSaveAddsTheCarAsTheLastRow() throws {
        // given
        try session.openAndSettle("CarsList")
        // when
        try session.perform("create")
        // then
        #expect(topName == "CreateCar")
        #expect(session.top?.style == .present)
        // when
        try session.perform("fill make Tesla")
        try session.perform("fill model Model Y")
        try session.perform("fill trim Performance")
        try session.perform("save")
        // then
        #expect(topName == "CarsList")
        #expect(rowIds == ["c1", "c2", "c3", "c4", "c5", "c6"])
        #expect(session.topScreenText.contains("6. Tesla Model Y"))
        #expect(throws: Never.self) { try session.tracker.assertNoSurvivors(of: "CreateCar") }
        // when: the new car has its details
        try session.perform("select 6")
        // then
        #expect(session.topState["car"] == ["id": "c6", "make": "Tesla", "model": "Model Y", "trim": "Performance"])
    }

    @Test func aFailedSaveStaysAndNamesEachBadField() throws {
        // given
        try session.openAndSettle("CarsList")
        try session.perform("create")
        try session.perform(action: "fill", words: ["make", "   "])
        try session.perform(action: "fill", words: ["model", String(repeating: "m", count: 41)])
        try session.perform(action: "fill", words: ["trim", "L\u{1B}[2JE"])
        // when
        try session.perform("save")
        // then
        #expect(topName == "CreateCar")
        #expect(session.topState["errors"] == [
            "make is required", "model is longer than 40 characters", "trim contains control characters",
        ])
        #expect(session.topState["fields"]?["trim"] == "L\u{1B}[2JE")
        let text = session.topScreenText
        #expect(text.contains("! make is required"))
        #expect(text.contains("Trim:  L\\u{1B}[2JE"))
        #expect(!text.contains("\u{1B}"))
        // when: fixed and saved again
        try session.perform("fill make Kia")
        try session.perform(action: "fill", words: ["model", "Rio"])
        try session.perform(action: "fill", words: ["trim", ""])
        try session.perform("save")
        // then
        #expect(topName == "CarsList")
        #expect(session.topScreenText.contains("6. Kia Rio"))
    }

    @Test func cancelClosesAndChangesNothing() throws {
        // given
        try session.openAndSettle("CarsList")
        try session.perform("create")
        try session.perform("fill make Kia")
        // when
        try session.perform("cancel")
        // then
        #expect(topName == "CarsList")
        #expect(rowIds == ["c1", "c2", "c3", "c4", "c5"])
        #expect(throws: Never.self) { try session.tracker.assertNoSurvivors(of: "CreateCar") }
    }

    @Test func searchFiltersAfterTheDebounceOnTheVirtualClock() throws {
        // given
        try session.openAndSettle("CarsList")
        let loaded = session.scheduler.now
        // when
        try session.perform(action: "search", words: ["mo"])
        try session.wait(.milliseconds(100))
        try session.perform(action: "search", words: ["mod"])
        try session.wait(.milliseconds(299))
        // then: still unfiltered, the search is pending
        #expect(rowIds.count == 5)
        #expect(session.topState["pendingQuery"] == "mod")
        // when
        try session.wait(.milliseconds(1))
        // then: filtered from the cars already loaded, with no new load
        #expect(rowIds == ["c4"])
        #expect(session.topState["query"] == "mod")
        #expect(session.topState["loading"] == false)
        #expect(session.scheduler.now == loaded + .milliseconds(400))
        // when: no text clears the filter
        try session.perform("search")
        // then
        #expect(rowIds.count == 5)
        #expect(session.topState["query"] == "")
    }

    @Test func aSearchMatchingNothingSaysNoCars() throws {
        // given
        try session.openAndSettle("CarsList")
        // when
        try session.perform("search lada")
        // then
        #expect(session.topScreenText.contains("No cars"))
        #expect(rowIds.isEmpty)
    }

    @Test func anEmptyDataSetSaysNoCars() throws {
        // given
        let session = try makeCarsSession(cars: [])
        // when
        try session.openAndSettle("CarsList")
        // then
        #expect(session.topScreenText.contains("No cars"))
        #expect(throws: ViewActionError("no row 1; the list is empty")) { try session.perform("select 1") }
    }

    @Test func theDetailOpensFromTheShellWithACarId() throws {
        // when
        try session.openAndSettle("CarDetail", parameters: ["carId": "c5"])
        // then
        #expect(session.top?.style == .root)
        #expect(session.topScreenText.hasPrefix("BMW 330i\n"))
        #expect(session.topState["car"]?["trim"] == "Sport")
    }

    @Test func anUnknownIdShowsCarNotFoundAndDoesNotOfferDelete() throws {
        // given
        try session.openAndSettle("CarDetail", parameters: ["carId": "c9"])
        // then
        #expect(session.topScreenText.contains("Car not found"))
        #expect(session.topState == ["carId": "c9", "car": nil, "loading": false, "error": nil])
        #expect(throws: TransitionError.actionUnavailable(action: "delete", reason: "car c9 not found; nothing to delete")) {
            try session.perform("delete")
        }
    }

    @Test func theDetailNeedsACarId() {
        #expect(throws: RegistryError.missingParameter(module: "CarDetail", parameter: "carId")) {
            try session.openAndSettle("CarDetail")
        }
    }

    @Test func refreshShowsChangesMadeThroughTheRepository() throws {
        // given
        let repository = InMemoryCarRepository(cars: CarsFeature.builtInCars)
        let registry = ModuleRegistry()
        try CarsFeature.register(in: registry, repository: repository)
        let session = ViperSession(registry: registry)
        try session.openAndSettle("CarsList")
        _ = repository.createCar(from: CarDraft(make: "Kia", model: "Rio"))
        // when
        try session.perform("refresh")
        // then
        #expect(session.topScreenText.contains("6. Kia Rio"))
    }

    @Test func aFilteredListKeepsItsFilterAfterADelete() throws {
        // given
        try session.openAndSettle("CarsList")
        try session.perform("search o")
        #expect(rowIds == ["c1", "c2", "c3", "c4"])
        // when
        try session.perform("select 1")
        try session.perform("delete")
        // then
        #expect(rowIds == ["c2", "c3", "c4"])
        #expect(session.topState["query"] == "o")
    }

    @Test func aLongFlowLeavesOnlyTheRootAlive() throws {
        // given
        try session.openAndSettle("CarsList")
        // when
        for round in 1...20 {
            try session.perform("select 1")
            try session.back()
            try session.perform("create")
            try session.perform("fill make Make\(round)")
            try session.perform("fill model Model")
            try session.perform("save")
            try session.perform("select \(rowIds.count)")
            try session.perform("delete")
        }
        // then
        #expect(rowIds == ["c1", "c2", "c3", "c4", "c5"])
        #expect(session.tracker.modulesWithLiveComponents == ["CarsList"])
        #expect(session.tracker.liveCount() == 5)
        // when
        session.closeAll()
        // then
        #expect(session.tracker.liveCount() == 0)
    }

    @Test func eachRegistrationIsANewSessionsData() throws {
        // given
        try session.openAndSettle("CarsList")
        try session.perform("select 1")
        try session.perform("delete")
        // when
        let fresh = try makeCarsSession()
        try fresh.openAndSettle("CarsList")
        // then
        #expect(fresh.topState["rows"]?.arrayValue?.count == 5)
    }

    @Test func theDumpHasTheStackWithStates() throws {
        // given
        try session.openAndSettle("CarsList")
        try session.perform("select 4")
        // when
        let dump = session.dump()
        // then
        let frames = try #require(dump["stack"]?.arrayValue)
        #expect(frames.map { $0["id"] } == ["CarsList#1", "CarDetail#1"])
        #expect(frames[1]["style"] == "push")
        #expect(frames[1]["screen"]?["title"] == "Tesla Model 3")
        #expect(frames[1]["state"]?["carId"] == "c4")
    }

    @Test func aRootDetailThatDeletesItsCarStaysAndSaysSo() throws {
        // given
        try session.openAndSettle("CarDetail", parameters: ["carId": "c1"])
        // when
        try session.perform("delete")
        // then
        #expect(session.stack.depth == 1)
        #expect(session.topScreenText.contains("Car c1 was deleted"))
        #expect(throws: TransitionError.actionUnavailable(action: "delete", reason: "car c1 is already deleted")) {
            try session.perform("delete")
        }
        // when
        try session.openAndSettle("CarsList")
        // then
        #expect(rowIds == ["c2", "c3", "c4", "c5"])
        #expect(session.tracker.liveCount(module: "CarDetail") == 0)
    }

    @Test func aRootFormThatSavesStaysEmptyAndSaysSo() throws {
        // given
        try session.openAndSettle("CreateCar")
        try session.perform("fill make Kia")
        try session.perform("fill model Rio")
        // when
        try session.perform("save")
        // then
        #expect(session.stack.depth == 1)
        #expect(session.topScreenText.contains("Saved Kia Rio as c6"))
        #expect(session.topState["fields"] == ["make": "", "model": "", "trim": ""])
        // when
        try session.openAndSettle("CarsList")
        // then
        #expect(session.topScreenText.contains("6. Kia Rio"))
        #expect(session.tracker.liveCount(module: "CreateCar") == 0)
    }
}
