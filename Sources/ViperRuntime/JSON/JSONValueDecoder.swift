#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif

/// Decodes a `Decodable` value from a `JSONValue`, the mirror of `JSONValueEncoder`:
/// how a script's `stub <endpoint> returns <json>` becomes the endpoint's output.
///
/// It accepts what Foundation's `JSONDecoder` accepts with its default
/// strategies, and reads what `JSONValueEncoder` writes: `superDecoder()` reads
/// the member `super` (where `superEncoder()` writes), a `URL` is read from a
/// string, a `Decimal` from a number (through the number's `Double`, so to
/// about 15 significant digits), `Data` from a base64 string, a `Date` as its
/// seconds since 2001, and a `Float` outside `Float`'s range is refused, not
/// read as infinity. `decodeNil(forKey:)` of a missing member and `decodeNil()`
/// past the end of an array throw, as `JSONDecoder`'s do. One difference:
/// a whole number above `Int.max` is read as a `Double`, so `UInt64` takes
/// whole numbers up to `Int.max` only (the encoder refuses larger ones too).
///
/// A value of the wrong shape is one `JSONValueDecodingError` naming the JSON
/// path that is wrong (`$[0].make`) and what was expected there.
package struct JSONValueDecoder {
    package init() {}

    package func decode<Value: Decodable>(_ type: Value.Type, from value: JSONValue) throws(JSONValueDecodingError) -> Value {
        do {
            return try DecodingNode(value: value, codingPath: []).decode(Value.self)
        } catch let error as JSONValueDecodingError {
            throw error
        } catch let error as DecodingError {
            switch error {
            case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context),
                .dataCorrupted(let context):
                throw JSONValueDecodingError(context.codingPath, context.debugDescription)
            @unknown default:
                throw JSONValueDecodingError(path: "$", message: "\(error)")
            }
        } catch {
            throw JSONValueDecodingError(path: "$", message: "\(error)")
        }
    }
}

/// A JSON value that does not decode as the type asked for.
package struct JSONValueDecodingError: Error, Equatable, CustomStringConvertible {
    /// Where in the value: `$` for the whole value, `$.make`, `$[2].id`.
    package var path: String
    package var message: String

    package var description: String { "\(path): \(message)" }

    init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    init(_ codingPath: [any CodingKey], _ message: String) {
        self.init(path: JSONValueDecodingError.path(of: codingPath), message: message)
    }

    static func path(of codingPath: [any CodingKey]) -> String {
        var text = "$"
        for key in codingPath {
            if let index = key.intValue { text += "[\(index)]" } else { text += ".\(key.stringValue)" }
        }
        return text
    }

    static func mismatch(_ expected: String, found value: JSONValue, at codingPath: [any CodingKey]) -> JSONValueDecodingError {
        JSONValueDecodingError(codingPath, "expected \(expected), found \(value.kindDescription)")
    }
}

