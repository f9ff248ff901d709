import Testing
@testable import CarsModule

@MainActor
@Suite("CarDetail interactor")
struct CarDetailInteractorTests {
    let repository = CarRepositorySpy()
    let output = CarDetailInteractorOutputSpy()
    let interactor: CarDetailInteractor

    init() {
        interactor = CarDetailInteractor(repository: repository)
        interactor.output = output
    }

    @Test func obtainsAKnownCar() {
        // when
        interactor.obtainCar(withId: "c4")
        // then
        #expect(output.reports == [.obtained(Car(id: "c4", make: "Tesla", model: "Model 3", trim: "Long Range"))])
        #expect(repository.calls == [.obtain(id: "c4")])
    }

    @Test func reportsAnUnknownCar() {
        // when
        interactor.obtainCar(withId: "c42")
        // then
        #expect(output.reports == [.notFound("c42")])
    }

    @Test func deletesThroughTheRepository() {
        // when
        interactor.deleteCar(withId: "c2")
        // then
        #expect(output.reports == [.deleted("c2")])
        #expect(repository.calls == [.delete(id: "c2")])
        #expect(repository.obtainCar(withId: "c2") == nil)
    }

    @Test func reportsAFailedDelete() {
        // when
        interactor.deleteCar(withId: "c42")
        // then
        #expect(output.reports == [.deleteFailed("c42")])
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
