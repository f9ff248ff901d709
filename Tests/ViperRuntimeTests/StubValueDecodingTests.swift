import Foundation
import Testing
@testable import ViperRuntime

/// A stubbed value (`stub <endpoint> returns <json>`) decodes as Foundation's
/// `JSONDecoder` would decode the same text, with its default strategies,
/// and what the shell's own encoder writes decodes back to the same value.
@Suite("Stubbed values decode as JSONDecoder decodes them")
struct StubValueDecodingTests {
    // MARK: - Types with a part of their own in the JSON

    /// A class whose subclass keeps the superclass's members under `super`.
    class Vehicle: Codable, Equatable {
        var wheels: Int
        init(wheels: Int) { self.wheels = wheels }
        static func == (lhs: Vehicle, rhs: Vehicle) -> Bool { lhs.wheels == rhs.wheels && type(of: lhs) == type(of: rhs) }
    }

    final class Car: Vehicle {
        var make: String
        // No `super` case: the container's `superEncoder()` and `superDecoder()` use the key "super" all the same.
        private enum CodingKeys: String, CodingKey { case make }

        init(make: String, wheels: Int) {
            self.make = make
            super.init(wheels: wheels)
        }

        required init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            make = try container.decode(String.self, forKey: .make)
            try super.init(from: container.superDecoder())
        }

