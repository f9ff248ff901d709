import Testing
@testable import CarsModule

@MainActor
@Suite("CarsList interactor")
struct CarsListInteractorTests {
    let scheduler = VirtualScheduler()
    let repository = CarRepositorySpy()
    let output = CarsListInteractorOutputSpy()
    let interactor: CarsListInteractor

    init() {
        interactor = CarsListInteractor(repository: repository)
        interactor.output = output
    }

    @Test func obtainsEveryCarInOrderInATaskOfItsOwn() throws {
        // when
        scheduler.capturingTasks { interactor.obtainCars() }
        // then: nothing yet, the task has not run
        #expect(output.obtained.isEmpty)
        // when
        try scheduler.runUntilIdle()
        // then
        #expect(output.obtained == [CarsFeature.builtInCars])
        #expect(repository.calls == [.obtainAll])
    }

    @Test func aFailingRepositoryIsReportedWithWhy() throws {
        // given
        repository.failure = CarRepositorySpy.Failure(description: "offline")
        // when
        scheduler.capturingTasks { interactor.obtainCars() }
        try scheduler.runUntilIdle()
        // then
        #expect(output.obtained.isEmpty)
        #expect(output.failures == ["offline"])
    }

    @Test func theAnswerComesAfterTheRepositorysLatencyOnTheVirtualClock() throws {
        // given
        let delayed = CarsListInteractor(repository: DelayedCarRepository(base: repository, services: SessionServices(scheduler: scheduler)))
        delayed.output = output
        // when
        scheduler.capturingTasks { delayed.obtainCars() }
        try scheduler.advance(by: .milliseconds(199))
        // then
        #expect(output.obtained.isEmpty)
        // when
        try scheduler.advance(by: .milliseconds(1))
        // then
        #expect(output.obtained == [CarsFeature.builtInCars])
    }

    @Test func askingAgainCancelsTheLoadUnderWay() throws {
        // given
        let delayed = CarsListInteractor(repository: DelayedCarRepository(base: repository, services: SessionServices(scheduler: scheduler)))
        delayed.output = output
        scheduler.capturingTasks { delayed.obtainCars() }
        try scheduler.advance(by: .milliseconds(100))
        // when
        scheduler.capturingTasks { delayed.obtainCars() }
        try scheduler.runUntilIdle()
        // then: one answer, from the second load, which started at 100 ms
        #expect(output.obtained == [CarsFeature.builtInCars])
        #expect(repository.calls == [.obtainAll])
        #expect(scheduler.now == .milliseconds(300))
    }

    @Test func aLoadUnderWayWhenTheInteractorGoesIsCancelledAndReportsNothing() throws {
        // given
        var shortLived: CarsListInteractor? = CarsListInteractor(repository: DelayedCarRepository(base: repository, services: SessionServices(scheduler: scheduler)))
        shortLived?.output = output
        scheduler.capturingTasks { shortLived?.obtainCars() }
        try scheduler.advance(by: .milliseconds(100))
        weak let weakInteractor = shortLived
        // when
        scheduler.capturingTasks { shortLived = nil }
        try scheduler.runUntilIdle()
        // then
        #expect(weakInteractor == nil)
        #expect(output.obtained.isEmpty)
        #expect(repository.calls.isEmpty)
    }

    @Test func theInteractorDoesNotKeepItsOutput() {
        // given
        var output: CarsListInteractorOutputSpy? = CarsListInteractorOutputSpy()
        interactor.output = output
        weak let weakOutput = output
        // when
        output = nil
        // then
        #expect(weakOutput == nil)
        #expect(interactor.output == nil)
    }
}
