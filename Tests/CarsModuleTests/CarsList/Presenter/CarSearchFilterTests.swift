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

    @Test func aRunOfCharactersMatchesWhereStringContainsDoes() {
        // given texts and needles with composed and decomposed accents, emoji and empty runs
        let texts = ["", "a", "toyota", "Škoda", "S\u{30C}koda", "café", "cafe\u{301}", "🚗 car", "aaab", "ab", "résumé"]
        let needles = ["", "a", "ab", "aab", "oyo", "š", "s\u{30C}", "s", "é", "e\u{301}", "e", "🚗", "car", "résumé!", "ume"]
        for text in texts {
            for needle in needles {
                // then
                #expect(
                    CarSearchFilter.text(text, contains: Array(needle)) == text.contains(needle),
                    "\(text.debugDescription) contains \(needle.debugDescription)")
            }
        }
    }
}
