import Testing
@testable import ViperRuntime

private struct Note: Codable, Sendable, Equatable {
    var text: String
}

private struct FeedFailure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

private enum FeedEndpoints {
    static let updates = ServiceStreamEndpoint<String, Note>("feed.updates", summary: "new notes") { FeedFailure(message: $0) }
    static let latest = ServiceEndpoint<NoValue, Note>("feed.latest", summary: "the latest note") { FeedFailure(message: $0) }
}

/// Stream endpoints: what a reader receives from the real source and from a
/// `yields` stub, when, how the stream ends, what the log and `tasks` show.
@MainActor
@Suite("Stream endpoints")
struct ServiceStreamTests {
    let session: ViperSession
    let services: SessionServices
    let received = AnswerLog()

    init() throws {
        services = SessionServices()
        try services.endpoints.declare(FeedEndpoints.updates)
        try services.endpoints.declare(FeedEndpoints.latest)
        session = ViperSession(registry: ModuleRegistry(), services: services)
    }

    /// Starts a task of `Board#1`'s code that reads the stream, noting each
    /// note, the end or the error with the virtual time. The real source
    /// yields "real" at once and finishes 100 ms later.
    @discardableResult
    private func startReading() -> Task<Void, Never> {
        let services = services
        let received = received
        let scheduler = services.scheduler
        return scheduler.running(in: scheduler.jobs.tasks.context(owner: FrameID(module: "Board", number: 1), site: .session)) {
            Task {
                let stream = services.stream(FeedEndpoints.updates, "news") { feed in
                    feed.yield(Note(text: "real"))
                    services.scheduler.after(.milliseconds(100)) { feed.finish() }
                }
                do {
                    for try await note in stream {
                        received.entries.append("\(note.text) at \(services.scheduler.now.milliseconds)ms")
                    }
                    received.entries.append("ended at \(services.scheduler.now.milliseconds)ms")
                } catch {
                    received.entries.append("threw \(error) at \(services.scheduler.now.milliseconds)ms")
                }
            }
        }
    }

    private var script: StubStreamScript {
        StubStreamScript(
            deliveries: [.init(value: ["text": "first"], at: .milliseconds(200)), .init(value: ["text": "second"], at: .milliseconds(400))],
            end: .finishes)
    }

    @Test("with no rule the real source feeds the reader, and the log lists each value it delivered")
    func realSource() throws {
        startReading()
        try session.settle()

        #expect(received.entries == ["real at 0ms", "ended at 100ms"])
        let call = try #require(services.endpoints.calls(of: "feed.updates").first)
        #expect(call.isStream)
        #expect(call.outcome == .finished(stubbed: false))
        #expect(call.deliveries.map(\.value) == [["text": "real"]])
        #expect(call.frame?.description == "Board#1")
        #expect(call.input == "news")
    }

    @Test("yields delivers each value at its time after the call, then finishes; meanwhile the reader is listening, not stuck")
    func yieldsThenFinishes() throws {
        try services.endpoints.add(StubRule(endpoint: "feed.updates", behaviour: .yields(script)))
        startReading()
        try session.wait(.milliseconds(300))

        #expect(received.entries == ["first at 200ms"])
        #expect(session.tasks.map(\.waiting) == [.listening("feed.updates")])
        #expect(session.tasksWaitingOutside.isEmpty)
        try session.settle()
        #expect(received.entries == ["first at 200ms", "second at 400ms", "ended at 400ms"])
        let calls = services.endpoints.calls(of: FeedEndpoints.updates)
        #expect(calls.map(\.outcome) == [.finished(stubbed: true)])
        #expect(calls.first?.deliveries.map(\.time) == [.milliseconds(200), .milliseconds(400)])
        #expect(calls.first?.elements == [Note(text: "first"), Note(text: "second")])
        #expect(session.pendingWork.isEmpty)
    }

    @Test("a stream that ends failing throws the endpoint's failure to its reader after its last value")
    func yieldsThenFails() throws {
        var failing = script
        failing.end = .fails("the feed dropped")
        try services.endpoints.add(StubRule(endpoint: "feed.updates", behaviour: .yields(failing)))
        startReading()
        try session.settle()

        #expect(received.entries == ["first at 200ms", "second at 400ms", "threw the feed dropped at 400ms"])
        #expect(services.endpoints.calls(of: "feed.updates").map(\.outcome) == [.failed("the feed dropped", stubbed: true)])
    }

