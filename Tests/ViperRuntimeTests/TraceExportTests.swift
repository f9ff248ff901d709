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

    @Test("only what Mermaid's grammar reserves is written as an entity code: #, ;, < and the second % of %%")
    func mermaidEscapesText() {
        let frame = FrameID(module: "A", number: 1)
        let log = TraceLog(events: [
            TraceEvent(time: 0, kind: .action, source: .shell, target: .component(frame, .view), message: "say #1; a<b> 50%% \"x\" --> y\nz")
        ])

        let diagram = TraceMermaidFormat.text(of: log)

        #expect(diagram.hasSuffix(
            "    Shell->>A_1_View: [0ms] say #35;1#59; a#60;b> 50%#37; \"x\" --> y z\n"))
        #expect(MermaidSequenceChecker.problems(in: diagram) == [])
    }

    @Test("JSON in a message stays readable: quotes, braces, colons and commas as they are")
    func mermaidKeepsJSONReadable() {
        let frame = FrameID(module: "Feed", number: 1)
        let log = TraceLog(events: [
            TraceEvent(time: 150, kind: .hop, source: .component(frame, .interactor), target: .service("posts.page"),
                       message: #"call {"feed":"news","offset":0}"#),
        ])

        let diagram = TraceMermaidFormat.text(of: log)

        // Before: call #123;#34;feed#34;:#34;news#34;,#34;offset#34;:0#125;
        #expect(diagram.hasSuffix(#"    Feed_1_Interactor->>service_posts_page: [150ms] call {"feed":"news","offset":0}"# + "\n"))
        #expect(MermaidSequenceChecker.problems(in: diagram) == [])
    }

    @Test("the compact form folds each module instance's layers into one participant and names the layers on its arrows")
    func compactForm() {
        let list = FrameID(module: "List", number: 1)
        let detail = FrameID(module: "Detail", number: 1)
        let log = TraceLog(events: [
            TraceEvent(time: 0, kind: .action, source: .shell, target: .component(list, .view), message: "select 1"),
            TraceEvent(time: 0, kind: .hop, source: .component(list, .view), target: .component(list, .presenter), message: "didSelectRow(_:)"),
            TraceEvent(time: 0, kind: .open, source: .shell, target: .component(detail, .view), message: "Detail#1 opened (push from List#1)"),
            TraceEvent(time: 0, kind: .configure, source: .component(list, .router), target: .component(detail, .presenter),
                       message: "configure as DetailModuleInput"),
            TraceEvent(time: 5, kind: .hop, source: .component(detail, .interactor), target: .service("items.fetch"), message: "call \"d1\""),
            TraceEvent(time: 9, kind: .output, source: .component(detail, .presenter), target: .component(list, .presenter),
                       message: "didDeleteItem(_:)"),
        ])

        let diagram = TraceMermaidFormat.text(of: log, form: .compact)

        #expect(diagram == """
            sequenceDiagram
                participant Shell as Shell
                participant List_1 as List#35;1
                participant Detail_1 as Detail#35;1
                participant service_items_fetch as items.fetch
                Shell->>List_1: [0ms] select 1
                List_1->>List_1: [0ms] View → Presenter: didSelectRow(_:)
                Note over Detail_1: [0ms] Detail#35;1 opened (push from List#35;1)
                List_1->>Detail_1: [0ms] Router → Presenter: configure as DetailModuleInput
                Detail_1->>service_items_fetch: [5ms] call "d1"
                Detail_1->>List_1: [9ms] Presenter → Presenter: didDeleteItem(_:)

            """)
        #expect(MermaidSequenceChecker.problems(in: diagram) == [])
        // The detailed form keeps one participant per layer.
        #expect(TraceMermaidFormat.text(of: log).contains("    participant List_1_Presenter as List#35;1 Presenter\n"))
    }

    @Test("two names that map to one Mermaid id get ids of their own")
    func identifiersStayUnique() {
        let log = TraceLog(events: [
            TraceEvent(time: 0, kind: .hop, source: .service("a.b"), target: .service("a_b"), message: "x"),
        ])

        let lines = TraceMermaidFormat.text(of: log).split(separator: "\n").map(String.init)

        #expect(lines == [
            "sequenceDiagram", "    participant service_a_b as a.b", "    participant service_a_b_2 as a_b",
            "    service_a_b->>service_a_b_2: [0ms] x",
        ])
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

    @Test("the grammar checker rejects raw #, semicolons, <, %%, undeclared ids and ids with #")
    func checkerRejects() {
        let header = "sequenceDiagram\n    participant A as A\n"
        #expect(MermaidSequenceChecker.problems(in: header + "    A->>A: a #1\n") == ["line 3: bad message"])
        #expect(MermaidSequenceChecker.problems(in: header + "    A->>A: a; b\n") == ["line 3: bad message"])
        #expect(MermaidSequenceChecker.problems(in: header + "    A->>A: a<br>b\n") == ["line 3: bad message"])
        #expect(MermaidSequenceChecker.problems(in: header + "    A->>A: %%{init}\n") == ["line 3: bad message"])
        #expect(MermaidSequenceChecker.problems(in: header + "    A->>A: {\"a\": 1} & b > c\n") == [])
        #expect(MermaidSequenceChecker.problems(in: header + "    A->>B: hi\n") == ["line 3: bad message"])
        #expect(MermaidSequenceChecker.problems(in: "sequenceDiagram\n    participant A#1 as A\n") == ["line 2: bad participant"])
        #expect(MermaidSequenceChecker.problems(in: header + "    Note over A: #35; fine\n") == [])
    }
}
