import Testing
@testable import ViperRuntime

@MainActor
@Suite("Trace exports")
struct TraceExportTests {
    static func tallyLog() throws -> TraceLog {
        let session = try TallyRegistry.session()
        session.trace.start()
        try TraceRecorderTests.runTallyFlow(on: session)
        session.closeAll()
        #expect(session.tracker.leaks().isEmpty)
        return session.trace.log
    }

    @Test("the text export of the Tally flow is byte-identical to its golden file")
    func textGolden() throws {
        try Golden.expect(TraceTextFormat.text(of: try Self.tallyLog()), matches: "tally-trace.txt")
    }

    @Test("the JSON export of the Tally flow is byte-identical to its golden file")
    func jsonGolden() throws {
        try Golden.expect(TraceJSONFormat.text(of: try Self.tallyLog()), matches: "tally-trace.json")
    }

    @Test("the Mermaid export of the Tally flow is byte-identical to its golden file and in the checked grammar")
    func mermaidGolden() throws {
        let diagram = TraceMermaidFormat.text(of: try Self.tallyLog())

        try Golden.expect(diagram, matches: "tally-trace.mmd")
        #expect(MermaidSequenceChecker.problems(in: diagram) == [])
    }

    @Test("the same flow gives the same bytes every run")
    func deterministic() throws {
        #expect(TraceMermaidFormat.text(of: try Self.tallyLog()) == TraceMermaidFormat.text(of: try Self.tallyLog()))
    }

    @Test("Mermaid participants are declared in order of first appearance with valid ids and escaped aliases")
    func mermaidParticipants() {
        let log = TraceLog(events: [
            TraceEvent(time: 0, kind: .action, source: .shell, target: .component(FrameID(module: "A", number: 1), .view), message: "go"),
            TraceEvent(time: 5, kind: .hop, source: .component(FrameID(module: "A", number: 1), .view),
                       target: .component(FrameID(module: "A", number: 1), .presenter), message: "didGo()"),
        ])

        let lines = TraceMermaidFormat.text(of: log).split(separator: "\n").map(String.init)

        #expect(Array(lines.prefix(4)) == [
            "sequenceDiagram",
            "    participant Shell as Shell",
            "    participant A_1_View as A#35;1 View",
            "    participant A_1_Presenter as A#35;1 Presenter",
        ])
    }

    @Test("message text that would break Mermaid is written with entity codes")
    func mermaidEscapesText() {
        let frame = FrameID(module: "A", number: 1)
        let log = TraceLog(events: [
            TraceEvent(time: 0, kind: .action, source: .shell, target: .component(frame, .view), message: "say #1; a<b> 50%% \"x\" --> y\nz")
        ])

        let diagram = TraceMermaidFormat.text(of: log)

        #expect(diagram.hasSuffix(
            "    Shell->>A_1_View: [0ms] say #35;1#59; a#60;b#62; 50#37;#37; #34;x#34; --#62; y z\n"))
        #expect(MermaidSequenceChecker.problems(in: diagram) == [])
    }

    @Test("every export says so when earlier events were dropped")
    func droppedNotice() {
        let frame = FrameID(module: "A", number: 1)
        let log = TraceLog(
            events: [TraceEvent(time: 0, kind: .close, source: nil, target: .component(frame, .view), message: "A#1 closed")],
            droppedCount: 1234)

        #expect(TraceTextFormat.text(of: log).hasPrefix("… 1234 earlier events were dropped\n"))
        #expect(TraceMermaidFormat.text(of: log).contains("    Note over A_1_View: … 1234 earlier events were dropped\n"))
        #expect(TraceJSONFormat.value(of: log)["droppedCount"] == 1234)
    }

    @Test("the grammar checker rejects raw #, semicolons, undeclared ids and ids with #")
    func checkerRejects() {
        let header = "sequenceDiagram\n    participant A as A\n"
        #expect(MermaidSequenceChecker.problems(in: header + "    A->>A: a #1\n") == ["line 3: bad message"])
        #expect(MermaidSequenceChecker.problems(in: header + "    A->>A: a; b\n") == ["line 3: bad message"])
        #expect(MermaidSequenceChecker.problems(in: header + "    A->>B: hi\n") == ["line 3: bad message"])
        #expect(MermaidSequenceChecker.problems(in: "sequenceDiagram\n    participant A#1 as A\n") == ["line 2: bad participant"])
        #expect(MermaidSequenceChecker.problems(in: header + "    Note over A: #35; fine\n") == [])
    }
}
