import Testing
@testable import ViperRuntime

/// A value an endpoint hands out, for the tests below.
private struct Gadget: Codable, Sendable, Equatable {
    var id: String
    var size: Int
}

private struct GadgetFailure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

private enum GadgetEndpoints {
    static let list = ServiceEndpoint<NoValue, [Gadget]>("gadgets.list", summary: "every gadget") { GadgetFailure(message: $0) }
    static let find = ServiceEndpoint<String, Gadget?>("gadgets.find", summary: "one gadget") { GadgetFailure(message: $0) }
}

@MainActor
@Suite("Session services and endpoints")
struct SessionServicesTests {
    let services: SessionServices
    /// What each finished call answered, in order: the gadgets' ids or the error.
    var answers: [String] { log.entries }
    let log = AnswerLog()

    init() throws {
        services = SessionServices()
        try services.endpoints.declare(GadgetEndpoints.list)
        try services.endpoints.declare(GadgetEndpoints.find)
    }

    /// Starts a task that lists gadgets through the endpoint (the real call
    /// answers one gadget after 100 ms), as code of `frame`'s module.
    private func startListing(from frame: FrameID? = FrameID(module: "Shop", number: 1)) {
        let services = services
        let log = log
        let scheduler = services.scheduler
        scheduler.running(in: scheduler.jobs.tasks.context(owner: frame, site: .session)) {
            Task {
                do {
                    let gadgets = try await services.call(GadgetEndpoints.list, NoValue()) {
                        try await services.clock.sleep(for: .milliseconds(100))
                        return [Gadget(id: "real", size: 1)]
                    }
                    log.entries.append(gadgets.map(\.id).joined(separator: ",") + " at \(services.scheduler.now.milliseconds)ms")
                } catch {
                    log.entries.append("\(type(of: error)): \(error) at \(services.scheduler.now.milliseconds)ms")
                }
            }
        }
    }

    @Test("the deprecated from: overload still names its frame when no module code runs")
    @available(*, deprecated, message: "tests the deprecated overload")
    func deprecatedFromNamesTheFrame() throws {
        let services = services
        services.scheduler.capturingTasks {
            Task { _ = try? await services.call(GadgetEndpoints.list, NoValue(), from: FrameID(module: "Shop", number: 2)) { [] } }
        }
        try services.scheduler.runUntilIdle()
        #expect(services.endpoints.calls(of: "gadgets.list").map(\.frame?.description) == ["Shop#2"])
    }

    @Test("a call with no rule runs the real operation and is logged with its time, frame, input and outcome")
    func realCall() throws {
        startListing()
        try services.scheduler.runUntilIdle()

        #expect(answers == ["real at 100ms"])
        let call = try #require(services.endpoints.calls(of: "gadgets.list").first)
        #expect(call.time == 0)
        #expect(call.frame?.description == "Shop#1")
        #expect(call.input == .null)
        #expect(call.outcome == .returned(stubbed: false))
        #expect(services.endpoints.callCount(of: "gadgets.list") == 1)
    }