    @Test("a stream that stays open keeps its reader listening; cancelling the reader ends the call as cancelled")
    func staysOpenUntilCancelled() throws {
        var open = script
        open.end = .staysOpen
        try services.endpoints.add(StubRule(endpoint: "feed.updates", behaviour: .yields(open)))
        let reader = startReading()
        try session.settle()

        #expect(received.entries == ["first at 200ms", "second at 400ms"])
        #expect(session.tasks.map(\.waiting) == [.listening("feed.updates")])
        #expect(services.endpoints.calls(of: "feed.updates").map(\.outcome) == [.open(stubbed: true)])
        session.scheduler.capturingTasks { reader.cancel() }
        try session.settle()
        #expect(received.entries == ["first at 200ms", "second at 400ms", "ended at 400ms"])
        #expect(services.endpoints.calls(of: "feed.updates").map(\.outcome) == [.cancelled])
        #expect(session.tasks.isEmpty)
    }

    @Test("a reader cancelled before the stub's values drops them: no timer is left pending")
    func cancelledEarlyDropsTheRest() throws {
        try services.endpoints.add(StubRule(endpoint: "feed.updates", behaviour: .yields(script)))
        let reader = startReading()
        try session.wait(.milliseconds(250))
        session.scheduler.capturingTasks { reader.cancel() }
        try session.wait(.milliseconds(1))

        #expect(received.entries == ["first at 200ms", "ended at 250ms"])
        #expect(session.pendingWork.isEmpty)
        #expect(services.endpoints.calls(of: "feed.updates").first?.deliveries.count == 1)
    }

    @Test("fails, delay and hangs stub a stream too: failing at its time, the real source starting late, nothing at all")
    func otherRules() throws {
        try services.endpoints.add(StubRule(endpoint: "feed.updates", behaviour: .fails("offline"), after: .milliseconds(50), times: 1))
        try services.endpoints.add(StubRule(endpoint: "feed.updates", behaviour: .delay(.seconds(1)), times: 1))
        try services.endpoints.add(StubRule(endpoint: "feed.updates", behaviour: .hangs, times: 1))
        startReading()
        try session.settle()
        startReading()
        try session.settle()
        let hanging = startReading()
        try session.settle()

        #expect(received.entries == ["threw offline at 50ms", "real at 1050ms", "ended at 1150ms"])
        #expect(session.tasks.map(\.waiting) == [.listening("feed.updates")])
        session.scheduler.capturingTasks { hanging.cancel() }
        try session.settle()
    }

    @Test("returns does not fit a stream, yields does not fit an endpoint that answers once, and every value must decode")
    func rulesThatDoNotFit() throws {
        #expect(throws: ServiceStubError.self) {
            try services.endpoints.add(StubRule(endpoint: "feed.updates", behaviour: .returns(["text": "x"])))
        }
        #expect(throws: ServiceStubError.self) {
            try services.endpoints.add(StubRule(endpoint: "feed.latest", behaviour: .yields(script)))
        }
        let bad = StubStreamScript(deliveries: [.init(value: ["text": "ok"], at: .zero), .init(value: ["text": 3], at: .zero)], end: .finishes)
        #expect(throws: ServiceStubError.streamValueDoesNotDecode(
            endpoint: "feed.updates", value: 2, path: "$.text", message: "expected a string, found a number")
        ) {
            try services.endpoints.add(StubRule(endpoint: "feed.updates", behaviour: .yields(bad)))
        }
        #expect(services.endpoints.rules.isEmpty)
    }

    @Test("a typed stream stub is the script's rule")
    func typedStreamStub() throws {
        try services.endpoints.stub(
            FeedEndpoints.updates,
            .yields([(Note(text: "first"), at: .milliseconds(200)), (Note(text: "second"), at: .milliseconds(400))], then: .finishes))
        #expect(services.endpoints.rules.map(\.description) == [
            #"feed.updates yields {"text":"first"} at 200ms, {"text":"second"} at 400ms, then finishes"#,
        ])
        #expect(services.endpoints.rules.first?.behaviour == .yields(script))
    }
}
