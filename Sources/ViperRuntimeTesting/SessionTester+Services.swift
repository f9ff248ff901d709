import ViperRuntime

// MARK: - Stubs and calls, typed

extension SessionTester {
    /// Makes `endpoint` answer as `stub` says (the shell's `stub`), for the
    /// next `times` calls or every call, behind the rules already added:
    /// `.returns(value, after:)`, `.fails(message, after:)`, `.delay(d)`, `.hangs`.
    public func stub<Input, Output>(_ endpoint: ServiceEndpoint<Input, Output>, _ stub: ServiceStub<Output>, times: Int? = nil) throws {
        try services.endpoints.stub(endpoint, stub, times: times)
    }

    /// Makes the stream endpoint `endpoint` deliver as `stub` says
    /// (`.yields([(value, at: .milliseconds(200)), ...], then: .finishes)`, `.fails`, `.delay`, `.hangs`).
    public func stub<Input, Element>(
        _ endpoint: ServiceStreamEndpoint<Input, Element>, _ stub: ServiceStreamStub<Element>, times: Int? = nil
    ) throws {
        try services.endpoints.stub(endpoint, stub, times: times)
    }

    /// Makes every endpoint answer as `stub` says (`stub * fails`): a call takes
    /// this rule or its own endpoint's, whichever was added first.
    public func stubEveryEndpoint(_ stub: ServiceStub<Never>, times: Int? = nil) throws {
        try services.endpoints.stubEveryEndpoint(stub, times: times)
    }

    /// Removes every stub rule (the shell's `stub clear`).
    public func clearStubs() {
        services.endpoints.clearAllStubs()
    }

    /// Whether a call no rule answers fails, as unexpected (`set strict-calls on`);
    /// `finish()` then names each unexpected call.
    public var strictCalls: Bool {
        get { services.endpoints.strictCalls }
        set { services.endpoints.strictCalls = newValue }
    }

    /// The calls made through `endpoint` so far, oldest first, with their
    /// inputs and answers typed (the shell's `calls <endpoint>`).
    public func calls<Input, Output>(_ endpoint: ServiceEndpoint<Input, Output>) -> [EndpointCall<Input, Output>] {
        services.endpoints.calls(of: endpoint)
    }

    /// The subscriptions to the stream endpoint `endpoint` so far, each with the values it delivered, typed.
    public func calls<Input, Element>(_ endpoint: ServiceStreamEndpoint<Input, Element>) -> [StreamEndpointCall<Input, Element>] {
        services.endpoints.calls(of: endpoint)
    }
}
