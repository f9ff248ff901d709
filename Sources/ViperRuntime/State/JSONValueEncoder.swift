#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif

/// Turns an `Encodable` value into a `JSONValue` without going through text.
///
/// Integers of every width become `.integer` (a `UInt64` past `Int.max` is an
/// error), floating-point numbers `.double` (infinity and NaN are errors),
/// and a `nil` optional member is left out, as synthesized `Codable` does.
/// What Foundation's `JSONEncoder` writes in a form of its own is written
/// that way (`JSONValueDecoder` reads it back): a `URL` as its absolute
/// string, a `Decimal` as a number, `Data` as base64, and `superEncoder()`
/// writes the member `super`.
/// Object keys are collected in a dictionary and sorted once into a
/// `JSONObject`, so the same value always gives the same bytes.
package struct JSONValueEncoder {
    package init() {}

    package func encode(_ value: some Encodable) throws -> JSONValue {
        try EncodingNode.encode(value, codingPath: [])
    }
}

/// One value being built: a finished scalar, or an object or array whose
/// members are still being filled in by nested containers.
private final class EncodingNode {
    var scalar: JSONValue = .null
    var members: [String: EncodingNode]?
    var elements: [EncodingNode]?

    var value: JSONValue {
        if let members { return .object(JSONObject(members.mapValues(\.value))) }
        if let elements { return .array(elements.map(\.value)) }
        return scalar
    }

    static func encode(_ value: some Encodable, codingPath: [any CodingKey]) throws -> JSONValue {
        let node = EncodingNode()
        try node.store(value, codingPath: codingPath)
        return node.value
    }

    func store(_ value: some Encodable, codingPath: [any CodingKey]) throws {
        if let scalar = try Self.scalar(value, codingPath: codingPath) {
            self.scalar = scalar
        } else {
            try value.encode(to: NodeEncoder(node: self, codingPath: codingPath))
        }
    }

    private static func scalar(_ value: some Encodable, codingPath: [any CodingKey]) throws -> JSONValue? {
        switch value {
        case let flag as Bool: return .bool(flag)
        case let text as String: return .string(text)
        case let number as any BinaryInteger:
            guard let exact = Int(exactly: number) else { throw invalid(value, codingPath, "does not fit in Int") }
            return .integer(exact)
        case let number as Double:
            guard number.isFinite else { throw invalid(value, codingPath, "is not a finite number") }
            return .double(number)
        case let number as Float:
            guard number.isFinite else { throw invalid(value, codingPath, "is not a finite number") }
            return .double(Double(number))
        case let url as URL: return .string(url.absoluteString)
        case let decimal as Decimal: return try number(decimal, codingPath: codingPath)
        case let data as Data: return .string(data.base64EncodedString())
        default: return nil
        }
    }

    /// A `Decimal` as JSON writes it: a whole number when it is one that fits `Int`, else its `Double`.
    private static func number(_ decimal: Decimal, codingPath: [any CodingKey]) throws -> JSONValue {
        let text = decimal.description
        if let integer = Int(text) { return .integer(integer) }
        guard let double = Double(text), double.isFinite else { throw invalid(decimal, codingPath, "is not a finite number") }
        return .double(double)
    }

    private static func invalid(_ value: Any, _ codingPath: [any CodingKey], _ reason: String) -> EncodingError {
        EncodingError.invalidValue(value, EncodingError.Context(codingPath: codingPath, debugDescription: "\(value) \(reason)"))
    }
}

