import Testing
import ViperRuntime
@testable import ViperShellEngine

@Suite("worker protocol")
struct ScenarioResultWireTests {
    @Test("a result survives the trip through one JSON line, failures, output, duration and artifacts included")
    func roundTrip() throws {
        let result = ScenarioResult(
            path: "a\nb.vsh",
            failures: [ShellFailure(
                location: SourceLocation(file: "a\nb.vsh", line: 3, column: 4), message: "m \"q\"", details: ["x", ""])],
            output: "out\n", duration: .nanoseconds(1_234_567),
            artifacts: FailureArtifacts(screen: "s\n", dump: "{}", transcript: "# a:1\nopen X\n", traceMermaid: "graph", traceMermaidCompact: "compact graph"))

        let line = ScenarioResultWire.line(for: result)
        let decoded = try ScenarioResultWire.result(fromLine: String(line.dropLast()))

        #expect(line.filter { $0 == "\n" }.count == 1 && line.hasSuffix("\n"))
        #expect(decoded.path == result.path)
        #expect(decoded.failures == result.failures)
        #expect(decoded.output == result.output)
        #expect(decoded.duration == result.duration)
        #expect(decoded.artifacts == result.artifacts)
    }

    @Test("a scenario that passed with nothing to carry is answered in the short form, and read back")
    func passedResultIsShort() throws {
        let result = ScenarioResult(path: "a.vsh", failures: [], output: "", duration: .nanoseconds(987_654))

        let line = ScenarioResultWire.line(for: result)
        let decoded = try ScenarioResultWire.result(fromLine: String(line.dropLast()))

        #expect(line == "pass 987654\n")
        #expect(decoded.passed)
        #expect(decoded.output.isEmpty && decoded.artifacts == nil && decoded.coverage == nil)
        #expect(decoded.duration == .nanoseconds(987_654))
    }

    @Test("a passed scenario with output to carry still goes as JSON")
    func passedResultWithOutputIsJSON() throws {
        let withOutput = ScenarioResult(path: "a.vsh", failures: [], output: "hi\n", duration: .nanoseconds(5))

        let line = ScenarioResultWire.line(for: withOutput)

        #expect(line.hasPrefix("{"))
        #expect(try ScenarioResultWire.result(fromLine: String(line.dropLast())).output == "hi\n")
    }

    @Test("a passed scenario that wrote on stderr goes as JSON with where its bytes end; one that did not has no end")
    func standardErrorEndTravels() throws {
        let passed = ScenarioResult(path: "a.vsh", failures: [], output: "", duration: .nanoseconds(5))

        let line = ScenarioResultWire.line(for: passed, standardErrorEnd: 4_096)
        let answer = try ScenarioResultWire.answer(fromLine: String(line.dropLast()))

        #expect(line.hasPrefix("{"))
        #expect(answer.standardErrorEnd == 4_096)
        #expect(answer.result.passed)
        #expect(try ScenarioResultWire.answer(fromLine: "pass 5").standardErrorEnd == nil)
    }

    @Test("a request carries any path on one line")
    func requestRoundTrip() {
        let request = ScenarioResultWire.request(for: "odd\nname\".vsh")
        #expect(request.filter { $0 == "\n" }.count == 1)
        #expect(ScenarioResultWire.path(inRequest: String(request.dropLast())) == "odd\nname\".vsh")
    }

    @Test("a request with nothing escaped reads back as it was sent, combining marks and all",
          arguments: ["Tests/Scenarios/cars/open.vsh", "\u{301}ünï code/ß.vsh", "a/", "\u{7F}del.vsh"])
    func plainRequestRoundTrip(path: String) throws {
        let request = ScenarioResultWire.request(for: path)
        #expect(ScenarioResultWire.path(inRequest: String(request.dropLast())) == path)
        // Written with or without the encoder, a request is JSON that any JSON parser reads the same way.
        #expect(try JSONParser.parse(String(request.dropLast())).stringValue == path)
    }

    @Test("a request line that is not a JSON string is refused", arguments: ["", "\"", "plain.vsh", "\"a\"b\"", "\"tab\there\""])
    func badRequestIsRefused(line: String) {
        #expect(ScenarioResultWire.path(inRequest: line) == nil)
    }

    @Test("a line that is not a result is refused")
    func garbageIsRefused() {
        #expect(throws: ScenarioResultWire.DecodingError.self) { try ScenarioResultWire.result(fromLine: "Segmentation fault") }
        #expect(throws: ScenarioResultWire.DecodingError.self) { try ScenarioResultWire.result(fromLine: "{\"path\":1}") }
        #expect(throws: ScenarioResultWire.DecodingError.self) { try ScenarioResultWire.result(fromLine: "pass soon") }
    }
}