        override func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(make, forKey: .make)
            try super.encode(to: container.superEncoder())
        }

        static func == (lhs: Car, rhs: Car) -> Bool { lhs.make == rhs.make && lhs.wheels == rhs.wheels }
    }

    /// A value read from the `super` member alone: `{"super": 1}`.
    struct Wrapped: Codable, Equatable {
        var value: Int
        private enum CodingKeys: CodingKey {}
        init(value: Int) { self.value = value }
        init(from decoder: any Decoder) throws {
            value = try Int(from: decoder.container(keyedBy: CodingKeys.self).superDecoder())
        }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try value.encode(to: container.superEncoder())
        }
    }

    struct Link: Codable, Equatable { var url: URL }
    struct Price: Codable, Equatable { var amount: Decimal }
    struct Blob: Codable, Equatable { var bytes: Data }
    struct Reading: Codable, Equatable { var celsius: Float }
    struct Stamp: Codable, Equatable { var at: Date }

    /// A type that asks for `decodeNil(forKey:)` of a member that may be missing.
    struct Nullable: Decodable, Equatable {
        var isNull: Bool
        private enum CodingKeys: CodingKey { case note }
        init(from decoder: any Decoder) throws {
            isNull = try decoder.container(keyedBy: CodingKeys.self).decodeNil(forKey: .note)
        }
    }

    /// A type that reads `decodeNil()` past the end of an array.
    struct PastTheEnd: Decodable, Equatable {
        var sawNull: Bool
        init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            _ = try container.decode(Int.self)
            sawNull = try container.decodeNil()
        }
    }

    // MARK: - Acceptance

    /// Whether `JSONDecoder` and the shell's decoder agree on `text` as `type`: both refuse it, or both give the same value.
    private func agree<Value: Decodable & Equatable>(_ type: Value.Type, _ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let foundation = Result { try JSONDecoder().decode(Value.self, from: Data(text.utf8)) }
        let shell = Result { try JSONValueDecoder().decode(Value.self, from: JSONParser.parse(text)) }
        switch (foundation, shell) {
        case (.success(let expected), .success(let found)):
            #expect(expected == found, "\(text) as \(Value.self)", sourceLocation: sourceLocation)
        case (.failure, .failure):
            break
        case (.success(let expected), .failure(let error)):
            Issue.record("\(text) as \(Value.self): JSONDecoder gives \(expected), the shell refuses it: \(error)", sourceLocation: sourceLocation)
        case (.failure(let error), .success(let found)):
            Issue.record("\(text) as \(Value.self): JSONDecoder refuses it (\(error)), the shell gives \(found)", sourceLocation: sourceLocation)
        }
    }

    @Test("superDecoder reads where superEncoder writes: the member named super")
    func superMember() throws {
        try agree(Wrapped.self, #"{"super": 1}"#)
        try agree(Wrapped.self, #"{"value": 1}"#)
        try agree(Car.self, #"{"make": "Kia", "super": {"wheels": 4}}"#)
        try agree(Car.self, #"{"make": "Kia", "wheels": 4}"#)
    }

    @Test("URL from a string, Decimal from a number, Data from base64, Date as seconds: JSONDecoder's defaults")
    func foundationValues() throws {
        try agree(Link.self, #"{"url": "https://example.com/cars?make=Kia"}"#)
        try agree(Link.self, #"{"url": {"relative": "https://example.com"}}"#)
        try agree(Link.self, #"{"url": ""}"#)
        try agree(Link.self, #"{"url": 3}"#)
        try agree(Price.self, #"{"amount": 12.5}"#)
        try agree(Price.self, #"{"amount": 3}"#)
        try agree(Price.self, #"{"amount": -0.001}"#)
        try agree(Price.self, #"{"amount": "12.5"}"#)
        try agree(Blob.self, #"{"bytes": "AQID"}"#)
        try agree(Blob.self, #"{"bytes": "not base64!"}"#)
        try agree(Blob.self, #"{"bytes": [1, 2, 3]}"#)
        try agree(Stamp.self, #"{"at": 1000.5}"#)
        try agree([Int: String].self, #"{"1": "a", "20": "b"}"#)
    }

    @Test("a Float out of Float's range is refused, as JSONDecoder refuses it; one in range is read")
    func floatRange() throws {
        try agree(Reading.self, #"{"celsius": 1e39}"#)
        try agree(Reading.self, #"{"celsius": -1e39}"#)
        try agree(Reading.self, #"{"celsius": 21.5}"#)
        try agree(Reading.self, #"{"celsius": 1e38}"#)
        try agree([Float].self, #"[1, 1e39]"#)
    }

    @Test("decodeNil of a missing member and past the end of an array: as JSONDecoder")
    func nilChecks() throws {
        try agree(Nullable.self, #"{"note": null}"#)
        try agree(Nullable.self, #"{"note": 1}"#)
        try agree(Nullable.self, #"{}"#)
        try agree(PastTheEnd.self, #"[1, null]"#)
        try agree(PastTheEnd.self, #"[1]"#)
    }

    // MARK: - Messages

    @Test("a Float out of range names its JSON path and the type")
    func floatOutOfRangeMessage() throws {
        #expect(throws: JSONValueDecodingError(path: "$.celsius", message: "the number 1e+39 does not fit in Float")) {
            try JSONValueDecoder().decode(Reading.self, from: JSONParser.parse(#"{"celsius": 1e39}"#))
        }
        #expect(throws: JSONValueDecodingError(path: "$[1]", message: "the number 1e+39 does not fit in Float")) {
            try JSONValueDecoder().decode([Float].self, from: JSONParser.parse("[1, 1e39]"))
        }
    }

    @Test("a URL, Decimal or Data of the wrong shape says which shape it takes")
    func shapesAreNamed() throws {
        #expect(throws: JSONValueDecodingError(path: "$.url", message: "expected a URL as a string, found an object")) {
            try JSONValueDecoder().decode(Link.self, from: JSONParser.parse(#"{"url": {"relative": "https://example.com"}}"#))
        }
        #expect(throws: JSONValueDecodingError(path: "$.url", message: "expected a URL as a string, found an empty string")) {
            try JSONValueDecoder().decode(Link.self, from: JSONParser.parse(#"{"url": ""}"#))
        }
        #expect(throws: JSONValueDecodingError(path: "$.amount", message: "expected a Decimal as a number, found a string")) {
            try JSONValueDecoder().decode(Price.self, from: JSONParser.parse(#"{"amount": "12.5"}"#))
        }
        #expect(throws: JSONValueDecodingError(path: "$.bytes", message: "expected Data as a base64 string, found an array")) {
            try JSONValueDecoder().decode(Blob.self, from: JSONParser.parse(#"{"bytes": [1, 2, 3]}"#))
        }
        #expect(throws: JSONValueDecodingError(path: "$.bytes", message: "expected Data as a base64 string, found a string that is not base64")) {
            try JSONValueDecoder().decode(Blob.self, from: JSONParser.parse(#"{"bytes": "not base64!"}"#))
        }
    }

    // MARK: - Round trips

    /// `value` through the shell's encoder and back, and through `JSONEncoder` and the shell's decoder.
    private func roundTrips<Value: Codable & Equatable>(_ value: Value, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let encoded = try JSONValueEncoder().encode(value)
        #expect(try JSONValueDecoder().decode(Value.self, from: encoded) == value, sourceLocation: sourceLocation)
        let foundationText = try JSONEncoder().encode(value)
        let parsed = try JSONParser.parse(String(decoding: foundationText, as: UTF8.self))
        #expect(try JSONValueDecoder().decode(Value.self, from: parsed) == value, sourceLocation: sourceLocation)
        #expect(parsed == encoded, "the shell's encoder writes what JSONEncoder writes", sourceLocation: sourceLocation)
    }

    @Test("what the shell's encoder writes decodes back, and is what JSONEncoder writes")
    func roundTrip() throws {
        try roundTrips(Wrapped(value: 1))
        try roundTrips(Car(make: "Kia", wheels: 4))
        try roundTrips(Link(url: URL(string: "https://example.com/a?b=c")!))
        try roundTrips(Price(amount: Decimal(string: "12.5")!))
        try roundTrips(Price(amount: 3))
        try roundTrips(Blob(bytes: Data([1, 2, 3, 250])))
        try roundTrips(Reading(celsius: 21.5))
        try roundTrips(Stamp(at: Date(timeIntervalSinceReferenceDate: 1000.5)))
    }
}
