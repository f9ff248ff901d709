import Testing
@testable import CarsModule

@MainActor
@Suite("CreateCar interactor")
struct CreateCarInteractorTests {
    let repository = CarRepositorySpy()
    let output = CreateCarInteractorOutputSpy()
    let interactor: CreateCarInteractor

    init() {
        interactor = CreateCarInteractor(repository: repository)
        interactor.output = output
    }

    @Test func aGoodDraftIsStoredTrimmedUnderTheNextId() {
        // when
        interactor.createCar(from: CarDraft(make: " Kia ", model: "Rio  ", trim: ""))
        // then
        #expect(output.createdCars == [Car(id: "c6", make: "Kia", model: "Rio", trim: "")])
        #expect(repository.calls == [.create(CarDraft(make: "Kia", model: "Rio", trim: ""))])
        #expect(output.failures.isEmpty)
    }

    @Test func aBadDraftIsReportedAndNotStored() {
        // when
        interactor.createCar(from: CarDraft(make: "", model: "Rio"))
        // then
        #expect(output.failures == [[CarValidationError(field: .make, problem: .required)]])
        #expect(repository.calls.isEmpty)
        #expect(output.createdCars.isEmpty)
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
