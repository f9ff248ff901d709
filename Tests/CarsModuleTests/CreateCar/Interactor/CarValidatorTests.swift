import Testing
@testable import CarsModule

@Suite("Car validator")
struct CarValidatorTests {
    let validator = CarValidator()

    static let forty = String(repeating: "a", count: 40)
    static let fortyOne = String(repeating: "a", count: 41)

    /// A bad value for one field (the others good), and the message expected for it.
    @Test(arguments: [
        (CarField.make, "", "make is required"),
        (.make, "   ", "make is required"),
        (.make, fortyOne, "make is longer than 40 characters"),
        (.make, "Toy\u{1B}[31mota", "make contains control characters"),
        (.make, "Toyota\n", "make contains control characters"),
        (.make, "To\tyota", "make contains control characters"),
        (.model, "", "model is required"),
        (.model, " \u{A0} ", "model is required"),
        (.model, fortyOne, "model is longer than 40 characters"),
        (.model, "Civic\u{7F}", "model contains control characters"),
        (.model, "Civic\u{85}", "model contains control characters"),
        (.trim, fortyOne, "trim is longer than 40 characters"),
        (.trim, "L\u{0}E", "trim contains control characters"),
        (.trim, "LE\u{202E}", "trim contains control characters"),
    ])
    func aBadValueIsRefusedWithWhy(field: CarField, value: String, message: String) {
        // given
        var draft = CarDraft(make: "Toyota", model: "Corolla", trim: "LE")
        draft[field] = value
        // when
        let failure = #expect(throws: CarValidationFailure.self) { try validator.validate(draft) }
        // then
        #expect(failure?.errors.map(\.field) == [field])
        #expect(failure?.errors.map(\.description) == [message])
    }

    /// Good values, and what they are stored as.
    @Test(arguments: [
        (CarDraft(make: "Toyota", model: "Corolla", trim: "LE"), CarDraft(make: "Toyota", model: "Corolla", trim: "LE")),
        (CarDraft(make: "  Tesla ", model: " Model 3  ", trim: " "), CarDraft(make: "Tesla", model: "Model 3", trim: "")),
        (CarDraft(make: "Škoda", model: "Octavia", trim: "Élégance"), CarDraft(make: "Škoda", model: "Octavia", trim: "Élégance")),
        (CarDraft(make: "🚗", model: "🏎️💨", trim: "👨‍👩‍👧‍👦"), CarDraft(make: "🚗", model: "🏎️💨", trim: "👨‍👩‍👧‍👦")),
        (CarDraft(make: forty, model: forty, trim: forty), CarDraft(make: forty, model: forty, trim: forty)),
        (CarDraft(make: String(repeating: "é", count: 40), model: String(repeating: "🚙", count: 40)),
            CarDraft(make: String(repeating: "é", count: 40), model: String(repeating: "🚙", count: 40))),
        (CarDraft(make: "M", model: "1"), CarDraft(make: "M", model: "1")),
    ])
    func aGoodDraftIsAcceptedTrimmed(draft: CarDraft, expected: CarDraft) throws {
        // when
        let cleaned = try validator.validate(draft)
        // then
        #expect(cleaned == expected)
    }

    @Test func decomposedAccentsCountAsOneCharacterEach() throws {
        // given: "e" + combining acute accent, 40 times: 80 scalars, 40 characters
        let make = String(repeating: "e\u{301}", count: 40)
        // then
        #expect(try validator.validate(CarDraft(make: make, model: "X")).make == make)
    }

    @Test func everyBadFieldGetsOneErrorInFieldOrder() {
        // given
        let draft = CarDraft(make: "", model: Self.fortyOne, trim: "\u{7}")
        // when
        let failure = #expect(throws: CarValidationFailure.self) { try validator.validate(draft) }
        // then
        #expect(failure?.errors.map(\.description) == [
            "make is required", "model is longer than 40 characters", "trim contains control characters",
        ])
    }
}