extension JSONValue {
    /// `a string`, `an object`, `null`: for decoding errors.
    var kindDescription: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .integer, .double: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

/// One position in the value being decoded.
private struct DecodingNode: Decoder {
    let value: JSONValue
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let object) = value else {
            throw JSONValueDecodingError.mismatch("an object", found: value, at: codingPath)
        }
        return KeyedDecodingContainer(KeyedNode<Key>(object: object, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = value else {
            throw JSONValueDecodingError.mismatch("an array", found: value, at: codingPath)
        }
        return UnkeyedNode(elements: elements, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { SingleNode(value: value, codingPath: codingPath) }

    /// The value here as `type`: the types `JSONDecoder` reads in a form of
    /// its own (URL, Decimal, Data) as it reads them, every other through its `init(from:)`.
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        if T.self == URL.self { return try decodeURL() as! T }
        if T.self == Decimal.self { return try decodeDecimal() as! T }
        if T.self == Data.self { return try decodeData() as! T }
        return try T(from: self)
    }

    private func decodeURL() throws -> URL {
        guard case .string(let text) = value else {
            throw JSONValueDecodingError.mismatch("a URL as a string", found: value, at: codingPath)
        }
        guard let url = URL(string: text) else {
            throw JSONValueDecodingError(codingPath, "expected a URL as a string, found \(text.isEmpty ? "an empty string" : "a string that is not a URL")")
        }
        return url
    }

    private func decodeDecimal() throws -> Decimal {
        switch value {
        case .integer(let integer): return Decimal(integer)
        case .double(let double):
            // The shortest text that reads back as this Double: 0.1, not 0.1000000000000000055.
            guard let decimal = Decimal(string: "\(double)") else {
                throw JSONValueDecodingError(codingPath, "the number \(double) does not fit in Decimal")
            }
            return decimal
        default:
            throw JSONValueDecodingError.mismatch("a Decimal as a number", found: value, at: codingPath)
        }
    }

    private func decodeData() throws -> Data {
        guard case .string(let text) = value else {
            throw JSONValueDecodingError.mismatch("Data as a base64 string", found: value, at: codingPath)
        }
        guard let data = Data(base64Encoded: text) else {
            throw JSONValueDecodingError(codingPath, "expected Data as a base64 string, found a string that is not base64")
        }
        return data
    }
}

/// The key `super`, where `superEncoder()` writes and `superDecoder()` reads
/// whatever the container's own key type is (as Foundation's coders do).
struct SuperKey: CodingKey {
    static let name = "super"
    var stringValue: String { Self.name }
    var intValue: Int? { nil }
    init() {}
    init?(stringValue: String) { guard stringValue == Self.name else { return nil } }
    init?(intValue: Int) { return nil }
}

/// A key of an array position, for coding paths.
private struct IndexKey: CodingKey {
    let intValue: Int?
    var stringValue: String { "\(intValue ?? 0)" }
    init(_ index: Int) { intValue = index }
    init?(stringValue: String) { return nil }
    init?(intValue: Int) { self.intValue = intValue }
}

// MARK: - SingleValueDecodingContainer

private struct SingleNode: SingleValueDecodingContainer {
    let value: JSONValue
    let codingPath: [any CodingKey]

    func decodeNil() -> Bool { value == .null }

    func decode(_ type: Bool.Type) throws -> Bool {
        guard case .bool(let bool) = value else { throw JSONValueDecodingError.mismatch("a boolean", found: value, at: codingPath) }
        return bool
    }

    func decode(_ type: String.Type) throws -> String {
        guard case .string(let string) = value else { throw JSONValueDecodingError.mismatch("a string", found: value, at: codingPath) }
        return string
    }

    func decode(_ type: Double.Type) throws -> Double {
        switch value {
        case .integer(let integer): return Double(integer)
        case .double(let double): return double
        default: throw JSONValueDecodingError.mismatch("a number", found: value, at: codingPath)
        }
    }

    func decode(_ type: Float.Type) throws -> Float {
        let double = try decode(Double.self)
        let float = Float(double)
        guard float.isFinite else { throw JSONValueDecodingError(codingPath, "the number \(double) does not fit in Float") }
        return float
    }

    func decode<Integer: FixedWidthInteger>(integer type: Integer.Type) throws -> Integer {
        let exact: Integer?
        switch value {
        case .integer(let integer): exact = Integer(exactly: integer)
        case .double(let double): exact = Integer(exactly: double)
        default: throw JSONValueDecodingError.mismatch("a whole number", found: value, at: codingPath)
        }
        guard let exact else {
            throw JSONValueDecodingError(codingPath, "expected a whole number that fits \(Integer.self)")
        }
        return exact
    }

    func decode(_ type: Int.Type) throws -> Int { try decode(integer: type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try decode(integer: type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try decode(integer: type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try decode(integer: type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try decode(integer: type) }
    func decode(_ type: UInt.Type) throws -> UInt { try decode(integer: type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try decode(integer: type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try decode(integer: type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try decode(integer: type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try decode(integer: type) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try DecodingNode(value: value, codingPath: codingPath).decode(T.self)
    }
}

// MARK: - KeyedDecodingContainerProtocol

private struct KeyedNode<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let object: JSONObject
    let codingPath: [any CodingKey]

    var allKeys: [Key] { object.keys.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { object[key.stringValue] != nil }

    private func node(for key: Key) throws -> DecodingNode {
        guard let value = object[key.stringValue] else {
            throw JSONValueDecodingError(codingPath + [key], "missing (required)")
        }
        return DecodingNode(value: value, codingPath: codingPath + [key])
    }

    func decodeNil(forKey key: Key) throws -> Bool { try node(for: key).value == .null }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try node(for: key).decode(T.self)
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let value = object[key.stringValue], value != .null else { return nil }
        return try DecodingNode(value: value, codingPath: codingPath + [key]).decode(T.self)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try node(for: key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try node(for: key).unkeyedContainer()
    }

    /// The member `super`, where `superEncoder()` writes (null when it is missing, as `JSONDecoder` reads it).
    func superDecoder() throws -> any Decoder {
        DecodingNode(value: object[SuperKey.name] ?? .null, codingPath: codingPath + [SuperKey()])
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        DecodingNode(value: object[key.stringValue] ?? .null, codingPath: codingPath + [key])
    }
}

// MARK: - UnkeyedDecodingContainer

private struct UnkeyedNode: UnkeyedDecodingContainer {
    let elements: [JSONValue]
    let codingPath: [any CodingKey]
    var currentIndex = 0

    init(elements: [JSONValue], codingPath: [any CodingKey]) {
        self.elements = elements
        self.codingPath = codingPath
    }

    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    private mutating func next() throws -> DecodingNode {
        guard !isAtEnd else {
            throw JSONValueDecodingError(codingPath + [IndexKey(currentIndex)], "missing (the array is too short)")
        }
        defer { currentIndex += 1 }
        return DecodingNode(value: elements[currentIndex], codingPath: codingPath + [IndexKey(currentIndex)])
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd else {
            throw JSONValueDecodingError(codingPath + [IndexKey(currentIndex)], "missing (the array is too short)")
        }
        guard elements[currentIndex] == .null else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next().decode(T.self) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try next().container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { try next().unkeyedContainer() }

    mutating func superDecoder() throws -> any Decoder { try next() }
}
