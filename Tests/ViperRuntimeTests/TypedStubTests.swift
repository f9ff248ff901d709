import Testing
@testable import ViperRuntime

private struct Widget: Codable, Sendable, Equatable {
    var id: String
}

private struct WidgetFailure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

private enum WidgetEndpoints {
    static let list = ServiceEndpoint<String, [Widget]>("widgets.list", summary: "widgets of a shelf") { WidgetFailure(message: $0) }
    static let count = ServiceEndpoint<NoValue, Int>("widgets.count", summary: "how many") { WidgetFailure(message: $0) }
}

/// Typed stub rules (`ServiceEndpoints.stub`), rules for every endpoint
/// (`*`), and the call log read typed (`ServiceEndpoints.calls(of:)`).
@MainActor
@Suite("Typed stubs and rules for every endpoint")
struct TypedStubTests {
    let services = SessionServices()
    let answers = AnswerLog()

    init() throws {
        try services.endpoints.declare(WidgetEndpoints.list)
        try services.endpoints.declare(WidgetEndpoints.count)
    }

    /// Calls `endpoint` from a task of `Shelf#1`'s code; the real operation answers `real` after 100 ms.
    private func call<Output: Sendable>(_ endpoint: ServiceEndpoint<String, Output>, _ input: String, real: Output) {
        let services = services
        let answers = answers
        let scheduler = services.scheduler
        scheduler.running(in: scheduler.jobs.tasks.context(owner: FrameID(module: "Shelf", number: 1), site: .session)) {
            Task {
                do {
                    let output = try await services.call(endpoint, input) {
                        try await services.clock.sleep(for: .milliseconds(100))
                        return real
                    }
                    let text = (output as? [Widget]).map { $0.map(\.id).joined(separator: ",") } ?? "\(output)"
                    answers.entries.append("\(text) at \(services.scheduler.now.milliseconds)ms")
                } catch {
                    answers.entries.append("\(error) at \(services.scheduler.now.milliseconds)ms")
                }
            }
        }
    }

    private func count() {
        let services = services
        let answers = answers
        services.scheduler.capturingTasks {
            Task {
                do {
                    let output = try await services.call(WidgetEndpoints.count, NoValue()) { 3 }
                    answers.entries.append("count \(output)")
                } catch {
                    answers.entries.append("count: \(error)")
                }
            }
        }
    }

    @Test("a typed stub answers with its value, and the typed log gives the input and the answer as passed and received")
    func typedReturns() throws {
        try services.endpoints.stub(WidgetEndpoints.list, .returns([Widget(id: "w9")], after: .milliseconds(250)), times: 1)
        call(WidgetEndpoints.list, "top", real: [Widget(id: "real")])
        try services.scheduler.runUntilIdle()
        call(WidgetEndpoints.list, "bottom", real: [Widget(id: "real")])
        try services.scheduler.runUntilIdle()

        #expect(answers.entries == ["w9 at 250ms", "real at 350ms"])
        let calls = services.endpoints.calls(of: WidgetEndpoints.list)
        #expect(calls.map(\.input) == ["top", "bottom"])
        #expect(calls.map(\.output) == [[Widget(id: "w9")], [Widget(id: "real")]])
        #expect(calls.first?.outcome == .returned([Widget(id: "w9")], stubbed: true))
        #expect(calls.map(\.frame?.description) == ["Shelf#1", "Shelf#1"])
        #expect(calls.map(\.time) == [.zero, .milliseconds(250)])
        #expect(services.endpoints.rules.isEmpty)
    }

    @Test("typed fails, delay and hangs make the same rules a script writes")
    func typedRulesAreTheScriptsRules() throws {
        try services.endpoints.stub(WidgetEndpoints.list, .fails("offline", after: .seconds(1)), times: 2)
        try services.endpoints.stub(WidgetEndpoints.list, .fails())
        try services.endpoints.stub(WidgetEndpoints.count, .delay(.seconds(3)))
        try services.endpoints.stub(WidgetEndpoints.count, .hangs)

        #expect(services.endpoints.rules.map(\.description) == [
            #"widgets.list fails "offline" after 1s times 2"#, #"widgets.list fails "stubbed failure""#,
            "widgets.count delay 3s", "widgets.count hangs",
        ])
        services.endpoints.clearStubs(of: WidgetEndpoints.list)
        #expect(services.endpoints.rules.map(\.endpoint) == ["widgets.count", "widgets.count"])
        services.endpoints.clearAllStubs()
        #expect(services.endpoints.rules.isEmpty)
    }

    @Test("a rule for every endpoint answers each endpoint's calls, in order with the endpoints' own rules")
    func everyEndpoint() throws {
        try services.endpoints.stub(WidgetEndpoints.count, .returns(7), times: 1)
        try services.endpoints.stubEveryEndpoint(.fails("the network is down"), times: 2)
        count()
        try services.scheduler.runUntilIdle()
        count()
        try services.scheduler.runUntilIdle()
        call(WidgetEndpoints.list, "top", real: [])
        try services.scheduler.runUntilIdle()
        count()
        try services.scheduler.runUntilIdle()

        #expect(answers.entries == ["count 7", "count: the network is down", "the network is down at 0ms", "count 3"])
        #expect(services.endpoints.calls(of: WidgetEndpoints.list).map(\.failure) == ["the network is down"])
    }

    @Test("a rule for every endpoint takes no value, and is listed and cleared as '*'")
    func everyEndpointRefusesValues() throws {
        #expect(throws: ServiceStubError.ruleDoesNotFit(
            endpoint: "*", rule: "returns", reason: "a value cannot suit every endpoint; stub one endpoint, or use fails, delay or hangs")
        ) {
            try services.endpoints.add(StubRule(endpoint: "*", behaviour: .returns([])))
        }
        try services.endpoints.stubEveryEndpoint(.hangs, times: 1)
        try services.endpoints.stubEveryEndpoint(.delay(.seconds(2)))
        #expect(services.endpoints.rules.map(\.description) == ["* hangs times 1", "* delay 2s"])
        try services.endpoints.clearRules(for: "*")
        #expect(services.endpoints.rules.isEmpty)
    }

    @Test("after applies to returns and fails only")
    func afterOnlyForAnswers() throws {
        #expect(throws: ServiceStubError.self) {
            try services.endpoints.add(StubRule(endpoint: "widgets.count", behaviour: .hangs, after: .seconds(1)))
        }
        #expect(services.endpoints.rules.isEmpty)
    }

    @Test("a typed value that cannot be written as JSON is one error naming the endpoint")
    func unencodableValue() throws {
        let endpoint = ServiceEndpoint<NoValue, Double>("widgets.weight", summary: "weight") { WidgetFailure(message: $0) }
        try services.endpoints.declare(endpoint)
        #expect(throws: ServiceStubError.self) { try services.endpoints.stub(endpoint, .returns(.infinity)) }
        #expect(services.endpoints.rules.isEmpty)
    }
}
