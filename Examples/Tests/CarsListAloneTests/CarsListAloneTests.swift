import CarsModule
import Testing
import ViperRuntimeTesting

/// viper-shell's CarsList tested alone, from outside the package: CarDetail
/// and CreateCar are fakes; what the list asks for is read from the
/// navigation log, and the fakes play their modules' parts.
@MainActor
@Suite("CarsList alone")
struct CarsListAloneTests {
    private func makeTester() throws -> SessionTester {
        try SessionTester { registry, services in
            try CarsFeature.register(in: registry, services: services, cars: CarsFeature.builtInCars)
        }
    }

    @Test func selectAsksForTheRowsCarByPush() throws {
        // given
        let tester = try makeTester()
        try tester.open(CarsList.key, alone: true)
        // when
        try tester.perform("select", "2")
        // then
        let request = try #require(tester.requests(toOpen: CarDetail.key).last)
        #expect(request.kind == .push)
        #expect(request.input == ["carId": "c2"])
        #expect(request.from.description == "CarsList#1")
        #expect(request.isFake)
        #expect(tester.frameIDs == ["CarsList#1", "CarDetail#1"])
        #expect(tester.calls(CarsEndpoints.fetch).isEmpty)  // CarDetail was not built
        tester.finish()
    }

    @Test func aDelayedRepositoryAnswersAfterItsLatencyOnTheSessionsClockThroughTheEndpoints() throws {
        // given: the repository the Cars modules use, over a store of the test's own, started from a test's task
        let tester = try makeTester()
        let repository = DelayedCarRepository(
            base: InMemoryCarRepository(cars: Array(CarsFeature.builtInCars.prefix(2))), services: tester.services,
            latency: .milliseconds(500))
        let answer = CarsAnswer()
        // when
        tester.session.scheduler.capturingTasks {
            Task { answer.cars = try await repository.obtainAllCars() }
        }
        try tester.wait(.milliseconds(499))
        // then
        #expect(answer.cars == nil)
        #expect(tester.calls(CarsEndpoints.fetchAll).map(\.outcome) == [.pending])
        // when
        try tester.wait(.milliseconds(1))
        // then
        #expect(answer.cars?.map(\.id) == ["c1", "c2"])
        #expect(tester.calls(CarsEndpoints.fetchAll).count == 1)
        tester.finish()
    }

    /// As docs/failure-paths.md shows it.
    @Test func aCarCreatedByCreateCarMakesTheListLoadAgain() throws {
        let tester = try SessionTester { registry, services in
            try CarsFeature.register(in: registry, services: services, cars: CarsFeature.builtInCars)
        }
        try tester.open(CarsList.key, alone: true)
        try tester.perform("select", "2")
        #expect(tester.requests(toOpen: CarDetail.key).last?.input == ["carId": "c2"])
        try tester.back()
        try tester.perform("create")
        let createCar = try tester.fake(CreateCar.key)
        let kia = Car(id: "c6", make: "Kia", model: "Rio", trim: "LX")
        try tester.stub(CarsEndpoints.fetchAll, .returns(CarsFeature.builtInCars + [kia]), times: 1)
        try createCar.emit { (output: any CreateCarModuleOutput) in output.didCreateCar(kia) }
        try createCar.close()
        #expect(tester.screenText.contains("6. Kia Rio"))
        #expect(tester.requests(toOpen: CreateCar.key).last?.kind == .present)
        #expect(tester.calls(CarsEndpoints.fetchAll).count == 2)
        #expect(tester.navigation.last?.kind == .close)
        tester.finish()
    }
}

/// What a test's task got from a repository.
@MainActor
private final class CarsAnswer {
    var cars: [Car]?
}
