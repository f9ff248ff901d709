import Testing
@testable import CarsModule

@Suite("Car search filter")
struct CarSearchFilterTests {
    @Test func anEmptyQueryKeepsEveryCarInOrder() {
        #expect(CarSearchFilter.cars(CarsFeature.builtInCars, matching: "") == CarsFeature.builtInCars)
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
        #expect(CarSearchFilter.cars(CarsFeature.builtInCars, matching: query).map(\.id) == ids)
    }

    @Test func matchingIgnoresCaseOfAccentedLetters() {
        // given
        let car = Car(id: "c9", make: "Škoda", model: "Octavia")
        // then
        #expect(CarSearchFilter.cars([car], matching: "ŠKO") == [car])
        #expect(CarSearchFilter.cars([car], matching: "fabia").isEmpty)
    }
}
