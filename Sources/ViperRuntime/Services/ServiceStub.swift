/// A stub rule for an endpoint whose answers are `Output`s, written in
/// Swift with typed values: what `stub <endpoint> …` says in a script.
///
/// ```swift
/// try services.endpoints.stub(CarsEndpoints.fetchAll, .returns([car], after: .seconds(2)))
/// try services.endpoints.stub(CarsEndpoints.create, .fails("the server is down"), times: 1)
/// try services.endpoints.stubEveryEndpoint(.hangs)
/// ```
///
/// `ServiceStub<Never>` is a rule with no value, which suits every endpoint
/// (`stubEveryEndpoint`).
public struct ServiceStub<Output: Encodable & Sendable>: Sendable {
    enum Rule: Sendable {
        case returns(Output, after: VirtualDuration?)
        case fails(String, after: VirtualDuration?)
        case delay(VirtualDuration)
        case hangs
    }

    let rule: Rule

    /// Answer with `value`, at once or `after` this long after the call.
    public static func returns(_ value: Output, after: VirtualDuration? = nil) -> ServiceStub {
        ServiceStub(rule: .returns(value, after: after))
    }

    /// Throw the endpoint's failure made from `message`, at once or `after` this long after the call.
    public static func fails(_ message: String = ServiceStubDefaults.failureMessage, after: VirtualDuration? = nil) -> ServiceStub {
        ServiceStub(rule: .fails(message, after: after))
    }

    /// Make the real call at once and hold its answer until `duration` after
    /// the call; an answer the service gives later than that arrives when it comes.
    public static func delay(_ duration: VirtualDuration) -> ServiceStub {
        ServiceStub(rule: .delay(duration))
    }

    /// Never answer: the calling task waits until it is cancelled.
    public static var hangs: ServiceStub { ServiceStub(rule: .hangs) }

    /// The rule as the session keeps it (values as JSON), for `endpoint`.
    func stubRule(for endpoint: String, times: Int?) throws(ServiceStubError) -> StubRule {
        switch rule {
        case .returns(let value, let after):
            return StubRule(endpoint: endpoint, behaviour: .returns(try encode(value, for: endpoint)), after: after, times: times)
        case .fails(let message, let after):
            return StubRule(endpoint: endpoint, behaviour: .fails(message), after: after, times: times)
        case .delay(let duration):
            return StubRule(endpoint: endpoint, behaviour: .delay(duration), times: times)
        case .hangs:
            return StubRule(endpoint: endpoint, behaviour: .hangs, times: times)
        }
    }
}

/// A stub rule for a stream endpoint whose values are `Element`s, written in
/// Swift: what `stub <endpoint> yields …` says in a script.
///
/// ```swift
/// try services.endpoints.stub(InboxEndpoints.updates, .yields([
///     (Message(subject: "Hi"), at: .milliseconds(200)),
///     (Message(subject: "Re: Hi"), at: .milliseconds(400)),
/// ], then: .finishes))
/// ```
public struct ServiceStreamStub<Element: Encodable & Sendable>: Sendable {
    /// How a stubbed stream ends after its last value.
    public enum End: Sendable, Equatable {
        /// It finishes: the reader's loop ends.
        case finishes
        /// It throws the endpoint's failure made from this message.
        case fails(String)
        /// It never ends: the reader keeps listening.
        case staysOpen
    }

    enum Rule: Sendable {
        case yields([(element: Element, at: VirtualDuration)], then: End)
        case fails(String, after: VirtualDuration?)
        case delay(VirtualDuration)
        case hangs
    }

    let rule: Rule

    /// Deliver each element at its virtual time after the call, in the order
    /// given (times may not go back), then end as `end` says.
    public static func yields(_ elements: [(Element, at: VirtualDuration)], then end: End) -> ServiceStreamStub {
        ServiceStreamStub(rule: .yields(elements.map { (element: $0.0, at: $0.at) }, then: end))
    }

