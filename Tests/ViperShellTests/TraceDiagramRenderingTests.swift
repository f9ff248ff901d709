import Foundation
import Testing

/// The Mermaid exports drawn by a real Mermaid 11 in headless Chromium, as a
/// reader of a CI artifact or a Markdown page sees them: every export and
/// golden diagram parses, and what is drawn (participants, arrows, notes) is
/// exactly what the trace recorded, in both forms, with text that carries
/// every character Mermaid's grammar reserves.
@Suite(
    "Trace diagrams drawn by Mermaid 11",
    .enabled(if: !HeadlessChromium.skipRequested, "VIPER_SHELL_SKIP_BROWSER_TESTS=1 skips the browser tests"))
struct TraceDiagramRenderingTests {
    /// An action whose text holds what ends or redirects Mermaid text: `#`, `;`,
    /// `%%{` (a directive), `<b>` (HTML), quotes, braces, an arrow and `end`.
    static let reservedCharactersFlow = """
        trace on
        open CarsList
        search "#1; a<b>c</b> 50%%{init} {\\"a\\": 1} & 'q' -->> end"
        search
        select 1

        """

    /// One event of a JSON export, as much as a diagram shows of it.
    private struct Event: Decodable {
        struct Participant: Decodable {
            var name: String
            var frame: String?
            var layer: String
        }

        var kind: String
        var message: String
        var source: Participant?
        var target: Participant
        var time: Int
    }

    private struct Export: Decodable {
        var events: [Event]
    }

    /// The flow's exports: the detailed and compact diagrams and the JSON events.
    private static func exports(of script: String) throws -> (detailed: String, compact: String, events: [Event]) {
        let (folder, outcome) = try DebuggingCommandTests.runScenario(
            script + "trace export out/detailed.mmd\ntrace export out/compact.mmd compact\ntrace export out/events.json\n")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(outcome.status == 0, "\(outcome.stdout)\(outcome.stderr)")
        let read = { (name: String) in try String(contentsOfFile: folder + "/out/" + name, encoding: .utf8) }
        let events = try JSONDecoder().decode(Export.self, from: Data(try read("events.json").utf8)).events
        return (try read("detailed.mmd"), try read("compact.mmd"), events)
    }

    private static let arrowKinds: Set<String> = ["action", "hop", "configure", "output"]

    /// What the diagram of `events` should draw, in the detailed or compact form.
    private static func expectedDrawing(of events: [Event], compact: Bool) -> MermaidRenderer.Drawing {
        let lane = { (participant: Event.Participant) in compact ? participant.frame ?? participant.name : participant.name }
        var participants: [String] = []
        for event in events {
            for participant in [event.source, event.target].compactMap({ $0 }) where !participants.contains(lane(participant)) {
                participants.append(lane(participant))
            }
        }
        var drawing = MermaidRenderer.Drawing(participants: participants)
        for event in events {
            if arrowKinds.contains(event.kind) {
                var layers = ""
                if compact, let source = event.source, source.frame != nil, event.target.frame != nil {
                    layers = "\(source.layer) → \(event.target.layer): "
                }
                drawing.messages.append("[\(event.time)ms] \(layers)\(event.message)")
            } else {
                drawing.notes.append("[\(event.time)ms] \(event.message)")
            }
        }
        return drawing
    }

    @Test("every export, detailed and compact, draws exactly the events the trace recorded, reserved characters included")
    func exportsDrawWhatTheTraceRecorded() throws {
        let flows = [DebuggingCommandTests.carsFlow, DebuggingCommandTests.likeLoginLike, Self.reservedCharactersFlow]
        let exports = try flows.map(Self.exports(of:))
        let drawings = try MermaidRenderer.draw(exports.flatMap { [$0.detailed, $0.compact] })

        for (index, export) in exports.enumerated() {
            for (offset, compact) in [false, true].enumerated() {
                let drawn = drawings[2 * index + offset]
                let expected = Self.expectedDrawing(of: export.events, compact: compact)
                let form = "flow \(index + 1), \(compact ? "compact" : "detailed")"
                #expect(drawn.error == nil, "\(form): \(drawn.error ?? "")")
                // Mermaid draws the boxes in its own order (top row, then bottom row): compare them as sets.
                #expect(Set(drawn.participants) == Set(expected.participants) && drawn.participants.count == expected.participants.count,
                        "\(form): \(drawn.participants) against \(expected.participants)")
                #expect(drawn.messages == expected.messages, "\(form)")
                #expect(drawn.notes == expected.notes, "\(form)")
            }
        }
        // The compact form folds each module's layers into one box: 18 participants become 7 in the like flow.
        #expect(Self.expectedDrawing(of: exports[1].events, compact: false).participants.count == 18)
        #expect(Self.expectedDrawing(of: exports[1].events, compact: true).participants
            == ["Shell", "PostFeed#1", "PostList#1", "posts.page", "PostDetail#1", "Authorization#1", "auth.login"])
        // Mermaid draws the typed text exactly, every reserved character included.
        #expect(drawings[4].messages.contains("[200ms] search #1; a<b>c</b> 50%%{init} {\"a\": 1} & 'q' -->> end"))
    }

    @Test("every golden diagram draws; the navigation graph's boxes are the modules and its edges are labelled")
    func goldenDiagramsDraw() throws {
        let folders = [Golden.directory, BinaryRunner.packageRoot.appendingPathComponent("Tests/ViperRuntimeTests/Goldens")]
        let goldens = try folders.flatMap { folder in
            try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".mmd") }.sorted().map {
                ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8))
            }
        }
        #expect(goldens.count >= 6)
        let drawings = try MermaidRenderer.draw(goldens.map(\.1))

        for ((name, _), drawn) in zip(goldens, drawings) {
            #expect(drawn.error == nil, "\(name): \(drawn.error ?? "")")
            #expect(!drawn.participants.isEmpty || !drawn.nodes.isEmpty, "\(name) drew nothing")
        }
        let graph = try #require(zip(goldens, drawings).first { $0.0.0 == "graph.mmd" }?.1)
        #expect(graph.nodes == ["CarsList", "CarDetail", "CreateCar", "PostFeed", "PostList", "PostDetail", "Authorization"])
        #expect(graph.edgeLabels == ["push", "present", "embed", "push", "present"])
    }

    @Test("a diagram Mermaid cannot parse is reported, so the checks above can fail")
    func brokenDiagramIsReported() throws {
        let drawings = try MermaidRenderer.draw([
            "sequenceDiagram\n    participant A as A\n    A->>B\n",
            "sequenceDiagram\n    participant A as CarsList#1 View\n    A->>A: [0ms] call #1\n",
        ])

        // A message without its text.
        #expect(drawings[0].error != nil)
        // A raw # starts a comment: the alias and the message are cut there.
        #expect(drawings[1].error == nil && drawings[1].participants == ["CarsList"] && drawings[1].messages == ["[0ms] call"])
    }
}