/// The `Encoder` a value's `encode(to:)` writes into one node.
private struct NodeEncoder: Encoder {
    let node: EncodingNode
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if node.members == nil { node.members = [:] }
        return KeyedEncodingContainer(KeyedNodeContainer<Key>(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if node.elements == nil { node.elements = [] }
        return UnkeyedNodeContainer(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleNodeContainer(node: node, codingPath: codingPath)
    }
}

// MARK: - Containers

private struct KeyedNodeContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: EncodingNode
    let codingPath: [any CodingKey]

    private func child(_ key: Key) -> EncodingNode {
        let child = EncodingNode()
        node.members?[key.stringValue] = child
        return child
    }

    mutating func encodeNil(forKey key: Key) throws { child(key).scalar = .null }
    mutating func encode(_ value: Bool, forKey key: Key) throws { try encode(value, at: key) }
    mutating func encode(_ value: String, forKey key: Key) throws { try encode(value, at: key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { try encode(value, at: key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { try encode(value, at: key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { try encode(value, at: key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try encode(value, at: key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try encode(value, at: key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try encode(value, at: key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try encode(value, at: key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try encode(value, at: key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try encode(value, at: key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try encode(value, at: key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try encode(value, at: key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try encode(value, at: key) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try encode(value, at: key) }

    private func encode(_ value: some Encodable, at key: Key) throws {
        try child(key).store(value, codingPath: codingPath + [key])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        NodeEncoder(node: child(key), codingPath: codingPath + [key]).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        NodeEncoder(node: child(key), codingPath: codingPath + [key]).unkeyedContainer()
    }

    /// The member `super`, whatever `Key` is (it need not have a `super` case).
    mutating func superEncoder() -> any Encoder {
        let child = EncodingNode()
        node.members?[SuperKey.name] = child
        return NodeEncoder(node: child, codingPath: codingPath + [SuperKey()])
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        NodeEncoder(node: child(key), codingPath: codingPath + [key])
    }
}

private struct UnkeyedNodeContainer: UnkeyedEncodingContainer {
    let node: EncodingNode
    let codingPath: [any CodingKey]
    var count: Int { node.elements?.count ?? 0 }

    private func next() -> EncodingNode {
        let child = EncodingNode()
        node.elements?.append(child)
        return child
    }

    mutating func encodeNil() throws { next().scalar = .null }
    mutating func encode(_ value: Bool) throws { try append(value) }
    mutating func encode(_ value: String) throws { try append(value) }
    mutating func encode(_ value: Double) throws { try append(value) }
    mutating func encode(_ value: Float) throws { try append(value) }
    mutating func encode(_ value: Int) throws { try append(value) }
    mutating func encode(_ value: Int8) throws { try append(value) }
    mutating func encode(_ value: Int16) throws { try append(value) }
    mutating func encode(_ value: Int32) throws { try append(value) }
    mutating func encode(_ value: Int64) throws { try append(value) }
    mutating func encode(_ value: UInt) throws { try append(value) }
    mutating func encode(_ value: UInt8) throws { try append(value) }
    mutating func encode(_ value: UInt16) throws { try append(value) }
    mutating func encode(_ value: UInt32) throws { try append(value) }
    mutating func encode(_ value: UInt64) throws { try append(value) }
    mutating func encode<T: Encodable>(_ value: T) throws { try append(value) }

    private func append(_ value: some Encodable) throws {
        try next().store(value, codingPath: codingPath)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        NodeEncoder(node: next(), codingPath: codingPath).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        NodeEncoder(node: next(), codingPath: codingPath).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { NodeEncoder(node: next(), codingPath: codingPath) }
}

private struct SingleNodeContainer: SingleValueEncodingContainer {
    let node: EncodingNode
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws { node.scalar = .null }
    mutating func encode(_ value: Bool) throws { try store(value) }
    mutating func encode(_ value: String) throws { try store(value) }
    mutating func encode(_ value: Double) throws { try store(value) }
    mutating func encode(_ value: Float) throws { try store(value) }
    mutating func encode(_ value: Int) throws { try store(value) }
    mutating func encode(_ value: Int8) throws { try store(value) }
    mutating func encode(_ value: Int16) throws { try store(value) }
    mutating func encode(_ value: Int32) throws { try store(value) }
    mutating func encode(_ value: Int64) throws { try store(value) }
    mutating func encode(_ value: UInt) throws { try store(value) }
    mutating func encode(_ value: UInt8) throws { try store(value) }
    mutating func encode(_ value: UInt16) throws { try store(value) }
    mutating func encode(_ value: UInt32) throws { try store(value) }
    mutating func encode(_ value: UInt64) throws { try store(value) }
    mutating func encode<T: Encodable>(_ value: T) throws { try store(value) }

    private func store(_ value: some Encodable) throws {
        try node.store(value, codingPath: codingPath)
    }
}
