import Testing
@testable import CarsModule

/// `Car` keeps its fields in one shared box: it must still behave as a plain
/// struct of four strings (value semantics, equality, hashing, description).
@Suite("Car value")
struct CarTests {
    @Test func settingAFieldOfACopyLeavesTheOriginalAsItWas() {
        // given
        let original = Car(id: "c1", make: "Toyota", model: "Corolla", trim: "LE")
        var copy = original
        // when
        copy.make = "Honda"
        copy.model = "Civic"
        copy.trim = ""
        copy.id = "c2"
        // then
        #expect(original.id == "c1" && original.make == "Toyota" && original.model == "Corolla" && original.trim == "LE")
        #expect(copy == Car(id: "c2", make: "Honda", model: "Civic"))
    }

    @Test func carsWithTheSameFieldsAreEqualAndHashAlike() {
        // given
        let first = Car(id: "c1", make: "Ford", model: "Mustang", trim: "GT")
        let second = Car(id: "c1", make: "Ford", model: "Mustang", trim: "GT")
        // then
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        #expect(Set([first, second]).count == 1)
        #expect(first != Car(id: "c1", make: "Ford", model: "Mustang", trim: "GT500"))
    }

    @Test func aCarIsDescribedAsAStructOfItsFourFields() {
        let car = Car(id: "c3", make: "Ford", model: "Mustang")
        #expect(String(describing: car) == #"Car(id: "c3", make: "Ford", model: "Mustang", trim: "")"#)
    }
}
