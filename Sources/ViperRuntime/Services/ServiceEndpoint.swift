/// One operation of a service that a session can stub from a script: its
/// name (`cars.fetchAll`), its input and output types, and what a failure
/// looks like.
///
/// A feature declares its endpoints once and calls through them
/// (`SessionServices.call(_:_:perform:)`), so that `stub cars.fetchAll
/// fails "offline"` makes the real code path see the failure it would see
/// from a network, with no Swift code in the scenario.
///
///     static let fetchAll = ServiceEndpoint<NoValue, [Car]>(
///         "cars.fetchAll", summary: "every car"
///     ) { message in CarRepositoryError.unavailable(message) }
public struct ServiceEndpoint<Input: Encodable & Sendable, Output: Codable & Sendable>: Sendable {
    /// The name scripts use: lowercase words joined by dots (`posts.page`).
    public let name: String
    /// What the operation does, in a few words, for `stubs`.
    public let summary: String
    /// The error a failure of this operation throws, made from a message
    /// (`stub <endpoint> fails <message>`).
    public let failure: @Sendable (String) -> any Error

    public init(
        _ name: String, summary: String, input: Input.Type = Input.self, output: Output.Type = Output.self,
        failure: @escaping @Sendable (String) -> any Error
    ) {
        self.name = name
        self.summary = summary
        self.failure = failure
        // Made once here (endpoints are usually static lets), not for every
        // session that declares it: naming a type is costly.
        declaration = EndpointDeclaration(
            name: name, summary: summary, inputType: EndpointDeclaration.typeName("\(Input.self)"),
            outputType: EndpointDeclaration.typeName("\(Output.self)"), isStream: false,
            validateOutput: { value throws(JSONValueDecodingError) in _ = try JSONValueDecoder().decode(Output.self, from: value) })
    }

    /// The type-erased declaration the session keeps.
    let declaration: EndpointDeclaration
}

/// An endpoint as the session knows it, whatever its types: what `stubs`
/// lists, and what checks a stubbed value before any call uses it.
public struct EndpointDeclaration: Sendable {
    public let name: String
    public let summary: String
    /// The input and output type names (`NoValue`, `Array<Car>`); for a
    /// stream, the output is the type of its values.
    public let inputType: String
    public let outputType: String
    /// Whether the endpoint answers with a stream of values (`yields` stubs it, not `returns`).
    package let isStream: Bool
    /// Throws when a value does not decode as the endpoint's output (a stream's: one of its values).
    let validateOutput: @Sendable (JSONValue) throws(JSONValueDecodingError) -> Void

    /// A type's name as Swift code writes it: `[Car]` for `Array<Car>`, `Car?` for `Optional<Car>`.
    static func typeName(_ name: String) -> String {
        if name.hasPrefix("Array<"), name.hasSuffix(">") {
            return "[" + typeName(String(name.dropFirst(6).dropLast())) + "]"
        }
        if name.hasPrefix("Optional<"), name.hasSuffix(">") {
            return typeName(String(name.dropFirst(9).dropLast())) + "?"
        }
        return name
    }

    /// `String -> [Contact]`, and for a stream `String -> stream of Message`: as `stubs` lists it.
    package var signature: String {
        "\(inputType) -> " + (isStream ? "stream of \(outputType)" : outputType)
    }
}

/// The input or output of an operation that has none: `null` in JSON.
public struct NoValue: Codable, Sendable, Hashable {
    public init() {}

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        guard container.decodeNil() else {
            throw DecodingError.typeMismatch(
                NoValue.self, DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "expected null"))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encodeNil()
    }
}
