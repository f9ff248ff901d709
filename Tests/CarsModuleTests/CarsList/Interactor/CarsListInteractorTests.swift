import Testing
@testable import CarsModule

@MainActor
@Suite("CarsList interactor")
struct CarsListInteractorTests {
    let repository = CarRepositorySpy()
    let output = CarsListInteractorOutputSpy()
    let interactor: CarsListInteractor

    init() {
        interactor = CarsListInteractor(repository: repository)
        interactor.output = output
    }

    @Test func anEmptyQueryObtainsEveryCarInOrder() {
        // when
        interactor.obtainCars(matching: "")
        // then
        #expect(output.obtained == [CarsFeature.builtInCars])
        #expect(repository.calls == [.obtainAll])
    }

    @Test(arguments: [
        ("toy", ["c1"]),
        ("TOYOTA", ["c1"]),
        ("model", ["c4"]),
        ("o", ["c1", "c2", "c3", "c4"]),
        ("330", ["c5"]),
        ("civ", ["c2"]),
        ("LE", []),
        ("zzz", []),
    ])
    func aQueryMatchesMakeOrModelIgnoringCase(query: String, ids: [String]) {
        // when
        interactor.obtainCars(matching: query)
        // then
        #expect(output.obtained.first?.map(\.id) == ids)
    }

    @Test func matchingIgnoresCaseOfAccentedLetters() {
        // given
        let car = Car(id: "c9", make: "Škoda", model: "Octavia")
        // then
        #expect(CarsListInteractor.car(car, matches: "ŠKO"))
        #expect(!CarsListInteractor.car(car, matches: "fabia"))
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
