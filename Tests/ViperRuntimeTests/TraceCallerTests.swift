import Testing
@testable import ViperRuntime

/// Who sends each hop when the caller is not simply the participant active
/// last: an interactor delivering a ModuleOutput, a shared service calling
/// back, a presenter reporting after it closed its own module, a task's
/// continuation after an `await`; and state notes stamped when they changed.
@MainActor
@Suite("Trace callers")
struct TraceCallerTests {
    static func hubWithGate() throws -> ViperSession {
        let session = try RelayRegistry.session()
        try session.open("Hub")
        try session.perform(action: "gate", words: [])
        session.trace.start()
        return session
    }

    static func lines(of session: ViperSession) -> [String] {
        TraceRecorderTests.lines(of: session)
    }

    @Test("a ModuleOutput call made by an interactor is drawn from that interactor")
    func outputFromInteractor() throws {
        let session = try Self.hubWithGate()

        try session.perform(action: "finish", words: [])

        #expect(Self.lines(of: session) == [
            "[      0ms] action    Shell → Gate#1 View: finish",
            "[      0ms] hop       Gate#1 View → Presenter: didTapFinish()",
            "[      0ms] hop       Gate#1 Presenter → Interactor: finish()",
            "[      0ms] output    Gate#1 Interactor → Hub#1 Presenter: didFinish(code:)",
            "[      0ms] state     Hub#1 Presenter: state changed: codes",
        ])
        TraceRecorderTests.expectNoSurvivors(session)
    }

    @Test("a shared service calling back into an interactor is drawn from Untraced, not from the presenter")
    func serviceCallback() throws {
        let session = try Self.hubWithGate()

        try session.perform(action: "ping", words: [])

        #expect(Self.lines(of: session) == [
            "[      0ms] action    Shell → Gate#1 View: ping",
            "[      0ms] hop       Gate#1 View → Presenter: didTapPing()",
            "[      0ms] hop       Gate#1 Presenter → Interactor: ping()",
            "[      0ms] hop       Untraced → Hub#1 Interactor: didHearPing()",
        ])
        TraceRecorderTests.expectNoSurvivors(session)
    }

    @Test("an output delivered after the sender closed itself comes from the sender, not the revealed view")
    func outputAfterClose() throws {
        let session = try Self.hubWithGate()

        try session.perform(action: "signin", words: [])

        #expect(Self.lines(of: session) == [
            "[      0ms] action    Shell → Gate#1 View: signin",
            "[      0ms] hop       Gate#1 View → Presenter: didTapSignIn()",
            "[      0ms] hop       Gate#1 Presenter → Router: closeGate()",
            "[      0ms] close     Gate#1 View: Gate#1 closed",
            "[      0ms] output    Gate#1 Presenter → Hub#1 Presenter: didSignIn()",
            "[      0ms] state     Hub#1 Presenter: state changed: signedIn",
        ])
        TraceRecorderTests.expectNoSurvivors(session)
    }

    @Test("a task's continuation after an await calls from the component that started the task")
    func taskContinuation() throws {
        let session = try RelayRegistry.session()
        try session.open("Hub")
        session.trace.start()
        try session.perform(action: "load", words: [])
        try session.perform(action: "gate", words: [])
        session.trace.clear()

        try session.wait(.milliseconds(1000))

        #expect(Self.lines(of: session) == [
            "[    200ms] hop       Hub#1 Interactor → Presenter: didLoad()",
            "[    200ms] task      Hub#1 Interactor: task ended: HubInteractor.load",
            "[    200ms] state     Hub#1 Presenter: state changed: loaded",
        ])
        TraceRecorderTests.expectNoSurvivors(session)
    }

    /// The three sender patterns one after another in the Relay fixture
    /// feature (an output from an interactor, a service's callback, an output
    /// after its sender closed), as a trace log.
    static func relayLog() throws -> TraceLog {
        let session = try RelayRegistry.session()
        try session.open("Hub")
        session.trace.start()
        try session.perform(action: "gate", words: [])
        try session.perform(action: "finish", words: [])
        try session.perform(action: "ping", words: [])
        try session.perform(action: "signin", words: [])
        TraceRecorderTests.expectNoSurvivors(session)
        return session.trace.log
    }

    @Test("the Relay feature's three sender patterns are pinned in golden text and Mermaid exports")
    func relayGoldens() throws {
        let diagram = TraceMermaidFormat.text(of: try Self.relayLog())

        try Golden.expect(TraceTextFormat.text(of: try Self.relayLog()), matches: "relay-trace.txt")
        try Golden.expect(diagram, matches: "relay-trace.mmd")
        #expect(MermaidSequenceChecker.problems(in: diagram) == [])
    }

    @Test("a state note carries the virtual time of the change, not of the command's end")
    func stateStampedWhenChanged() throws {
        let session = try TallyRegistry.session()
        try session.open("Tally")
        session.trace.start()
        try session.perform(action: "add", words: ["5"])
        session.trace.clear()

        try session.wait(.milliseconds(1000))

        #expect(Self.lines(of: session) == [
            "[    300ms] timer     Tally#1 Interactor: timer fired after 300ms",
            "[    300ms] hop       Tally#1 Interactor → Presenter: didSaveTotal(_:)",
            "[    300ms] state     Tally#1 Presenter: state changed: saved",
        ])
        TraceRecorderTests.expectNoSurvivors(session)
    }
}