    /// The stream fails with the endpoint's failure made from `message`, at once or `after` this long after the call.
    public static func fails(_ message: String = ServiceStubDefaults.failureMessage, after: VirtualDuration? = nil) -> ServiceStreamStub {
        ServiceStreamStub(rule: .fails(message, after: after))
    }

    /// The real source starts `duration` after the call.
    public static func delay(_ duration: VirtualDuration) -> ServiceStreamStub {
        ServiceStreamStub(rule: .delay(duration))
    }

    /// Nothing is ever delivered; the reader keeps listening.
    public static var hangs: ServiceStreamStub { ServiceStreamStub(rule: .hangs) }

    /// The rule as the session keeps it (values as JSON), for `endpoint`.
    func stubRule(for endpoint: String, times: Int?) throws(ServiceStubError) -> StubRule {
        switch rule {
        case .yields(let elements, let end):
            var deliveries: [StubStreamScript.Delivery] = []
            for (element, at) in elements {
                deliveries.append(StubStreamScript.Delivery(value: try encode(element, for: endpoint), at: at))
            }
            let scriptEnd: StubStreamScript.End
            switch end {
            case .finishes: scriptEnd = .finishes
            case .fails(let message): scriptEnd = .fails(message)
            case .staysOpen: scriptEnd = .staysOpen
            }
            return StubRule(endpoint: endpoint, behaviour: .yields(StubStreamScript(deliveries: deliveries, end: scriptEnd)), times: times)
        case .fails(let message, let after):
            return StubRule(endpoint: endpoint, behaviour: .fails(message), after: after, times: times)
        case .delay(let duration):
            return StubRule(endpoint: endpoint, behaviour: .delay(duration), times: times)
        case .hangs:
            return StubRule(endpoint: endpoint, behaviour: .hangs, times: times)
        }
    }
}

/// What stub rules use when a script or a test says nothing more.
public enum ServiceStubDefaults {
    /// The message of a `fails` rule given none: `stubbed failure`.
    public static let failureMessage = "stubbed failure"
}

/// `value` as JSON, or the error naming `endpoint`.
private func encode(_ value: some Encodable, for endpoint: String) throws(ServiceStubError) -> JSONValue {
    do {
        return try JSONValueEncoder().encode(value)
    } catch {
        throw .valueDoesNotEncode(endpoint: endpoint, message: "\(error)")
    }
}

// MARK: - Typed rules

extension ServiceEndpoints {
    /// Adds a rule for `endpoint`, behind the existing ones: for the next
    /// `times` calls, or every call. Its value is checked as a script's is.
    public func stub<Input, Output>(
        _ endpoint: ServiceEndpoint<Input, Output>, _ stub: ServiceStub<Output>, times: Int? = nil
    ) throws(ServiceStubError) {
        try add(stub.stubRule(for: endpoint.name, times: times))
    }

    /// Adds a rule for the stream endpoint `endpoint` (see `ServiceStreamStub`).
    public func stub<Input, Element>(
        _ endpoint: ServiceStreamEndpoint<Input, Element>, _ stub: ServiceStreamStub<Element>, times: Int? = nil
    ) throws(ServiceStubError) {
        try add(stub.stubRule(for: endpoint.name, times: times))
    }

    /// Adds a rule every endpoint's calls may take (`stub * fails`): a call
    /// takes it or its own endpoint's rule, whichever was added first.
    public func stubEveryEndpoint(_ stub: ServiceStub<Never>, times: Int? = nil) throws(ServiceStubError) {
        try add(stub.stubRule(for: StubRule.everyEndpoint, times: times))
    }

    /// Removes the rules of `endpoint`.
    public func clearStubs<Input, Output>(of endpoint: ServiceEndpoint<Input, Output>) {
        try? clearRules(for: endpoint.name)
    }

    /// Removes the rules of the stream endpoint `endpoint`.
    public func clearStubs<Input, Element>(of endpoint: ServiceStreamEndpoint<Input, Element>) {
        try? clearRules(for: endpoint.name)
    }

    /// Removes every rule, those for every endpoint among them.
    public func clearAllStubs() {
        try? clearRules(for: nil)
    }
}