    @Test("rules apply first added first; a times rule is used up, a rule without times answers every call")
    func rulesInOrder() throws {
        try services.endpoints.add(StubRule(endpoint: "gadgets.list", behaviour: .fails("offline"), times: 1))
        try services.endpoints.add(StubRule(endpoint: "gadgets.list", behaviour: .returns([["id": "stub", "size": 2]])))

        for _ in 0..<3 {
            startListing()
            try services.scheduler.runUntilIdle()
        }

        #expect(answers == ["GadgetFailure: offline at 0ms", "stub at 0ms", "stub at 0ms"])
        #expect(services.endpoints.calls(of: nil).map(\.outcome.description) == [
            "failed (stubbed): offline", "returned (stubbed)", "returned (stubbed)",
        ])
        #expect(services.endpoints.rules.map(\.description) == [#"gadgets.list returns [{"id":"stub","size":2}]"#])
    }

    @Test("delay: the real answer arrives that long after the call, whatever the service's own latency")
    func delay() throws {
        try services.endpoints.add(StubRule(endpoint: "gadgets.list", behaviour: .delay(.seconds(2)), times: 1))
        startListing()
        try services.scheduler.runUntilIdle()

        #expect(answers == ["real at 2000ms"])
        #expect(services.endpoints.calls(of: "gadgets.list").map(\.outcome) == [.returned(stubbed: false)])
    }

    @Test("delay shorter than the service's own latency: the answer arrives when the service gives it")
    func delayShorterThanTheService() throws {
        try services.endpoints.add(StubRule(endpoint: "gadgets.list", behaviour: .delay(.milliseconds(30))))
        startListing()
        try services.scheduler.runUntilIdle()

        #expect(answers == ["real at 100ms"])
    }

    @Test("returns and fails after a time: the stubbed answer arrives that long after the call; meanwhile the task waits on the service")
    func answersAfter() throws {
        let session = ViperSession(registry: ModuleRegistry(), services: services)
        try services.endpoints.add(StubRule(
            endpoint: "gadgets.list", behaviour: .returns([["id": "late", "size": 3]]), after: .seconds(1), times: 1))
        try services.endpoints.add(StubRule(endpoint: "gadgets.list", behaviour: .fails("too slow"), after: .milliseconds(500), times: 1))
        startListing()
        try services.scheduler.advance(by: .milliseconds(999))
        #expect(answers.isEmpty)
        #expect(session.tasks.map(\.waiting) == [.service("gadgets.list")])
        try services.scheduler.advance(by: .milliseconds(1))
        startListing()
        try services.scheduler.runUntilIdle()

        #expect(answers == ["late at 1000ms", "GadgetFailure: too slow at 1500ms"])
        #expect(services.endpoints.calls(of: nil).map(\.outcome.description) == ["returned (stubbed)", "failed (stubbed): too slow"])
        #expect(services.endpoints.rules.isEmpty)
    }

    @Test("hangs holds the call until its task is cancelled; meanwhile the task waits on the service, not outside")
    func hangs() throws {
        let session = ViperSession(registry: ModuleRegistry(), services: services)
        try services.endpoints.add(StubRule(endpoint: "gadgets.list", behaviour: .hangs))
        var task: Task<Void, Never>?
        let services = services
        session.scheduler.capturingTasks {
            task = Task {
                _ = try? await services.call(GadgetEndpoints.list, NoValue()) { [] }
            }
        }
        try session.settle()

        #expect(session.tasks.map(\.waiting) == [.service("gadgets.list")])
        #expect(session.tasksWaitingOutside.isEmpty)
        #expect(services.endpoints.waitingCalls.map(\.outcome) == [.hanging])

        session.scheduler.capturingTasks { task?.cancel() }
        try session.settle()

        #expect(session.tasks.isEmpty)
        #expect(services.endpoints.calls(of: nil).map(\.outcome) == [.cancelled])
    }

    @Test("with strict calls on, a call no rule answers fails and is reported once as unexpected")
    func strictCalls() throws {
        services.endpoints.strictCalls = true
        startListing()
        try services.scheduler.runUntilIdle()

        #expect(answers == ["GadgetFailure: unexpected call at 0ms"])
        #expect(services.endpoints.takeUnexpectedCalls() == [
            "unexpected call gadgets.list from Shop#1 with input null (strict-calls is on and no stub rule answers it)",
        ])
        #expect(services.endpoints.takeUnexpectedCalls().isEmpty)
    }

    @Test("a stubbed value that does not decode as the output is refused, naming the JSON path; nothing is added")
    func valueThatDoesNotDecode() {
        #expect(throws: ServiceStubError.valueDoesNotDecode(
            endpoint: "gadgets.list", path: "$[1].size", message: "expected a whole number, found a string")
        ) {
            try services.endpoints.add(StubRule(endpoint: "gadgets.list", behaviour: .returns([["id": "a", "size": 1], ["id": "b", "size": "big"]])))
        }
        #expect(throws: ServiceStubError.valueDoesNotDecode(endpoint: "gadgets.find", path: "$.id", message: "missing (required)")) {
            try services.endpoints.add(StubRule(endpoint: "gadgets.find", behaviour: .returns(["size": 1])))
        }
        #expect(services.endpoints.rules.isEmpty)
        #expect(throws: Never.self) { try services.endpoints.add(StubRule(endpoint: "gadgets.find", behaviour: .returns(nil))) }
    }

    @Test("an unknown endpoint is one error with the closest names; a second declaration of a name is refused")
    func unknownEndpoint() {
        #expect(throws: ServiceStubError.unknownEndpoint("gadgets.lst", suggestions: ["gadgets.list"])) {
            try services.endpoints.add(StubRule(endpoint: "gadgets.lst", behaviour: .hangs))
        }
        #expect(ServiceStubError.unknownEndpoint("gadgets.lst", suggestions: ["gadgets.list"]).description
            == "unknown endpoint 'gadgets.lst' (did you mean 'gadgets.list'?); 'stubs' lists the endpoints")
        #expect(throws: ServiceStubError.duplicateEndpoint("gadgets.list")) { try services.endpoints.declare(GadgetEndpoints.list) }
        #expect(throws: ServiceStubError.invalidTimes(0)) {
            try services.endpoints.add(StubRule(endpoint: "gadgets.list", behaviour: .hangs, times: 0))
        }
    }

    @Test("an endpoint's name is checked on its bytes exactly as the rule on characters reads: ASCII letters, digits, '.', '_', '-'")
    func endpointNames() {
        // The rule as it reads, on characters (the check runs on bytes, as every session declares endpoints).
        func plainRule(_ name: String) -> Bool {
            !name.isEmpty && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) }
        }
        let names = [
            "cars.fetchAll", "auth.login", "a", "A-9_z.", "-", "._-", "", " ", "cars fetch", "cars/fetch", "cars:fetch",
            "caf\u{E9}", "cafe\u{301}", "\u{661}\u{662}", "\u{FF21}", "x\r\ny", "\r\n", "tab\there", "nul\u{0}",
            "emoji\u{1F600}", "\u{7F}", "@", "[", "`", "{", "/", ":", "ends\n",
        ]
        for name in names {
            let endpoints = ServiceEndpoints()
            let endpoint = ServiceEndpoint<NoValue, [Gadget]>(name, summary: "x") { GadgetFailure(message: $0) }
            var accepted = true
            do { try endpoints.declare(endpoint) } catch {
                accepted = false
                #expect(error == .invalidEndpointName(name))
            }
            #expect(accepted == plainRule(name), "\(name.unicodeScalars.map { String($0.value, radix: 16) })")
        }
        // Every single ASCII byte, too.
        for byte in UInt8(0)...UInt8(127) {
            let name = String(decoding: [byte], as: UTF8.self)
            #expect(ServiceEndpoints.isEndpointName(name) == plainRule(name), "byte \(byte)")
        }
    }

    @Test("the call log keeps the latest calls within its limit while the counts stay exact")
    func boundedLog() throws {
        try services.endpoints.add(StubRule(endpoint: "gadgets.list", behaviour: .returns([])))
        services.endpoints.callLogLimit = 8
        let total = 3 * 8 + 5
        for _ in 0..<total { startListing() }
        try services.scheduler.runUntilIdle()

        #expect(services.endpoints.callCount(of: "gadgets.list") == total)
        #expect(services.endpoints.calls(of: nil).count == 8)
        #expect(services.endpoints.droppedCalls == total - 8)
        #expect(services.endpoints.calls(of: nil).allSatisfy { $0.outcome == .returned(stubbed: true) })
    }

    @Test("services are found by the type they were provided as")
    func servicesByType() {
        services.provide(Gadget(id: "g", size: 3))
        #expect(services.resolve(Gadget.self) == Gadget(id: "g", size: 3))
        #expect(services.resolve(String.self) == nil)
    }
}

/// The answers the listing tasks wrote, in the order they finished.
@MainActor
final class AnswerLog {
    var entries: [String] = []
}
