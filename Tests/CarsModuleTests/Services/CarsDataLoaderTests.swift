import Foundation
import Testing
@testable import CarsModule

@Suite("Cars data loader")
struct CarsDataLoaderTests {
    private func decode(_ text: String) throws(DataFileError) -> [Car] {
        try CarsDataLoader.decodeCars(fromBytes: Array(text.utf8), path: "data/cars.json")
    }

    private func error(decoding text: String) -> DataFileError? {
        #expect(throws: DataFileError.self) { try decode(text) }
    }

    @Test func aGoodFileGivesItsCarsInOrder() throws {
        // given
        let text = """
            [
              {"id": "c1", "make": "Toyota", "model": "Corolla", "trim": "LE"},
              {"id": "c7", "make": "Kia", "model": "Rio"},
              {"id": "c3", "make": "Škoda", "model": "Octavia 🚗", "trim": ""},
              {"id": "c4", "make": "Fiat", "model": "500", "trim": null}
            ]
            """
        // when
        let cars = try decode(text)
        // then
        #expect(cars == [
            Car(id: "c1", make: "Toyota", model: "Corolla", trim: "LE"),
            Car(id: "c7", make: "Kia", model: "Rio", trim: ""),
            Car(id: "c3", make: "Škoda", model: "Octavia 🚗", trim: ""),
            Car(id: "c4", make: "Fiat", model: "500", trim: ""),
        ])
    }

    @Test func anEmptyArrayIsNoCars() throws {
        #expect(try decode(" [ ] ") == [])
    }

    @Test func malformedJSONIsReportedAtItsLineAndColumn() {
        // given: a missing comma between two members on line 2
        let text = "[\n  {\"id\": \"c1\" \"make\": \"Toyota\", \"model\": \"Corolla\"}\n]"
        // when
        let failure = error(decoding: text)
        // then
        #expect(failure?.path == "data/cars.json")
        #expect(failure?.line == 2)
        #expect(failure?.column == 15)
        #expect(failure?.description == "data/cars.json:2:15: expected ',' or '}'")
    }

    @Test func aDuplicateIdIsReportedAtTheSecondId() {
        // given
        let text = """
            [
              {"id": "c1", "make": "Toyota", "model": "Corolla"},
              {"id": "c2", "make": "Honda", "model": "Civic"},
              {"id": "c2", "make": "Ford", "model": "Mustang"}
            ]
            """
        // when
        let failure = error(decoding: text)
        // then
        #expect(failure?.description == "data/cars.json:4:10: element 3: duplicate id c2 (element 2 has it too)")
    }

    @Test func aMissingFieldIsReportedAtItsElement() {
        // given
        let text = """
            [
              {"id": "c1", "make": "Toyota", "model": "Corolla"},
                {"id": "c2", "make": "Honda"}
            ]
            """
        // then
        #expect(error(decoding: text)?.description == "data/cars.json:3:5: element 2: missing \"model\"")
    }

    @Test func aFieldOfTheWrongTypeIsReportedAtItsValue() {
        // given
        let text = #"[{"id": "c1", "make": "Toyota", "model": 3}]"#
        // then
        #expect(error(decoding: text)?.description == "data/cars.json:1:42: element 1: model must be a string, not a number")
    }

    @Test func aMakeLongerThan40CharactersIsRefused() {
        // given
        let text = "[{\"id\": \"c1\", \"make\": \"\(String(repeating: "x", count: 41))\", \"model\": \"A\"}]"
        // then
        #expect(error(decoding: text)?.description == "data/cars.json:1:23: element 1: make is longer than 40 characters")
    }

    @Test(arguments: [
        (#"{"cars": []}"#, "data/cars.json:1:1: expected an array of cars, found an object"),
        (#"[1]"#, "data/cars.json:1:2: element 1: expected an object with id, make, model and trim, found a number"),
        (#"[{"id": "c1", "make": "A", "model": "B", "color": "red"}]"#, #"data/cars.json:1:42: element 1: unknown member "color" (a car has id, make, model, trim)"#),
        (#"[{"id": "", "make": "A", "model": "B"}]"#, "data/cars.json:1:9: element 1: id is empty"),
        (#"[{"id": "c 1", "make": "A", "model": "B"}]"#, "data/cars.json:1:9: element 1: id c 1 contains blanks or control characters"),
        (#"[{"id": "c1", "make": "  ", "model": "B"}]"#, "data/cars.json:1:23: element 1: make is empty"),
        (#"[{"id": "c1", "make": "A", "model": "B", "trim": 4}]"#, "data/cars.json:1:50: element 1: trim must be a string, not a number"),
        (#"[{"id": null, "make": "A", "model": "B"}]"#, "data/cars.json:1:9: element 1: id must be a string, not null"),
    ])
    func aBadElementIsOneErrorWithItsPosition(text: String, message: String) {
        #expect(error(decoding: text)?.description == message)
    }

    @Test func columnsCountCharactersNotBytes() {
        // given: two-byte letters before the bad value on the same line
        let text = #"[{"id": "c1", "make": "Škoda", "model": false}]"#
        // then
        #expect(error(decoding: text)?.column == 41)
    }

    // MARK: - Files

    private func makeDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cars-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    @Test func aMissingFileIsNil() throws {
        // given
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // then
        #expect(try CarsFeature.loadCars(fromDataDirectory: directory.path) == nil)
    }

    @Test func aFileInTheDataDirectoryIsLoaded() throws {
        // given
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try #"[{"id": "k1", "make": "Kia", "model": "Rio"}]"#.write(
            to: directory.appendingPathComponent("cars.json"), atomically: true, encoding: .utf8)
        // then
        #expect(try CarsFeature.loadCars(fromDataDirectory: directory.path) == [Car(id: "k1", make: "Kia", model: "Rio")])
    }

    @Test func aBadFileNamesItsPath() throws {
        // given
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try "[\n  {\"id\": \"c1\",}\n]".write(to: directory.appendingPathComponent("cars.json"), atomically: true, encoding: .utf8)
        // when
        let failure = #expect(throws: DataFileError.self) { try CarsFeature.loadCars(fromDataDirectory: directory.path + "/") }
        // then
        #expect(failure?.path == directory.path + "/cars.json")
        #expect(failure?.line == 2)
        #expect(failure?.column == 15)
    }

    @Test func aDirectoryNamedCarsJSONIsAnError() throws {
        // given
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("cars.json"), withIntermediateDirectories: false)
        // then
        #expect(throws: DataFileError.self) { try CarsFeature.loadCars(fromDataDirectory: directory.path) }
    }
}
