import Testing
@testable import CarsModule

@MainActor
@Suite("CarDetail interactor")
struct CarDetailInteractorTests {
    let scheduler = VirtualScheduler()
    let repository = CarRepositorySpy()
    let output = CarDetailInteractorOutputSpy()
    let interactor: CarDetailInteractor

    init() {
        interactor = CarDetailInteractor(repository: repository)
        interactor.output = output
    }

    @Test func obtainsAKnownCar() throws {
        // when
        scheduler.capturingTasks { interactor.obtainCar(withId: "c4") }
        try scheduler.runUntilIdle()
        // then
        #expect(output.reports == [.obtained(Car(id: "c4", make: "Tesla", model: "Model 3", trim: "Long Range"))])
        #expect(repository.calls == [.obtain(id: "c4")])
    }

    @Test func reportsAnUnknownCar() throws {
        // when
        scheduler.capturingTasks { interactor.obtainCar(withId: "c42") }
        try scheduler.runUntilIdle()
        // then
        #expect(output.reports == [.notFound("c42")])
    }

    @Test func aFailedReadIsReportedWithWhy() throws {
        // given
        repository.failure = CarRepositorySpy.Failure(description: "offline")
        // when
        scheduler.capturingTasks { interactor.obtainCar(withId: "c4") }
        try scheduler.runUntilIdle()
        // then
        #expect(output.reports == [.obtainFailed("c4", message: "offline")])
    }

    @Test func deletesThroughTheRepository() throws {
        // when
        scheduler.capturingTasks { interactor.deleteCar(withId: "c2") }
        try scheduler.runUntilIdle()
        // then
        #expect(output.reports == [.deleted("c2")])
        #expect(repository.calls == [.delete(id: "c2")])
        #expect(repository.store.obtainCar(withId: "c2") == nil)
    }

    @Test func deletingACarThatIsGoneReportsItNotFound() throws {
        // when
        scheduler.capturingTasks { interactor.deleteCar(withId: "c42") }
        try scheduler.runUntilIdle()
        // then
        #expect(output.reports == [.notFound("c42")])
    }

    @Test func aFailedDeleteIsReportedWithWhy() throws {
        // given
        repository.failure = CarRepositorySpy.Failure(description: "offline")
        // when
        scheduler.capturingTasks { interactor.deleteCar(withId: "c2") }
        try scheduler.runUntilIdle()
        // then
        #expect(output.reports == [.deleteFailed("c2", message: "offline")])
        #expect(repository.store.obtainCar(withId: "c2") != nil)
    }

    @Test func aDeleteUnderWayWhenTheInteractorGoesIsCancelledAndDeletesNothing() throws {
        // given
        var shortLived: CarDetailInteractor? = CarDetailInteractor(repository: DelayedCarRepository(base: repository, services: SessionServices(scheduler: scheduler)))
        shortLived?.output = output
        scheduler.capturingTasks { shortLived?.deleteCar(withId: "c2") }
        try scheduler.advance(by: .milliseconds(100))
        // when
        scheduler.capturingTasks { shortLived = nil }
        try scheduler.runUntilIdle()
        // then
        #expect(output.reports.isEmpty)
        #expect(repository.calls.isEmpty)
        #expect(repository.store.obtainCar(withId: "c2") != nil)
    }

    @Test func theInteractorDoesNotKeepItsOutput() {
        // given
        var output: CarDetailInteractorOutputSpy? = CarDetailInteractorOutputSpy()
        interactor.output = output
        weak let weakOutput = output
        // when
        output = nil
        // then
        #expect(weakOutput == nil && interactor.output == nil)
    }
}
