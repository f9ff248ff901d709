/// The values a stream endpoint delivers (`SessionServices.stream(_:_:produce:)`),
/// which module code reads with `for try await`: values until the stream
/// finishes, or an error when it fails.
///
/// A task waiting for the next value is `listening <endpoint>` in `tasks`,
/// never stuck: the session's code or a stub still feeds it. Built on a
/// `SessionStream` of results.
public struct ServiceStream<Element: Sendable>: AsyncSequence, Sendable {
    /// The endpoint's name, which `tasks` shows for a task waiting on it.
    public var name: String { base.name }
    let base: SessionStream<Result<Element, any Error>>

    public func makeAsyncIterator() -> Iterator {
        Iterator(base: base.makeAsyncIterator())
    }

    /// Reads the values in order; throws the stream's failure once, then ends.
    public struct Iterator: AsyncIteratorProtocol {
        var base: SessionStream<Result<Element, any Error>>.Iterator

        public mutating func next() async throws -> Element? {
            switch await base.next() {
            case nil: return nil
            case .success(let element)?: return element
            case .failure(let error)?: throw error
            }
        }
    }
}

/// The producing side of a stream endpoint's stream, handed to the real
/// source (`SessionServices.stream(_:_:produce:)`): each value it yields is
/// delivered to the reader and logged for `calls`. Used from the session's
/// code (the main actor), as module code and simulated services are.
@MainActor
public struct ServiceStreamFeed<Element: Encodable & Sendable> {
    let call: StreamCall<Element>

    /// Delivers `element` to the reader.
    public func yield(_ element: Element) {
        call.deliver(element)
    }

    /// Ends the stream: the reader's loop ends.
    public func finish() {
        call.end(.finished(stubbed: call.isStubbed), result: nil)
    }

    /// Ends the stream with `error`, which the reader's `for try await` throws.
    public func fail(_ error: any Error) {
        call.end(.failed("\(error)", stubbed: call.isStubbed), result: .failure(error))
    }

    /// Runs `handler` once the reader stops reading (its task was cancelled,
    /// or it dropped the stream) before the stream ended: stop the source there.
    public func onTermination(_ handler: @escaping @MainActor () -> Void) {
        call.terminationHandlers.append(handler)
    }
}

/// One call of a stream endpoint while it may still deliver: the stream's
/// continuation, the call's entry in the log, and the timers a stub rule armed.
@MainActor
final class StreamCall<Element: Encodable & Sendable> {
    let endpoints: ServiceEndpoints
    let scheduler: VirtualScheduler
    let ticket: Int
    /// Whether a stub rule feeds the stream (instead of the real source).
    let isStubbed: Bool
    let continuation: AsyncStream<Result<Element, any Error>>.Continuation
    /// The timers of a stub rule (its deliveries, its end), cancelled if the reader stops first.
    var timers: [ScheduledWork] = []
    /// What the real source asked to run when the reader stops.
    var terminationHandlers: [@MainActor () -> Void] = []
    private(set) var hasEnded = false

    init(
        endpoints: ServiceEndpoints, scheduler: VirtualScheduler, ticket: Int, isStubbed: Bool,
        continuation: AsyncStream<Result<Element, any Error>>.Continuation
    ) {
        self.endpoints = endpoints
        self.scheduler = scheduler
        self.ticket = ticket
        self.isStubbed = isStubbed
        self.continuation = continuation
    }

    /// Delivers one value and logs it (nothing once the stream ended).
    func deliver(_ element: Element) {
        guard !hasEnded else { return }
        let json = (try? JSONValueEncoder().encode(element)) ?? .null
        endpoints.noteDelivery(ticket, ServiceCall.Delivery(time: scheduler.now.milliseconds, value: json, typedValue: element))
        continuation.yield(.success(element))
    }

    /// Ends the stream (finished, failed with `result`'s error, or cancelled) once, and logs how.
    func end(_ outcome: ServiceCall.Outcome, result: Result<Element, any Error>?) {
        guard !hasEnded else { return }
        hasEnded = true
        endpoints.finish(ticket, outcome)
        for timer in timers { timer.cancel() }
        timers = []
        terminationHandlers = []
        if let result { continuation.yield(result) }
        continuation.onTermination = nil
        continuation.finish()
    }

    /// The reader stopped reading before the stream ended: its source stops, its stub's timers too.
    func readerStopped() {
        guard !hasEnded else { return }
        let handlers = terminationHandlers
        end(.cancelled, result: nil)
        for handler in handlers { handler() }
    }
}
