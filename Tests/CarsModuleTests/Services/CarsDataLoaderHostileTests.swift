import Testing
@testable import CarsModule

/// a cars file from an editor or an attacker loads or fails with a safe message.
@Suite("Cars data loader: hostile files")
struct CarsDataLoaderHostileTests {
    @Test func aByteOrderMarkAtTheStartIsAccepted() throws {
        // given a file an editor saved with a UTF-8 BOM
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(#"[{"id": "c1", "make": "Kia", "model": "Rio"}]"#.utf8)
        // when decoded, then the car loads
        let cars = try CarsDataLoader.decodeCars(fromBytes: bytes, path: "cars.json")
        #expect(cars == [Car(id: "c1", make: "Kia", model: "Rio", trim: "")])
    }

    @Test func anUnknownMemberIsRepeatedEscaped() {
        // given an unknown member name holding an escape sequence
        let bytes = Array(#"[{"id": "c1", "make": "Kia", "model": "Rio", "\u001b[2J": 1}]"#.utf8)
        // when decoded, then the message shows it escaped
        let error = #expect(throws: DataFileError.self) {
            try CarsDataLoader.decodeCars(fromBytes: bytes, path: "cars.json")
        }
        #expect(error?.message == #"element 1: unknown member "\u{1B}[2J" (a car has id, make, model, trim)"#)
    }

    @Test func aFileNameIsEscapedInTheMessage() {
        // given an error about a file whose name holds an escape sequence
        let error = DataFileError(path: "data\u{1B}]0;x/cars.json", line: 1, column: 2, message: "bad")
        // then the description escapes it
        #expect(error.description == "data\\u{1B}]0;x/cars.json:1:2: bad")
    }
}
