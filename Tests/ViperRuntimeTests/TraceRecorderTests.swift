import Testing
@testable import ViperRuntime

@MainActor
@Suite("Trace recorder")
struct TraceRecorderTests {
    /// Opens a Tally, adds 5, lets the save finish, opens a child, adds 2 there and reports back.
    static func runTallyFlow(on session: ViperSession) throws {
        try session.open("Tally")
        try session.perform(action: "add", words: ["5"])
        try session.settle()
        try session.perform(action: "child", words: [])
        try session.perform(action: "add", words: ["2"])
        try session.perform(action: "report", words: [])
        try session.settle()
    }

    static func lines(of session: ViperSession) -> [String] {
        TraceTextFormat.text(of: session.trace.log).split(separator: "\n").map(String.init)
    }

    static func expectNoSurvivors(_ session: ViperSession) {
        session.closeAll()
        #expect(session.tracker.leaks().isEmpty)
    }

    @Test("an action and the layer hops it causes are recorded, one trace() line per method")
    func actionAndHops() throws {
        let session = try TallyRegistry.session()
        try session.open("Tally")
        session.trace.start()

        try session.perform(action: "add", words: ["5"])

        #expect(Self.lines(of: session) == [
            "[      0ms] action    Shell → Tally#1 View: add 5",
            "[      0ms] hop       Tally#1 View → Presenter: didTapAdd(_:)",
            "[      0ms] hop       Tally#1 Presenter → View: showTotal(_:)",
            "[      0ms] hop       Tally#1 Presenter → Interactor: saveTotal(_:)",
            "[      0ms] state     Tally#1 Presenter: state changed: total",
        ])
        Self.expectNoSurvivors(session)
    }

    @Test("a timer firing names the component that armed it, and its callback hops from there")
    func timerFiring() throws {
        let session = try TallyRegistry.session()
        try session.open("Tally")
        session.trace.start()
        try session.perform(action: "add", words: ["5"])
        session.trace.clear()

        try session.settle()

        #expect(Self.lines(of: session) == [
            "[    300ms] timer     Tally#1 Interactor: timer fired after 300ms",
            "[    300ms] hop       Tally#1 Interactor → Presenter: didSaveTotal(_:)",
            "[    300ms] state     Tally#1 Presenter: state changed: saved",
        ])
        Self.expectNoSurvivors(session)
    }

    @Test("opening a module records its style, opener and ModuleInput configuration")
    func openAndConfigure() throws {
        let session = try TallyRegistry.session()
        try session.open("Tally")
        session.trace.start()

        try session.perform(action: "child", words: [])

        let lines = Self.lines(of: session)
        #expect(lines.contains("[      0ms] open      Tally#1 Router → Tally#2 View: Tally#2 opened (push from Tally#1)"))
        #expect(lines.contains(
            "[      0ms] configure Tally#1 Router → Tally#2 Presenter: configure as TallyModuleInput, output TallyPresenter"))
        #expect(lines.contains("[      0ms] hop       Tally#2 View → Presenter: didTriggerViewReadyEvent()"))
        Self.expectNoSurvivors(session)
    }

    @Test("a call from one module's presenter into another's is a ModuleOutput delivery, then the close")
    func outputDelivery() throws {
        let session = try TallyRegistry.session()
        try session.open("Tally")
        try session.perform(action: "child", words: [])
        session.trace.start()

        try session.perform(action: "report", words: [])

        let lines = Self.lines(of: session)
        #expect(lines.contains("[      0ms] output    Tally#2 Presenter → Tally#1 Presenter: didReportTotal(_:)"))
        #expect(lines.contains("[      0ms] close     Tally#2 View: Tally#2 closed"))
        Self.expectNoSurvivors(session)
    }

    @Test("when tracing is off nothing is recorded and no recorder is current")
    func offRecordsNothing() throws {
        let session = try TallyRegistry.session()

        try Self.runTallyFlow(on: session)

        #expect(session.trace.events.isEmpty)
        #expect(TraceRecorder.current == nil)
        Self.expectNoSurvivors(session)
    }

    @Test("trace off keeps the events; trace clear forgets them")
    func offKeepsAndClearForgets() throws {
        let session = try TallyRegistry.session()
        session.trace.start()
        try session.open("Tally")
        session.trace.stop()
        let kept = session.trace.count

        try session.perform(action: "add", words: ["1"])
        #expect(session.trace.count == kept)
        #expect(kept > 0)

        session.trace.clear()
        #expect(session.trace.events.isEmpty)
        Self.expectNoSurvivors(session)
    }

    @Test("a bounded trace keeps the newest events and counts the dropped ones")
    func ringDropsOldest() throws {
        let unbounded = try TallyRegistry.session()
        unbounded.trace.start()
        try Self.runTallyFlow(on: unbounded)
        let session = try TallyRegistry.session(traceCapacity: 3)
        session.trace.start()

        try Self.runTallyFlow(on: session)

        let total = unbounded.trace.count
        #expect(session.trace.events == Array(unbounded.trace.events.suffix(3)))
        #expect(session.trace.droppedCount == total - 3)
        #expect(TraceTextFormat.text(of: session.trace.log).hasPrefix("… \(total - 3) earlier events were dropped\n"))
        Self.expectNoSurvivors(session)
        Self.expectNoSurvivors(unbounded)
    }

    @Test("two sessions never record into each other's trace")
    func sessionsAreSeparate() throws {
        let traced = try TallyRegistry.session()
        let untraced = try TallyRegistry.session()
        traced.trace.start()
        try traced.open("Tally")
        let count = traced.trace.count

        try untraced.open("Tally")
        try untraced.perform(action: "add", words: ["3"])

        #expect(traced.trace.count == count)
        #expect(untraced.trace.events.isEmpty)
        Self.expectNoSurvivors(traced)
        Self.expectNoSurvivors(untraced)
    }
}
