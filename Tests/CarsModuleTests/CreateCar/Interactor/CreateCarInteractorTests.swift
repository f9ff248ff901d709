import Testing
@testable import CarsModule

@MainActor
@Suite("CreateCar interactor")
struct CreateCarInteractorTests {
    let scheduler = VirtualScheduler()
    let repository = CarRepositorySpy()
    let output = CreateCarInteractorOutputSpy()
    let interactor: CreateCarInteractor

    init() {
        interactor = CreateCarInteractor(repository: repository)
        interactor.output = output
    }

    @Test func aGoodDraftIsStoredTrimmedUnderTheNextId() throws {
        // when
        scheduler.capturingTasks { interactor.createCar(from: CarDraft(make: " Kia ", model: "Rio  ", trim: "")) }
        try scheduler.runUntilIdle()
        // then
        #expect(output.createdCars == [Car(id: "c6", make: "Kia", model: "Rio", trim: "")])
        #expect(repository.calls == [.create(CarDraft(make: "Kia", model: "Rio", trim: ""))])
        #expect(output.failures.isEmpty)
    }

    @Test func aBadDraftIsReportedAtOnceAndNotStored() {
        // when
        interactor.createCar(from: CarDraft(make: "", model: "Rio"))
        // then: no task, no wait
        #expect(output.failures == [[CarValidationError(field: .make, problem: .required)]])
        #expect(repository.calls.isEmpty)
        #expect(output.createdCars.isEmpty)
    }

    @Test func aSaveTheRepositoryRefusesIsReportedWithWhy() throws {
        // given
        repository.failure = CarRepositorySpy.Failure(description: "disk full")
        // when
        scheduler.capturingTasks { interactor.createCar(from: CarDraft(make: "Kia", model: "Rio")) }
        try scheduler.runUntilIdle()
        // then
        #expect(output.saveFailures == ["disk full"])
        #expect(output.createdCars.isEmpty)
        #expect(repository.store.obtainAllCars().count == 5)
    }

    @Test func theInteractorDoesNotKeepItsOutput() {
        // given
        var output: CreateCarInteractorOutputSpy? = CreateCarInteractorOutputSpy()
        interactor.output = output
        weak let weakOutput = output
        // when
        output = nil
        // then
        #expect(weakOutput == nil && interactor.output == nil)
    }
}
