/// An operation of a service that answers with a stream of values over time
/// (an inbox's new messages, a price feed): its name (`inbox.updates`), its
/// input, the type of its values, and what a failure looks like.
///
/// A feature declares it beside its other endpoints and subscribes through it
/// (`SessionServices.stream(_:_:produce:)`), so that a script can say what
/// the stream delivers and when, with no Swift code:
///
///     stub inbox.updates yields {"subject": "Hi"} at 200ms, {"subject": "Re: Hi"} at 400ms, then finishes
///
///     static let updates = ServiceStreamEndpoint<String, Message>(
///         "inbox.updates", summary: "new messages of a mailbox"
///     ) { message in InboxError.unavailable(message) }
public struct ServiceStreamEndpoint<Input: Encodable & Sendable, Element: Codable & Sendable>: Sendable {
    /// The name scripts use: lowercase words joined by dots (`inbox.updates`).
    package let name: String
    /// What the stream carries, in a few words, for `stubs`.
    package let summary: String
    /// The error a failing stream throws to its reader, made from a message
    /// (`stub <endpoint> fails <message>`, `… then fails <message>`).
    package let failure: @Sendable (String) -> any Error

    /// A stream endpoint named `name` (`inbox.updates`) whose subscriptions
    /// take an `Input` and deliver `Element`s; `failure` makes the error a
    /// failing stream throws from a stub's message.
    public init(
        _ name: String, summary: String, input: Input.Type = Input.self, element: Element.Type = Element.self,
        failure: @escaping @Sendable (String) -> any Error
    ) {
        self.name = name
        self.summary = summary
        self.failure = failure
        declaration = EndpointDeclaration(
            name: name, summary: summary, inputType: EndpointDeclaration.typeName("\(Input.self)"),
            outputType: EndpointDeclaration.typeName("\(Element.self)"), isStream: true,
            validateOutput: { value throws(JSONValueDecodingError) in _ = try JSONValueDecoder().decode(Element.self, from: value) })
    }

    /// The type-erased declaration the session keeps.
    let declaration: EndpointDeclaration
}

extension ServiceEndpoints {
    /// Declares the stream endpoint `endpoint`; a second declaration of one name is refused.
    public func declare<Input, Element>(_ endpoint: ServiceStreamEndpoint<Input, Element>) throws(ServiceStubError) {
        try declare(endpoint.declaration)
    }
}
